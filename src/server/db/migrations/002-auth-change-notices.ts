/**
 * Migration 2: a notice on channel `portal_auth_changed` (payload: the user id) whenever something
 * authentication depends on changes: a session revoked, moved to another institution or deleted; a
 * user disabled, made or unmade admin, or deleted; a membership added, changed or removed. Every
 * server process listening drops its cached sessions of that user (src/server/auth/session-cache.ts),
 * whichever process or person made the change. Notices are sent when the transaction commits.
 */
import type { Migration } from '../migration.ts';

export const authChangeNoticesMigration: Migration = {
  version: 2,
  name: 'auth-change-notices',
  statements: [
    `CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify('portal_auth_changed', OLD.id::text);
      ELSE
        PERFORM pg_notify('portal_auth_changed', OLD.user_id::text);
        IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
          PERFORM pg_notify('portal_auth_changed', NEW.user_id::text);
        END IF;
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE FUNCTION notify_auth_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('portal_auth_changed', NEW.user_id::text);
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER sessions_auth_change AFTER UPDATE OF revoked_at, institution_id, group_no, user_id, expires_at, token_hash
      ON sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_change()`,
    `CREATE TRIGGER sessions_auth_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_change()`,
    `CREATE TRIGGER users_auth_change AFTER UPDATE OF enabled, is_admin ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_change()`,
    `CREATE TRIGGER users_auth_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_change()`,
    `CREATE TRIGGER memberships_auth_change AFTER UPDATE OF user_id, institution_id, group_no
      ON memberships FOR EACH ROW EXECUTE FUNCTION notify_auth_change()`,
    `CREATE TRIGGER memberships_auth_delete AFTER DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION notify_auth_change()`,
    `CREATE TRIGGER memberships_auth_insert AFTER INSERT ON memberships FOR EACH ROW EXECUTE FUNCTION notify_auth_insert()`,
  ],
};
