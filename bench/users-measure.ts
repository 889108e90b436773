/**
 * Measures the institution's user list and search at scale, in process, on the engine the
 * environment names (DATABASE_URL set: PostgreSQL in a schema of its own, dropped afterwards;
 * otherwise PGlite in memory): the demo institution is given `USERS_AT_SCALE` users (default
 * 5 000), then each call is made REPEAT times and timed by the server's own request log
 * (duration_ms, from the request's arrival to its answer). Prints one JSON line per call.
 * Run by bench/users.mjs with the project's TypeScript loader.
 */
import { startServer } from '../src/server/app.ts';
import { demoAccount, demoInstitutions } from '../src/server/seed/demo-data.ts';
import type { LogEntry } from '../src/server/core/log.ts';

const users = Number(process.env.USERS_AT_SCALE ?? 5000);
const repeat = Number(process.env.REPEAT ?? 40);
const url = process.env.DATABASE_URL;

const logs: LogEntry[] = [];
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  database: url ? { url, isolatedSchema: true } : {},
  seed: true,
  checkAnswers: false,
  authCallsPerMinute: 0,
  logger: (entry) => {
    if (entry.event === 'request') logs.push(entry);
  },
});

try {
  const { db } = server;
  const [north] = await db.query<{ id: number }>('SELECT id FROM institutions WHERE name = $1', [demoInstitutions.north.name]);
  const institution = north?.id ?? 0;
  const now = new Date();
  // Plain SQL, not the API: hashing 5 000 passwords would measure the hashing.
  await db.query(
    `INSERT INTO users (email, email_key, email_skeleton, name, lastname, company, password_hash, password_salt, created_at, email_confirmed_at)
     SELECT 'scale-' || n || '@bench.example', 'scale-' || n || '@bench.example', 'scale-' || n || '@bench.example',
            'Name' || n, 'Lastname' || lpad(n::text, 5, '0'), 'Bench', 'x', 'x', $2, $2
     FROM generate_series(1, $1) AS n`,
    [users, now],
  );
  await db.query(
    `INSERT INTO memberships (user_id, institution_id, group_no, created_at)
     SELECT id, $1, 0, $2 FROM users WHERE email LIKE 'scale-%'`,
    [institution, now],
  );
  await db.query(
    `INSERT INTO memberships (user_id, institution_id, group_no, created_at)
     SELECT id, $1, 1, $2 FROM users WHERE email LIKE 'scale-%' AND id % 5 = 0`,
    [institution, now],
  );
  await db.query(
    `INSERT INTO membership_roles (membership_id, role_id)
     SELECT m.id, 1 + (m.user_id % 5) FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE u.email LIKE 'scale-%' AND m.group_no = 0`,
  );
  // What PostgreSQL's autovacuum does after a bulk load; the embedded engine has no autovacuum.
  await db.query('ANALYZE');

  const manager = demoAccount('user_manager');
  const basic = `Basic ${Buffer.from(`${manager.email}:${manager.password}`).toString('base64')}`;
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { AuthType: 'Login', LoginType: '1', Authorization: basic } });
  const { data } = (await login.json()) as { data: { id: number; token: string } };
  const headers = { AuthType: 'VMPartner', LoginType: '1', Authorization: `${data.id}:${data.token}` };
  await fetch(`${server.url}/api/portal_users/set_login_institution/${institution}`, { method: 'POST', headers });

  const calls: [string, string][] = [
    ['baseline: permissions/get', 'permissions/get/0'],
    ['list, first page', 'portal_users/list_inst/0'],
    ['list, page 100', 'portal_users/list_inst/0?page=100'],
    ['list, role filter', 'portal_users/list_inst/0?role=evaluator'],
    ['list, a group', 'portal_users/list_inst/0?group=1'],
    ['search, one match', 'portal_users/search_inst/scale-4242%40'],
    ['search, every user', 'portal_users/search_inst/Name'],
  ];
  for (const [name, path] of calls) {
    let total = 0;
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/api/${path}`, { method: 'POST', headers }).then((r) => r.text());
    logs.length = 0;
    for (let i = 0; i < repeat; i++) {
      const answer = await fetch(`${server.url}/api/${path}`, { method: 'POST', headers });
      const body = (await answer.json()) as { data?: { total_rows: number } };
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      total = body.data?.total_rows ?? 0;
    }
    await new Promise((resolve) => setImmediate(resolve));
    const times = logs.map((entry) => Number(entry.duration_ms)).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
    console.log(JSON.stringify({ engine: db.kind, call: name, rows: total, n: times.length, median: at(0.5), p95: at(0.95) }));
  }
} finally {
  await server.close();
}
