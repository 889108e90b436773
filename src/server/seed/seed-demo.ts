/** Loads the demo data into an empty database, in one transaction. */
import { hashPassword } from '../auth/passwords.ts';
import { insertReturningId, type Db, type Queryable } from '../db/db.ts';
import { roleId } from '../features/roles/role-catalogue.ts';
import { seedAudit } from './seed-audit.ts';
import { seedRecords, type RecordDesk } from './seed-records.ts';
import { demoAccounts, demoInstitutions, type DemoAccount, type DemoInstitutionKey } from './demo-data.ts';
import { seedReports } from './seed-reports.ts';

async function insertInstitutions(tx: Queryable, now: Date): Promise<Record<DemoInstitutionKey, number>> {
  const ids: Partial<Record<DemoInstitutionKey, number>> = {};
  for (const [key, institution] of Object.entries(demoInstitutions) as [DemoInstitutionKey, typeof demoInstitutions.north][]) {
    const id = await insertReturningId(
      tx,
      'INSERT INTO institutions (name, country, created_at) VALUES ($1, $2, $3) RETURNING id',
      [institution.name, institution.country, now],
    );
    ids[key] = id;
    const groups = ['Whole institution', ...institution.groups];
    for (const [groupNo, name] of groups.entries()) {
      await tx.query('INSERT INTO groups (institution_id, group_no, name) VALUES ($1, $2, $3)', [id, groupNo, name]);
    }
  }
  return ids as Record<DemoInstitutionKey, number>;
}

async function insertAccount(
  tx: Queryable,
  account: DemoAccount,
  password: { hash: string; salt: string },
  institutionIds: Record<DemoInstitutionKey, number>,
  now: Date,
): Promise<number> {
  const userId = await insertReturningId(
    tx,
    // Demo accounts count as confirmed: they have no mailbox to open a link in.
    `INSERT INTO users (email, name, lastname, company, password_hash, password_salt, is_admin, created_at, email_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [account.email, account.firstName, account.lastName, account.company, password.hash, password.salt, account.isAdmin, now],
  );
  for (const membership of account.memberships) {
    const membershipId = await insertReturningId(
      tx,
      // An evaluator in training or certified has the name their certificate carries (migration 110).
      `INSERT INTO memberships (user_id, institution_id, group_no, is_owner, evaluator_status, agree_tandc, created_at, holder_name)
       SELECT $1, $2, 0, $3, $4::int, $5, $6, CASE WHEN $4::int >= 1 THEN name || ' ' || lastname END FROM users WHERE id = $1
       RETURNING id`,
      [
        userId,
        institutionIds[membership.institution],
        membership.isOwner,
        Number(membership.evaluatorStatus),
        membership.agreeTandc,
        now,
      ],
    );
    for (const role of membership.roles) {
      await tx.query('INSERT INTO membership_roles (membership_id, role_id) VALUES ($1, $2)', [membershipId, roleId(role)]);
    }
  }
  // An account with one institution counts as made by it (migration 109): its user managers keep it.
  const [only, ...others] = account.memberships;
  if (only && !others.length && !account.isAdmin) {
    await tx.query('UPDATE users SET created_in_institution_id = $2 WHERE id = $1', [userId, institutionIds[only.institution]]);
  }
  return userId;
}

/**
 * Seeds the demo data when the database holds no user and no institution yet (the first start);
 * resolves whether it did.
 */
export async function seedDemo(db: Db, now: Date): Promise<boolean> {
  const counts = await db.query<{ users: number; institutions: number }>(
    'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM institutions)::int AS institutions',
  );
  const count = counts[0];
  if (!count) return false;
  if (count.users > 0 || count.institutions > 0) return seedMissingReports(db, now);
  const accounts = demoAccounts;
  // Hashing is the slow part; done before the transaction so it does not hold the database.
  const passwords = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  await db.transaction(async (tx) => {
    const institutionIds = await insertInstitutions(tx, now);
    const userIds = new Map<DemoAccount['role'], number>();
    for (const [index, account] of accounts.entries()) {
      userIds.set(account.role, await insertAccount(tx, account, passwords[index] as { hash: string; salt: string }, institutionIds, now));
    }
    await seedReports(tx, institutionIds, now);
    // Medical records: standard strings everywhere, a record for every demo subject, each in its
    // institution's language and entered by its own people: in the south mostly by the records
    // clerk (and the clinician who manages users there), in the north (which has no clerk) by
    // its clinicians and its owner.
    const ids = (...roles: DemoAccount['role'][]) => roles.flatMap((role) => userIds.get(role) ?? []);
    const desks: RecordDesk[] = [
      { institutionId: institutionIds.north, language: 'es', authors: ids('owner', 'institutional_clinician', 'clinician') },
      { institutionId: institutionIds.south, language: 'pt', authors: ids('medical_record_entry', 'medical_record_entry', 'user_manager') },
    ];
    await seedRecords(tx, Object.values(institutionIds), desks, now);
    await seedAudit(tx, institutionIds.north, userIds, now);
  });
  return true;
}

/**
 * A database seeded before the subjects and reports existed (migration 5) gets the demo subjects
 * and reports once, if it still holds both demo institutions and no evaluation at all.
 */
async function seedMissingReports(db: Db, now: Date): Promise<boolean> {
  const names = [demoInstitutions.north.name, demoInstitutions.south.name];
  const rows = await db.query<{ id: number; name: string; evaluations: number }>(
    `SELECT i.id, i.name, (SELECT count(*) FROM evaluations)::int AS evaluations
     FROM institutions i WHERE i.name = $1 OR i.name = $2 ORDER BY i.id`,
    names,
  );
  const north = rows.find((row) => row.name === names[0]);
  const south = rows.find((row) => row.name === names[1]);
  if (!north || !south || north.evaluations > 0) return false;
  await db.transaction((tx) => seedReports(tx, { north: north.id, south: south.id }, now));
  return true;
}
