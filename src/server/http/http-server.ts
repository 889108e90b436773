/** The node:http server with explicit limits, and a shutdown that lets requests in flight finish. */
import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { normaliseAddress } from './client-address.ts';

/** Limits against slow or oversized clients (quality bar). */
export const serverLimits = {
  /** Whole request, headers and body, must arrive within this time. */
  requestTimeoutMs: 30_000,
  /**
   * A connection must have sent a whole request head within this time, so half-open connections
   * (a request line, a header, then silence) are dropped quickly rather than held.
   */
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxHeaderSize: 16 * 1024,
  /** A socket with no traffic at all for this long is closed (Node's `server.timeout`). */
  socketTimeoutMs: 30_000,
  /** How often Node checks connections against the header and request timeouts. */
  connectionsCheckingIntervalMs: 1_000,
  /** Connections beyond this many are refused at once. */
  maxConnections: 1_000,
  /**
   * Open connections from one client address beyond this many are closed at once, so one client
   * cannot take the whole `maxConnections`. A browser opens about six; an office behind one
   * address opens more. Trusted proxies (TRUST_PROXY) are exempt.
   */
  maxConnectionsPerAddress: 128,
} as const;

export type ServerLimits = { [K in keyof typeof serverLimits]: number };

const statusLines: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Creates the server. Malformed requests get a bare answer with the base headers, then close.
 * `exempt(address)` names addresses without a per-address connection cap (trusted proxies).
 */
export function createHttpServer(
  listener: RequestListener,
  overrides: Partial<ServerLimits> = {},
  exempt: (address: string) => boolean = () => false,
): Server {
  const limits: ServerLimits = { ...serverLimits, ...overrides };
  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      maxHeaderSize: limits.maxHeaderSize,
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
    },
    listener,
  );
  server.timeout = limits.socketTimeoutMs;
  server.maxConnections = limits.maxConnections;
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = normaliseAddress(socket.remoteAddress ?? '');
    if (exempt(address)) return;
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = statusLines[error.code ?? ''] ?? '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n` +
        `X-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nX-Request-Id: ${randomUUID()}\r\n\r\n`,
    );
  });
  return server;
}

/**
 * Stops accepting connections, lets requests in flight finish (their answers close the
 * connection), and after `graceMs` cuts whatever is still open.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    // A connection that was busy when closing began becomes idle after its answer.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
