import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connect } from 'node:net';
import { createHttpServer, serverLimits } from '../../src/server/http/http-server.ts';
import { startTestServer } from './support/test-server.ts';

const limits = suite('connection limits');

limits('the server checks timeouts every second, drops silent sockets after 30 s, and caps connections', () => {
  const server = createHttpServer(() => {});
  assert.is(serverLimits.connectionsCheckingIntervalMs, 1000);
  assert.is(server.timeout, 30_000);
  assert.is(server.maxConnections, 1000);
  assert.is(server.headersTimeout, serverLimits.headersTimeoutMs);
});

limits('a client that connects and sends nothing is dropped within the header timeout', async () => {
  const t = await startTestServer({
    httpLimits: { headersTimeoutMs: 300, requestTimeoutMs: 300, connectionsCheckingIntervalMs: 100 },
  });
  try {
    const { port } = new URL(t.url);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      socket.on('data', () => {});
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the silent connection was still open after 3 s'));
      }, 3000);
    });
    assert.ok(closedAfter < 2000, `closed after ${closedAfter} ms`);
  } finally {
    await t.close();
  }
});

limits.run();
