// The yardstick of the server benchmark: a bare node:http server that runs one `select 1` per
// request on the same database engine as the product (PGlite in DATA_DIR, or the PostgreSQL of
// DATABASE_URL) and answers a small JSON body. The product's signed-in call is measured against it.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
let query;
if (process.env.DATABASE_URL) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {} });
  query = () => sql.unsafe('select 1 as one');
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(process.env.DATA_DIR);
  query = () => pg.query('select 1 as one');
}

createServer(async (req, res) => {
  req.resume();
  await query();
  const body = JSON.stringify({ message: 'OK', data: { one: 1 } });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
