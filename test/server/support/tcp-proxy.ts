/**
 * A TCP proxy a test controls, standing between the server and a shared PostgreSQL so that the
 * database can be made unreachable without stopping it for everyone else. `refuse()` drops every
 * connection and refuses new ones (a stopped server), `blackhole()` drops every connection and
 * accepts new ones that never answer (a host gone from the network), `restore()` forwards again.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

export interface TcpProxy {
  readonly port: number;
  refuse(): void;
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Starts a proxy on a free loopback port forwarding to `host:port`. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = createConnection({ host, port });
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    refuse() {
      mode = 'refuse';
      dropAll();
    },
    blackhole() {
      mode = 'blackhole';
      dropAll();
    },
    restore() {
      mode = 'forward';
      // Connections accepted while black-holed would never answer: the client must make new ones.
      dropAll();
    },
    close: () =>
      new Promise<void>((done) => {
        dropAll();
        server.close(() => done());
      }),
  };
}
