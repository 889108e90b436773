/**
 * The demo data's accounts have published passwords (demo-data.ts): a production server refuses
 * to start while any of them exists (app.ts), and `remove-demo-data` removes them, with the demo
 * institutions and everything in them (subjects, evaluations, records, audit trail). A demo
 * institution that also has members of its own is kept, only the demo accounts leave it.
 */
import { hasSqlState, type Db, type Queryable } from '../db/db.ts';
import { emailKey } from '../auth/credentials.ts';
import { demoAccounts, demoInstitutions } from '../seed/demo-data.ts';
import { CommandError } from './command-error.ts';

/** The command an operator runs to remove the demo data (printed by the refusal to start). */
export const removeDemoDataCommand = 'node dist/server/main.js remove-demo-data';

const demoKeys = () => demoAccounts.map((account) => emailKey(account.email));

/** The emails of the demo accounts present in `db`, in the demo data's order. */
export async function findDemoAccounts(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    // email_key is filled at start; lower(email) also finds rows written before it was.
    'SELECT email FROM users WHERE email_key = ANY($1::text[]) OR lower(email) = ANY($1::text[])',
    [demoKeys()],
  );
  const present = new Set(rows.map((row) => emailKey(row.email)));
  return demoAccounts.map((account) => account.email).filter((email) => present.has(emailKey(email)));
}

export interface RemovedDemoData {
  accounts: number;
  institutions: string[];
  /** Demo institutions kept because accounts other than the demo ones belong to them. */
  kept: string[];
}

/** Removes the demo accounts and the demo institutions no one else belongs to, in one transaction. */
export async function removeDemoData(db: Db): Promise<RemovedDemoData> {
  const keys = demoKeys();
  const names = Object.values(demoInstitutions).map((institution) => institution.name);
  try {
    return await db.transaction(async (tx) => {
      const places = await tx.query<{ id: number; name: string; others: number }>(
        `SELECT i.id, i.name,
           (SELECT count(*) FROM memberships m JOIN users u ON u.id = m.user_id
             WHERE m.institution_id = i.id AND NOT (u.email_key = ANY($2::text[]) OR lower(u.email) = ANY($2::text[])))::int AS others
         FROM institutions i WHERE i.name = ANY($1::text[]) ORDER BY i.id`,
        [names, keys],
      );
      const removable = places.filter((place) => place.others === 0);
      if (removable.length) await tx.query('DELETE FROM institutions WHERE id = ANY($1::int[])', [removable.map((place) => place.id)]);
      const accounts = await tx.query('DELETE FROM users WHERE email_key = ANY($1::text[]) OR lower(email) = ANY($1::text[]) RETURNING id', [keys]);
      return {
        accounts: accounts.length,
        institutions: removable.map((place) => place.name),
        kept: places.filter((place) => place.others > 0).map((place) => place.name),
      };
    });
  } catch (error) {
    // Medical records keep their authors: a demo account that wrote records elsewhere stays.
    if (hasSqlState(error, '23503')) {
      throw new CommandError(
        'A demo account is the author of medical records in an institution that is not demo data, so it cannot be removed. ' +
          'Nothing was changed. Those records must be deleted first; the server does not start in production while a demo account exists.',
      );
    }
    throw error;
  }
}
