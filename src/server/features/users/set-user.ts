/**
 * POST portal_users/set_inst/{0 or id}[?group=]: creates (0) or updates a user of the session's
 * institution (spec §3). Creating with the email of an existing account invites that account
 * instead (invitations.ts): it joins, with the roles given, only when its holder accepts, and its
 * name and password stay its own. A new user without a password is sent a reset link to choose
 * one; a new user given a password by the manager, the "user added" notice (user-added-mail.ts).
 * An account made here counts as unconfirmed until its holder follows a link sent to the address
 * (migration 150): it works in this institution, but no other can invite it before that.
 * `institution_id` in the body is never read.
 */
import { minPasswordLength } from '../../../contract/constants.ts';
import { serverReason } from '../../../contract/messages.ts';
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import type { FieldIssue } from '../../../contract/schema.ts';
import type { SetUserBody, SetUserData } from '../../../contract/types.ts';
import { refuseGuessablePassword } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newSecret } from '../../auth/secrets.ts';
import { ApiError, fieldsRefused } from '../../core/api-error.ts';
import { parseId } from '../../core/ids.ts';
import { insertReturningId, queryOne, type Queryable } from '../../db/db.ts';
import { handler, type ContextOf } from '../../http/handler.ts';
import { changesBetween, recordAudit } from '../../audit/audit-log.ts';
import { emailKey, emailSkeleton } from '../../auth/credentials.ts';
import { queueResetMail } from '../../auth/reset-links.ts';
import { queueInvitationMail, queueUserAddedMail } from './user-added-mail.ts';
import { fullName, invite } from './invitations.ts';
import { addMembership, lockInstitution, membershipId, parseRoleIds, requireGroup } from './membership.ts';
import { findUser, profileEditableSql } from './user-rows.ts';

type SetUserContext = ContextOf<typeof userEndpoints.setUser>;

function refuse(issues: FieldIssue[]): never {
  throw fieldsRefused(issues);
}

async function createUser(ctx: SetUserContext, institutionId: number): Promise<SetUserData> {
  const { body, db, now, session } = ctx;
  const issues: FieldIssue[] = [];
  if (body.email === undefined) issues.push({ field: 'email', code: 'required' });
  const password = body.passwd ?? '';
  if (password && [...password].length < minPasswordLength) issues.push({ field: 'passwd', code: 'too_short', limit: minPasswordLength });
  if (issues.length) refuse(issues);
  const roles = parseRoleIds(body.roles, 'roles');
  const email = (body.email as string).normalize('NFC');
  const key = emailKey(email);
  const group = ctx.query.group;
  const existing = await queryOne<{ id: number }>(db, 'SELECT id FROM users WHERE email_key = $1', [key]);
  if (existing) {
    const invitationId = await db.transaction(async (tx) => {
      await lockInstitution(tx, institutionId);
      await requireGroup(tx, institutionId, group);
      return invite(tx, { institutionId, userId: existing.id, group, roles, invitedBy: session.userId, now });
    });
    await queueInvitationMail(ctx, institutionId, existing.id, await fullName(db, session.userId));
    return { existing: true, invited: true, invitation: { id: invitationId, user_id: existing.id }, reset_link_sent: false };
  }
  if (password) {
    const institution = await queryOne<{ name: string }>(db, 'SELECT name FROM institutions WHERE id = $1', [institutionId]);
    const context = { productName: ctx.productName, names: [body.name, body.lastname], emails: [email], institutions: institution ? [institution.name] : [] };
    await refuseGuessablePassword('passwd', password, context);
  }
  // Hashing is slow: done before the transaction.
  const hashed = await hashPassword(password || newSecret());
  const userId = await db.transaction(async (tx) => {
    await lockInstitution(tx, institutionId);
    await requireGroup(tx, institutionId, group);
    const alike = await tx.query('SELECT 1 AS found FROM users WHERE email_skeleton = $1 AND email_key <> $2 LIMIT 1', [emailSkeleton(key), key]);
    if (alike.length) throw new ApiError(409, serverReason.emailLooksLikeAnother);
    // The account is enabled at once (force_enable, spec §5) and works in this institution, but its
    // address counts as proven only once its holder follows a link sent to it (migration 150).
    const id = await insertReturningId(
      tx,
      `INSERT INTO users (email, email_key, email_skeleton, name, lastname, company, user_role, password_hash, password_salt,
         created_at, created_in_institution_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [email, key, emailSkeleton(key), body.name, body.lastname, body.company ?? '', body.user_role ?? '', hashed.hash, hashed.salt, now, institutionId],
    );
    await addMembership(tx, institutionId, id, group, body.roles, now);
    await recordAudit(tx, {
      institutionId,
      actorId: session.userId,
      userId: id,
      action: 'user_created',
      changes: changesBetween(
        {},
        { name: body.name, lastname: body.lastname, email, company: body.company ?? '', user_role: body.user_role ?? '', roles: roles.join(', ') },
      ),
      at: now,
    });
    return id;
  });
  const resetLinkSent = !password;
  if (resetLinkSent) await queueResetMail(ctx, email, 'manager');
  else await queueUserAddedMail(ctx, institutionId, userId);
  return { user: await findUser(db, institutionId, userId), existing: false, invited: false, reset_link_sent: resetLinkSent };
}

interface AccountRow {
  name: string;
  lastname: string;
  company: string;
  user_role: string;
  ours: boolean;
}

// Whether the institution ($1) may change the account's own fields (user-rows.ts).
const accountSql = `SELECT name, lastname, company, user_role, ${profileEditableSql} AS ours FROM users u WHERE u.id = $2 FOR UPDATE`;

async function updateUser(ctx: SetUserContext, institutionId: number, userId: number): Promise<SetUserData> {
  const { body, db, now, session } = ctx;
  const createOnly = (['email', 'passwd', 'force_enable', 'roles'] as const).filter((field) => body[field] !== undefined);
  if (createOnly.length) refuse(createOnly.map((field) => ({ field, code: 'unknown_field' })));
  await db.transaction(async (tx) => {
    await lockInstitution(tx, institutionId);
    await membershipId(tx, institutionId, userId, 0);
    const row = await queryOne<AccountRow>(tx, accountSql, [institutionId, userId]);
    if (!row) throw new ApiError(404, serverReason.userNotFound);
    const { ours, ...before } = row;
    const after = {
      name: body.name,
      lastname: body.lastname,
      company: body.company ?? before.company,
      user_role: body.user_role ?? before.user_role,
    };
    const changes = changesBetween(before, after);
    if (!changes.length) return;
    // A person's name belongs to the person: an institution changes it only on an account it made
    // and that no other institution uses, so its change can never show in another's records.
    if (!ours) throw new ApiError(403, serverReason.accountNotOwnedHere);
    await tx.query('UPDATE users SET name = $2, lastname = $3, company = $4, user_role = $5 WHERE id = $1', [
      userId,
      after.name,
      after.lastname,
      after.company,
      after.user_role,
    ]);
    await recordAudit(tx, { institutionId, actorId: session.userId, userId, action: 'user_modified', changes, at: now });
  });
  return { user: await findUser(db, institutionId, userId), existing: true, invited: false, reset_link_sent: false };
}

export const setUser = handler(userEndpoints.setUser, async (ctx) => {
  const { institutionId } = ctx.member;
  if (ctx.params.id === '0') return createUser(ctx, institutionId);
  const userId = parseId(ctx.params.id);
  if (userId === null) throw new ApiError(404, serverReason.userNotFound);
  return updateUser(ctx, institutionId, userId);
});
