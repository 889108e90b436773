// DATABASE_URL as docs/deploy.md ("PostgreSQL") writes it: sslmode=verify-full with the hospital's
// CA in sslrootcert, and max for the pool of each process. The `postgres` client would send
// sslrootcert to the server as a setting (refused there) and trust only Node's own CA list; here
// the CA file is the one trusted, checked against a TLS server that answers PostgreSQL's SSLRequest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPostgresDb } from '../../src/server/db/postgres-db.ts';
import { defaultPoolSize, postgresUrlOptions } from '../../src/server/db/postgres-options.ts';

const options = suite('postgresUrlOptions');

options('without parameters the URL is kept and the pool has 10 connections', () => {
  assert.equal(postgresUrlOptions('postgres://portal_api:pw@db.hospital.example/portal'), {
    url: 'postgres://portal_api:pw@db.hospital.example/portal',
    max: defaultPoolSize,
  });
});

options('max sets the pool of one process, from 1 to 100', () => {
  assert.is(postgresUrlOptions('postgres://h/portal?max=4').max, 4);
  for (const bad of ['0', '101', 'ten', '2.5', '']) {
    assert.throws(() => postgresUrlOptions(`postgres://h/portal?max=${bad}`), /max is the number of connections/, bad);
  }
});

options('sslrootcert with verify-full: the file is the only trusted CA, the host name is checked, and neither parameter goes to the server', () => {
  const read: string[] = [];
  const found = postgresUrlOptions('postgres://u:p@db.hospital.example:5432/portal?sslmode=verify-full&sslrootcert=/etc/portal-api/db-ca.pem&max=5', (path) => {
    read.push(path);
    return 'PEM';
  });
  assert.equal(read, ['/etc/portal-api/db-ca.pem']);
  assert.is(found.url, 'postgres://u:p@db.hospital.example:5432/portal?max=5');
  assert.is(found.ssl?.ca, 'PEM');
  assert.is(found.ssl?.rejectUnauthorized, true);
  assert.ok(found.ssl?.checkServerIdentity?.('x', { subject: { CN: 'other.example' }, subjectaltname: 'DNS:other.example' } as never), 'another host name is refused');
  assert.is(found.ssl?.checkServerIdentity?.('x', { subject: { CN: 'db' }, subjectaltname: 'DNS:db.hospital.example' } as never), undefined, 'the URL\'s host name is accepted');
  const caOnly = postgresUrlOptions('postgres://h/portal?sslmode=verify-ca&sslrootcert=/ca.pem', () => 'PEM');
  assert.is(caOnly.ssl?.checkServerIdentity?.('h', {} as never), undefined, 'verify-ca skips the host name');
});

options('sslrootcert without a verifying sslmode, or an unreadable file, is refused with a sentence', () => {
  assert.throws(() => postgresUrlOptions('postgres://h/portal?sslrootcert=/ca.pem', () => 'PEM'), /needs sslmode=verify-full/);
  assert.throws(() => postgresUrlOptions('postgres://h/portal?sslmode=require&sslrootcert=/ca.pem', () => 'PEM'), /not sslmode=require/);
  assert.throws(() => postgresUrlOptions('postgres://h/portal?sslmode=verify-full&sslrootcert=/none.pem', () => {
    throw new Error('ENOENT');
  }), /cannot be read/);
  assert.is(postgresUrlOptions('postgres://h/portal?sslmode=verify-full').url, 'postgres://h/portal?sslmode=verify-full', 'without a file, the client\'s own handling');
});

options.run();

// A certificate authority standing for the hospital's, and one that is not it.
const scratch = mkdtempSync(join(tmpdir(), 'portal-pg-tls-'));
const openssl = (...args: string[]) => {
  const made = spawnSync('openssl', args, { cwd: scratch, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${made.stderr}`);
};
function authority(name: string) {
  openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', `/CN=${name}`, '-keyout', `${name}.key`, '-out', `${name}.pem`);
}
/** A server certificate signed by `ca` for `san` (e.g. IP:127.0.0.1). */
function serverCert(name: string, ca: string, san: string) {
  openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-subj', `/CN=${name}`, '-keyout', `${name}.key`, '-out', `${name}.csr`);
  writeFileSync(join(scratch, `${name}.ext`), `subjectAltName=${san}\n`);
  openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${ca}.pem`, '-CAkey', `${ca}.key`, '-CAcreateserial', '-days', '1', '-extfile', `${name}.ext`, '-out', `${name}.pem`);
}
authority('hospital-ca');
authority('other-ca');
serverCert('db-by-ip', 'hospital-ca', 'IP:127.0.0.1');
serverCert('db-other-name', 'hospital-ca', 'DNS:other.hospital.example');

/** PostgreSQL's ErrorResponse message: FATAL 28000 with a text the test recognises. */
const refusal = (() => {
  const body = Buffer.from('SFATAL\0VFATAL\0C28000\0Mtest server: TLS accepted\0\0');
  const head = Buffer.alloc(5);
  head.write('E');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
})();

/** A server that answers PostgreSQL's SSLRequest with "S", then TLS with `cert`; counts handshakes. */
async function tlsDatabase(cert: string): Promise<{ server: Server; port: number; handshakes: () => number }> {
  let count = 0;
  const key = readFileSync(join(scratch, `${cert}.key`));
  const pem = readFileSync(join(scratch, `${cert}.pem`));
  const server = createServer((socket) => {
    socket.once('data', () => {
      socket.write('S');
      const secure = new TLSSocket(socket, { isServer: true, key, cert: pem });
      secure.on('secure', () => count++);
      // The startup message gets a refusal, so the client stops at once instead of retrying.
      secure.once('data', () => secure.end(refusal));
      secure.on('error', () => socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, handshakes: () => count };
}

/** Whether the server's certificate was accepted: a handshake completed (the fake then hangs up). */
async function accepted(cert: string, query: string): Promise<{ ok: boolean; error: string }> {
  const fake = await tlsDatabase(cert);
  const db = await openPostgresDb(`postgres://portal_api:pw@127.0.0.1:${fake.port}/portal?${query}`);
  const error = await db.query('SELECT 1').then(() => '', (e: unknown) => String((e as Error).message ?? e));
  await db.close().catch(() => {});
  await new Promise((resolve) => fake.server.close(resolve));
  return { ok: fake.handshakes() > 0, error };
}

const tls = suite('TLS to PostgreSQL with the hospital\'s CA');
tls.after(() => rmSync(scratch, { recursive: true, force: true }));

tls('verify-full with the CA that signed the server\'s certificate for its address: accepted', async () => {
  const result = await accepted('db-by-ip', `sslmode=verify-full&sslrootcert=${join(scratch, 'hospital-ca.pem')}`);
  assert.ok(result.ok, result.error);
  assert.match(result.error, /test server: TLS accepted/);
});

tls('verify-full with another CA: refused before anything is sent', async () => {
  const result = await accepted('db-by-ip', `sslmode=verify-full&sslrootcert=${join(scratch, 'other-ca.pem')}`);
  assert.not.ok(result.ok);
  assert.match(result.error, /certificate|self.signed|verify/i);
});

tls('verify-full with the right CA but a certificate for another host name: refused; verify-ca accepts it', async () => {
  const full = await accepted('db-other-name', `sslmode=verify-full&sslrootcert=${join(scratch, 'hospital-ca.pem')}`);
  assert.not.ok(full.ok);
  assert.match(full.error, /altname|host|IP/i);
  const caOnly = await accepted('db-other-name', `sslmode=verify-ca&sslrootcert=${join(scratch, 'hospital-ca.pem')}`);
  assert.ok(caOnly.ok, caOnly.error);
  assert.match(caOnly.error, /test server: TLS accepted/);
});

tls.run();
