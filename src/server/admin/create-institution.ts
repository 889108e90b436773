/**
 * Creates an institution and its first owner: how a production installation, which has no demo
 * data, gets the first account that can add everyone else (the Users page). Run from the server's
 * command line (admin/command-line.ts), never over the API.
 *
 * The owner's account is new, or an existing account (its name and password stay its own). A new
 * account gets no password from here: it gets a single-use link to choose one, so no password
 * passes through the operator's terminal, shell history or ticket.
 */
import type { RoleName } from '../../contract/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newSecret } from '../auth/secrets.ts';
import { insertReturningId, queryOne, type Db } from '../db/db.ts';
import { changesBetween, recordAudit } from '../audit/audit-log.ts';
import { emailKey, emailSkeleton } from '../auth/credentials.ts';
import { roleId } from '../features/roles/role-catalogue.ts';
import { CommandError } from './command-error.ts';
import { storePasswordLink, type PasswordLink } from './password-link.ts';

export interface NewInstitution {
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  owner: { email: string; firstName: string; lastName: string; roles: readonly RoleName[] };
  /** How long the new owner's link to choose a password stays usable. */
  linkHours: number;
}

export interface CreatedInstitution {
  institutionId: number;
  ownerId: number;
  /** Whether the owner's account was made here (false: an existing account became owner). */
  newAccount: boolean;
  /** For a new account: its link to choose a password. */
  passwordLink?: PasswordLink;
}

export async function createInstitution(db: Db, input: NewInstitution, now: Date): Promise<CreatedInstitution> {
  const email = input.owner.email.trim().normalize('NFC');
  const key = emailKey(email);
  const existing = await queryOne<{ id: number; enabled: boolean; confirmed: boolean }>(
    db,
    'SELECT id, enabled, email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE email_key = $1',
    [key],
  );
  if (!existing && (!input.owner.firstName || !input.owner.lastName)) {
    throw new CommandError(`${email} has no account yet: give the owner's names with --owner-first-name and --owner-last-name.`);
  }
  if (existing && !existing.enabled) {
    throw new CommandError(`The account of ${email} is disabled, so it could not sign in as the owner. Choose another owner.`);
  }
  // Anyone can register any address: an unconfirmed account may not be its owner's. Choosing a
  // password through a link (password-link) confirms it, and only the person who gets the link can.
  if (existing && !existing.confirmed) {
    throw new CommandError(
      `The account of ${email} has not confirmed its email, so it cannot be linked to an institution yet. ` +
        'Give the person a link made with the password-link command: choosing a password through it confirms the email. Then run this command again.',
    );
  }
  // Hashing is slow: done before the transaction. The random password is never shown to anyone;
  // the owner replaces it through the link.
  const placeholder = existing ? null : await hashPassword(newSecret());

  return db.transaction(async (tx) => {
    const clash = await queryOne<{ id: number }>(tx, 'SELECT id FROM institutions WHERE lower(name) = lower($1)', [input.name]);
    if (clash) throw new CommandError(`An institution named "${input.name}" already exists (id ${clash.id}). Choose another name.`);
    const institutionId = await insertReturningId(
      tx,
      'INSERT INTO institutions (name, country, created_at) VALUES ($1, $2, $3) RETURNING id',
      [input.name, input.country, now],
    );
    await tx.query('INSERT INTO groups (institution_id, group_no, name) VALUES ($1, 0, $2)', [institutionId, 'Whole institution']);

    let ownerId: number;
    let passwordLink: PasswordLink | undefined;
    if (existing) {
      ownerId = existing.id;
    } else {
      const alike = await tx.query('SELECT 1 AS found FROM users WHERE email_skeleton = $1 AND email_key <> $2 LIMIT 1', [emailSkeleton(key), key]);
      if (alike.length) {
        throw new CommandError(`${email} looks like the email of another account (letters that look the same). Check the address.`);
      }
      // The operator vouches for the address, as a user manager does: it counts as confirmed.
      ownerId = await insertReturningId(
        tx,
        `INSERT INTO users (email, email_key, email_skeleton, name, lastname, password_hash, password_salt, created_at, email_confirmed_at,
           created_in_institution_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id`,
        [email, key, emailSkeleton(key), input.owner.firstName, input.owner.lastName, placeholder?.hash, placeholder?.salt, now, institutionId],
      );
      passwordLink = await storePasswordLink(tx, ownerId, now, input.linkHours);
    }
    const membershipId = await insertReturningId(
      tx,
      'INSERT INTO memberships (user_id, institution_id, group_no, is_owner, created_at) VALUES ($1, $2, 0, true, $3) RETURNING id',
      [ownerId, institutionId, now],
    );
    for (const role of input.owner.roles) {
      await tx.query('INSERT INTO membership_roles (membership_id, role_id) VALUES ($1, $2)', [membershipId, roleId(role)]);
    }
    // The audit trail starts with its own creation; the actor is the server (no person signed in).
    await recordAudit(tx, {
      institutionId,
      actorId: null,
      userId: ownerId,
      action: 'institution_created',
      changes: changesBetween({}, { institution: input.name, country: input.country, owner: email, roles: input.owner.roles.join(', ') }),
      at: now,
    });
    return passwordLink ? { institutionId, ownerId, newAccount: true, passwordLink } : { institutionId, ownerId, newAccount: false };
  });
}
