/**
 * What the subject and report tests share: the demo institutions' ids, signing in as a demo
 * account with an institution chosen, and questions to the database that state what the answer
 * should hold.
 */
import type { InstitutionChoice } from '../../../src/contract/types.ts';
import { demoAccount, demoInstitutions, type DemoRole } from '../../../src/server/seed/demo-data.ts';
import { call, signIn, type SignedIn, type TestServer } from './test-server.ts';

export interface DemoIds {
  north: number;
  south: number;
}

export async function demoInstitutionIds(t: TestServer): Promise<DemoIds> {
  const rows = await t.server.db.query<{ id: number; name: string }>('SELECT id, name FROM institutions');
  const id = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;
  return { north: id(demoInstitutions.north.name), south: id(demoInstitutions.south.name) };
}

/** Signs in as the demo account of `role` and, if given, chooses `institution` for the session. */
export async function signedInAs(t: TestServer, role: DemoRole, institution?: number): Promise<SignedIn> {
  const account = demoAccount(role);
  const user = await signIn(t, account.email, account.password);
  if (institution !== undefined) {
    const chosen = await call<InstitutionChoice>(t, `portal_users/set_login_institution/${institution}`, { headers: user.headers });
    if (chosen.status !== 200) throw new Error(`choosing institution ${institution} as ${role} failed: ${chosen.status}`);
  }
  return user;
}

/** Ids of `sql`'s rows (column `id`), in the order it gives. */
export async function ids(t: TestServer, sql: string, params: unknown[] = []): Promise<number[]> {
  const rows = await t.server.db.query<{ id: number }>(sql, params);
  return rows.map((row) => row.id);
}

/** The demo user id of `role`. */
export async function userId(t: TestServer, role: DemoRole): Promise<number> {
  const rows = await t.server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [demoAccount(role).email]);
  return rows[0]?.id ?? 0;
}
