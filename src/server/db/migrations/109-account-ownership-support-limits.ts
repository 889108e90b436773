/**
 * Migration 109 (issue 20):
 * - `users.created_in_institution_id`: the institution whose user manager made the account. A
 *   person's name, company and job title are theirs; an institution may change them only on an
 *   account it made and that belongs to no other institution (features/users/set-user.ts). Accounts
 *   that existed before are attributed to their one institution when they only ever had one
 *   (linked or unlinked since), and to none otherwise; administrators to none.
 * - `support_tickets.client_address` and the indexes that count a person's and an address's recent
 *   requests, so the support limit is one count in the database, shared by every API process.
 */
import type { Migration } from '../migration.ts';

export const accountOwnershipSupportLimitsMigration: Migration = {
  version: 109,
  name: 'account-ownership-support-limits',
  statements: [
    `ALTER TABLE users ADD COLUMN created_in_institution_id integer REFERENCES institutions (id) ON DELETE SET NULL`,
    `UPDATE users u SET created_in_institution_id = single.institution_id
     FROM (
       SELECT user_id, min(institution_id) AS institution_id FROM (
         SELECT user_id, institution_id FROM memberships
         UNION SELECT user_id, institution_id FROM unlinked_members
       ) every_institution
       GROUP BY user_id HAVING count(DISTINCT institution_id) = 1
     ) single
     WHERE single.user_id = u.id AND NOT u.is_admin`,
    `ALTER TABLE support_tickets ADD COLUMN client_address text`,
    `CREATE INDEX support_tickets_user_recent_idx ON support_tickets (user_id, created_at)`,
    `CREATE INDEX support_tickets_address_recent_idx ON support_tickets (client_address, created_at)`,
  ],
};
