/**
 * The service's environment file (/etc/portal-api/env) read as systemd reads an `EnvironmentFile=`,
 * so that the server's commands see the settings the service sees. A shell's `. /etc/portal-api/env`
 * does not: it cuts `DATABASE_URL=postgres://...?sslmode=verify-full&max=10` at the `&` (running
 * the rest as a command in the background), and expands `$` in passwords.
 *
 * The rules, those of systemd's own parser (systemd.exec(5), "EnvironmentFile="):
 * - one `KEY=VALUE` per line; blank lines and lines starting with `#` or `;` are ignored, and a
 *   key without `=` too;
 * - spaces around the key and before the value are dropped, and at the end of an unquoted value;
 * - a value that starts with `'` is taken as written up to the next `'`; one that starts with `"`
 *   up to the next `"`, where `\"`, `\\`, `` \` `` and `\$` stand for the character and a
 *   backslash before anything else stays as it is; both may span lines;
 * - outside quotes a backslash keeps the next character as it is, and at the end of a line joins
 *   the next one;
 * - `#`, `&`, `$` and spaces inside a value are plain characters: nothing is expanded or run;
 * - a key that is not a valid variable name is skipped (systemd warns and skips it too).
 */

import { readFileSync } from 'node:fs';
import { CommandError } from './command-error.ts';

/** The settings of an environment file's text, in the order written (a later one wins). */
export function parseEnvFile(text: string): { values: Record<string, string>; skipped: string[] } {
  const values: Record<string, string> = {};
  const skipped: string[] = [];
  type State = 'preKey' | 'key' | 'preValue' | 'value' | 'valueEscape' | 'single' | 'double' | 'doubleEscape' | 'comment' | 'commentEscape';
  let state: State = 'preKey';
  let key = '';
  let value = '';
  // Where the unquoted trailing spaces of the value start (null: none at the end so far).
  let trailing: number | null = null;
  const push = () => {
    const name = key.trim();
    const text = trailing === null ? value : value.slice(0, trailing);
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) values[name] = text;
    else skipped.push(name);
    key = '';
    value = '';
    trailing = null;
  };
  const isNewline = (c: string) => c === '\n' || c === '\r';
  const isSpace = (c: string) => c === ' ' || c === '\t' || isNewline(c);
  for (const c of text) {
    switch (state) {
      case 'preKey':
        if (c === '#' || c === ';') state = 'comment';
        else if (!isSpace(c)) {
          state = 'key';
          key = c;
        }
        break;
      case 'key':
        if (isNewline(c)) {
          // A line without `=` sets nothing.
          skipped.push(key.trim());
          key = '';
          state = 'preKey';
        } else if (c === '=') state = 'preValue';
        else key += c;
        break;
      case 'preValue':
        if (isNewline(c)) {
          push();
          state = 'preKey';
        } else if (c === "'") state = 'single';
        else if (c === '"') state = 'double';
        else if (c === '\\') state = 'valueEscape';
        else if (!isSpace(c)) {
          state = 'value';
          value += c;
        }
        break;
      case 'value':
        if (isNewline(c)) {
          push();
          state = 'preKey';
        } else if (c === '\\') {
          state = 'valueEscape';
          trailing = null;
        } else {
          if (!isSpace(c)) trailing = null;
          else if (trailing === null) trailing = value.length;
          value += c;
        }
        break;
      case 'valueEscape':
        state = 'value';
        if (!isNewline(c)) value += c;
        break;
      case 'single':
        if (c === "'") state = 'preValue';
        else value += c;
        break;
      case 'double':
        if (c === '"') state = 'preValue';
        else if (c === '\\') state = 'doubleEscape';
        else value += c;
        break;
      case 'doubleEscape':
        state = 'double';
        if (c === '"' || c === '\\' || c === '`' || c === '$') value += c;
        else if (c !== '\n') value += `\\${c}`;
        break;
      case 'comment':
        if (c === '\\') state = 'commentEscape';
        else if (isNewline(c)) state = 'preKey';
        break;
      case 'commentEscape':
        state = 'comment';
        break;
    }
  }
  if (state === 'key') skipped.push(key.trim());
  else if (state !== 'preKey' && state !== 'comment' && state !== 'commentEscape') push();
  return { values, skipped: skipped.filter(Boolean) };
}

/**
 * Takes `--environment-file FILE` (or `--environment-file=FILE`) out of a command's arguments and reads FILE with
 * `read`: its settings, over the ones already in the environment as systemd puts `EnvironmentFile=`
 * over `Environment=`. `-` reads standard input, for a file only root may read (chmod 600) given
 * to a command that runs as the service's user: `runuser -u portal-api -- ... --environment-file - < FILE`.
 * Not `--env-file`: Node 20 takes that one as its own wherever it stands on the command line, and
 * its reading differs from systemd's (a `#` after a space starts a comment there).
 */
export function takeEnvFile(
  args: readonly string[],
  read: (file: string) => string,
): { args: string[]; settings: Record<string, string>; skipped: string[]; file: string | null } {
  const rest: string[] = [];
  let file: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--environment-file' || arg.startsWith('--environment-file=')) {
      const value = arg === '--environment-file' ? args[++i] : arg.slice('--environment-file='.length);
      if (!value) throw new CommandError('--environment-file needs the file, such as --environment-file /etc/portal-api/env (or - for standard input).');
      if (file !== null) throw new CommandError('--environment-file is given twice: give one file.');
      file = value;
    } else {
      rest.push(arg);
    }
  }
  if (file === null) return { args: rest, settings: {}, skipped: [], file };
  let text: string;
  try {
    text = read(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EACCES' ? 'permission denied' : code === 'ENOENT' ? 'there is no such file' : error instanceof Error ? error.message : String(error);
    throw new CommandError(
      `Cannot read the environment file ${file === '-' ? 'from standard input' : file}: ${reason}.` +
        (code === 'EACCES' ? ' It is readable by root only: give it on standard input instead, as root: runuser -u portal-api -- node .../main.js COMMAND --environment-file - < FILE' : ''),
    );
  }
  const { values, skipped } = parseEnvFile(text);
  return { args: rest, settings: values, skipped, file };
}

/**
 * `takeEnvFile` for a command run from the command line: the file's settings go into `env`, a
 * warning for the lines systemd would skip goes to `warn`. Resolves the remaining arguments.
 */
export function applyEnvFile(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  warn: (text: string) => void,
  read: (file: string) => string = (file) => readFileSync(file === '-' ? 0 : file, 'utf8'),
): string[] {
  const found = takeEnvFile(args, read);
  if (found.skipped.length) {
    const where = found.file === '-' ? 'the environment file' : (found.file ?? '');
    warn(`Warning: lines of ${where} that are not NAME=VALUE settings are skipped, as systemd skips them: ${found.skipped.map((name) => JSON.stringify(name.slice(0, 40))).join(', ')}\n`);
  }
  Object.assign(env, found.settings);
  return found.args;
}
