/**
 * Versioned migrations: each runs once, in order, inside the same transaction as the row that
 * records it, so a failure half-way leaves the schema as it was.
 *
 * Numbering. A version is an identifier, not a count: it must be unique (migrate() refuses a list
 * with a duplicate, which would otherwise be skipped as already applied), and migrations apply in
 * the order of the list below, which keeps them in the order of their versions (a database that
 * already has later ones applies one added inside an earlier range when it next starts). Versions
 * need not be consecutive. The
 * jump from 008 to 108 is such a gap: the processed-videos work numbered its migration apart from
 * the ones being written beside it, and nothing fills 009 to 107. An applied migration is never
 * renumbered: databases record its version in `schema_migrations`, and a new number would apply
 * it a second time. Work written in parallel takes its numbers from a range of its own
 * (109-119, 120-129, 130-139, 150-159, 160-169, 170-179 are taken) so that two branches never pick the same one.
 */
import type { Db } from './db.ts';
import { accountsMigration } from './migrations/001-accounts.ts';
import { authChangeNoticesMigration } from './migrations/002-auth-change-notices.ts';
import { emailKeysMigration } from './migrations/003-email-keys.ts';
import { emailConfirmationMigration } from './migrations/004-email-confirmation.ts';
import { subjectsReportsMigration } from './migrations/005-subjects-reports.ts';
import { institutionAdminMigration } from './migrations/006-institution-admin.ts';
import { medicalRecordsMigration } from './migrations/007-medical-records.ts';
import { trainingMediaMigration } from './migrations/008-training-media.ts';
import { videoJobsMigration } from './migrations/108-video-jobs.ts';
import { accountOwnershipSupportLimitsMigration } from './migrations/109-account-ownership-support-limits.ts';
import { trainingIntegrityMigration } from './migrations/110-training-integrity.ts';
import { mailAndSharedLimitsMigration } from './migrations/120-mail-and-shared-limits.ts';
import { auditReadsMigration } from './migrations/130-audit-reads.ts';
import { accessEventsPapersMigration } from './migrations/140-access-events-papers.ts';
import { accountLifecycleMigration } from './migrations/150-account-lifecycle.ts';
import { accessEventsLimitsMigration } from './migrations/151-access-events-limits.ts';
import { languagesMigration } from './migrations/160-languages.ts';
import { portugueseMigration } from './migrations/161-portuguese.ts';
import { sessionActivityMigration } from './migrations/180-session-activity.ts';
import { secondFactorMigration } from './migrations/181-second-factor.ts';
import { portugueseReportVariationsMigration } from './migrations/162-portuguese-report-variations.ts';
import { subjectSearchTrigramsMigration } from './migrations/170-subject-search-trigrams.ts';
import { subjectSearchSteadyMigration } from './migrations/171-subject-search-steady.ts';
import { ownThemeMigration } from './migrations/172-own-theme.ts';
import { recoveryCodeSaltsMigration } from './migrations/185-recovery-code-salts.ts';
import { passkeysMigration } from './migrations/186-passkeys.ts';

import type { Migration } from './migration.ts';

export type { Migration };

/** Every migration of the server, in the order of their versions. */
export const migrations: readonly Migration[] = [
  accountsMigration,
  authChangeNoticesMigration,
  emailKeysMigration,
  emailConfirmationMigration,
  subjectsReportsMigration,
  institutionAdminMigration,
  medicalRecordsMigration,
  trainingMediaMigration,
  videoJobsMigration,
  accountOwnershipSupportLimitsMigration,
  trainingIntegrityMigration,
  mailAndSharedLimitsMigration,
  auditReadsMigration,
  accessEventsPapersMigration,
  accountLifecycleMigration,
  accessEventsLimitsMigration,
  languagesMigration,
  portugueseMigration,
  portugueseReportVariationsMigration,
  subjectSearchTrigramsMigration,
  subjectSearchSteadyMigration,
  ownThemeMigration,
  sessionActivityMigration,
  secondFactorMigration,
  recoveryCodeSaltsMigration,
  passkeysMigration,
];

// Any constant works; it only has to be the same for every server sharing one database.
const migrationLockId = 7_240_611;

/** Applies the migrations not yet recorded; returns the versions it applied. */
export async function migrate(db: Db, now: Date, list: readonly Migration[] = migrations): Promise<number[]> {
  const versions = list.map((migration) => migration.version);
  const repeated = versions.filter((version, i) => versions.indexOf(version) !== i);
  if (repeated.length) throw new Error(`Migration versions must be unique; repeated: ${repeated.join(', ')}`);
  return db.transaction(async (tx) => {
    // Two servers starting at once on one PostgreSQL must not both apply the same migration.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockId]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of list) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        now,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}
