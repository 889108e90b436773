/**
 * The server's commands for its operator, run as `node main.js <command> [options]` with the
 * same environment as the server (DATABASE_URL or DATA_DIR): the database they change is the
 * server's. With the embedded database the server must be stopped first (one process per data
 * folder); with PostgreSQL it can keep running. docs/deploy.md section 4 shows them in use.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMailbox } from '../../contract/email-address.ts';
import { roleNames, type RoleName } from '../../contract/roles.ts';
import { isOneLineText } from '../../contract/schema.ts';
import { migrate } from '../db/migrate.ts';
import { openDb, type DatabaseOptions } from '../db/db.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { syncRoleCatalogue } from '../features/roles/role-catalogue.ts';
import { CommandError } from './command-error.ts';
import { createInstitution } from './create-institution.ts';
import { passwordLinkFor, type PasswordLink } from './password-link.ts';
import { migrateToPostgres } from './migrate-to-postgres.ts';
import { removeDemoData } from './remove-demo-data.ts';

export interface CommandIo {
  out: (text: string) => void;
  err: (text: string) => void;
  now: () => Date;
}

const usage = `Commands (run with the server's environment: DATABASE_URL, or DATA_DIR with the server stopped):

  create-institution --name NAME --country CC --owner-email EMAIL
                     [--owner-first-name NAME --owner-last-name NAME]   (needed for a new account)
                     [--owner-roles user_manager,...] [--portal-url URL] [--link-hours 24]
      Creates an institution and makes EMAIL its owner. A new account gets a link to choose its
      password (the server sends no mail: give the link to the owner yourself). An existing
      account keeps its password. --owner-roles defaults to user_manager, which lets the owner
      add the institution's users.

  password-link --email EMAIL [--portal-url URL] [--link-hours 24]
      A new single-use link for an account to choose a password.

  migrate-to-postgres --data-dir DIR
      Copies the embedded database of the data folder DIR (the server stopped) into the empty
      PostgreSQL database of DATABASE_URL, in one transaction, and counts the rows of every
      table in both before it commits. Refuses a database that holds accounts or institutions,
      and two databases at different versions of the schema.

  remove-demo-data
      Removes the demo accounts (their passwords are published) and the demo institutions with
      everything in them. A production server does not start while a demo account exists.

  help
      This text.

--environment-file FILE reads the service's settings (DATABASE_URL, ...) from FILE as systemd
reads /etc/portal-api/env: NAME=VALUE lines, nothing expanded, '&' and '$' kept as written. With
"-" they are read from standard input: for a file only root may read, given to a command run as
the service's user (runuser -u portal-api -- node main.js COMMAND --environment-file - < FILE).

--portal-url is the portal's address as people open it (for example https://portal.hospital.example),
to print whole links; without it the links are printed as paths to put after that address.
`;

export const commandNames = ['create-institution', 'password-link', 'migrate-to-postgres', 'remove-demo-data', 'help'] as const;

/** Whether `word` (the first argument) names a command rather than starting the server. */
export function isCommand(word: string | undefined): boolean {
  return word === '--help' || (word !== undefined && (commandNames as readonly string[]).includes(word));
}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new CommandError(`--${name} is required. Run "help" for the commands and their options.`);
  return value;
}

/** A name as the API takes one (contract nameText): one line, no control or bidi characters. */
function oneLine(name: string, value: string): string {
  if (!isOneLineText(value)) {
    throw new CommandError(`--${name} must be one line of plain text, without line breaks, tabs, control characters or text-direction marks.`);
  }
  return value;
}

/**
 * How long an unused link to choose a password stays valid. Whoever holds it can take the account
 * (for a new owner: one that manages the institution's users), and it waits in mail boxes and chat
 * histories: so one working day by default, at most three days (a weekend). A link that expired
 * unused costs the operator one password-link command (docs/security.md).
 */
export const linkHoursDefault = 24;
export const linkHoursMax = 72;

function linkHours(value: string | undefined): number {
  if (value === undefined) return linkHoursDefault;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 1 || hours > linkHoursMax) {
    throw new CommandError(`--link-hours must be a whole number of hours from 1 to ${linkHoursMax} (three days), not "${value}".`);
  }
  return hours;
}

function email(value: string): string {
  if (!isMailbox(value)) {
    throw new CommandError(`"${value}" is not an email address.`);
  }
  return value;
}

function portalOrigin(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CommandError(`--portal-url must be an address such as https://portal.hospital.example, not "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CommandError('--portal-url must start with https:// (or http:// for a test machine).');
  }
  return url.origin;
}

function roles(value: string | undefined): RoleName[] {
  if (value === undefined) return ['user_manager'];
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(roleNames as readonly string[]).includes(name));
  if (unknown.length) throw new CommandError(`Unknown role ${unknown.join(', ')}. The roles are: ${roleNames.join(', ')}.`);
  return [...new Set(names)] as RoleName[];
}

function linkText(link: PasswordLink, origin: string | null): string {
  const until = `${link.expires.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const where = origin ? `${origin}${link.path}` : `<the portal's address>${link.path}`;
  return `It works once, until ${until}:\n  ${where}\n` + 'Only a hash of it is stored: if it is lost, make another with the password-link command.\n';
}

function removedText(removed: Awaited<ReturnType<typeof removeDemoData>>): string {
  if (!removed.accounts && !removed.institutions.length) return 'This database holds no demo data: nothing to remove.\n';
  const places = removed.institutions.length ? ` and the demo institution${removed.institutions.length === 1 ? '' : 's'} ${removed.institutions.map((name) => `"${name}"`).join(', ')}` : '';
  const kept = removed.kept.length
    ? `Kept ${removed.kept.map((name) => `"${name}"`).join(', ')}: other accounts belong to ${removed.kept.length === 1 ? 'it' : 'them'}.\n`
    : '';
  return `Removed ${removed.accounts} demo account${removed.accounts === 1 ? '' : 's'}${places}.\n${kept}`;
}

const options = {
  name: { type: 'string' },
  country: { type: 'string' },
  'owner-email': { type: 'string' },
  'owner-first-name': { type: 'string' },
  'owner-last-name': { type: 'string' },
  'owner-roles': { type: 'string' },
  email: { type: 'string' },
  'portal-url': { type: 'string' },
  'link-hours': { type: 'string' },
  'data-dir': { type: 'string' },
} as const;

function parse(args: string[]): Record<string, string | undefined> {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}. Run "help" for the commands and their options.`);
  }
}

/** `migrate-to-postgres`: the embedded database of `dataDir` into the PostgreSQL of `target`. */
async function copyToPostgres(dataDir: string, target: DatabaseOptions, io: CommandIo): Promise<number> {
  const source = await openDb({ dataDir: resolve(dataDir) });
  try {
    const to = await openDb(target);
    try {
      const copied = await migrateToPostgres(source, to, io.now());
      const width = Math.max(...copied.map((c) => c.table.length));
      const byName = [...copied].sort((a, b) => a.table.localeCompare(b.table));
      const total = copied.reduce((sum, c) => sum + c.rows, 0);
      io.out(
        `Copied ${total} rows in ${copied.length} tables from ${resolve(dataDir)} into PostgreSQL, in one transaction; ` +
          'the rows of every table were counted in both databases and are the same:\n' +
          byName.map((c) => `  ${c.table.padEnd(width)}  ${c.rows}\n`).join('') +
          '\nThe server now runs on PostgreSQL when DATABASE_URL is in its environment file. The data folder is unchanged: keep it until you are satisfied, then remove it.\n',
      );
      return 0;
    } finally {
      await to.close();
    }
  } finally {
    await source.close();
  }
}

/**
 * Runs `command` with `args` against the database `database` describes. Resolves the exit status:
 * 0 done, 2 refused (the reason printed), 1 failed.
 */
export async function runCommand(command: string, args: string[], database: DatabaseOptions, io: CommandIo): Promise<number> {
  if (command === 'help' || command === '--help') {
    io.out(usage);
    return 0;
  }
  try {
    if (!(commandNames as readonly string[]).includes(command)) throw new CommandError(`Unknown command "${command}". Run "help" for the commands.`);
    const values = parse(args);
    const origin = portalOrigin(values['portal-url']);
    const hours = linkHours(values['link-hours']);
    // Everything is checked before the database is opened.
    const input =
      command === 'create-institution'
        ? {
            name: oneLine('name', required(values, 'name')),
            country: required(values, 'country').toUpperCase(),
            owner: {
              email: email(required(values, 'owner-email')),
              firstName: oneLine('owner-first-name', values['owner-first-name']?.trim() ?? ''),
              lastName: oneLine('owner-last-name', values['owner-last-name']?.trim() ?? ''),
              roles: roles(values['owner-roles']),
            },
            linkHours: hours,
          }
        : null;
    if (input && !/^[A-Z]{2}$/.test(input.country)) {
      throw new CommandError(`--country is the two-letter code of the country (ISO 3166-1), such as ES or PT, not "${input.country}".`);
    }
    if (input && input.name.length > 200) throw new CommandError('--name is longer than 200 characters.');
    const linkEmail = command === 'password-link' ? email(required(values, 'email')) : null;
    if (command === 'migrate-to-postgres') {
      const dataDir = required(values, 'data-dir');
      if (!database.url) {
        throw new CommandError('DATABASE_URL is not set: it names the PostgreSQL database to copy into (give the service\'s settings with --environment-file).');
      }
      return await copyToPostgres(dataDir, database, io);
    }

    const db = await openDb(database);
    let done = false;
    try {
      await migrate(db, io.now());
      await syncRoleCatalogue(db);
      if (input) {
        const created = await createInstitution(db, input, io.now());
        io.out(
          `Created institution ${created.institutionId}, "${input.name}" (${input.country}).\n` +
            `Its owner is ${input.owner.email} (user ${created.ownerId}, ${created.newAccount ? 'a new account' : 'an existing account, whose password stays as it is'}), ` +
            `with the role${input.owner.roles.length === 1 ? '' : 's'} ${input.owner.roles.join(', ') || '(none)'}.\n` +
            (created.passwordLink ? `\nGive the owner this link to choose a password. ${linkText(created.passwordLink, origin)}` : ''),
        );
      } else if (linkEmail) {
        const link = await passwordLinkFor(db, linkEmail, io.now(), hours);
        io.out(`A link for ${linkEmail} (user ${link.userId}) to choose a new password. ${linkText(link, origin)}`);
      } else if (command === 'remove-demo-data') {
        io.out(removedText(await removeDemoData(db)));
      }
      done = true;
    } finally {
      // The change is committed once printed: a database that then fails to close is a warning,
      // not a failure that would make an operator run the command again.
      await db.close().catch((error: unknown) => {
        if (!done) throw error;
        io.err(`Warning: the database did not close cleanly (${error instanceof Error ? error.message : String(error)}); the change above is saved.\n`);
      });
    }
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      io.err(`${error.message}\n`);
      return 2;
    }
    if (error instanceof DataDirInUseError) {
      io.err(`${error.message}\nThe embedded database serves one process at a time: stop the server (systemctl stop portal-api), run the command, then start it again.\n`);
      return 2;
    }
    io.err(`The command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
