// The key-management section of docs/security.md (OWASP ASVS 5.0 11.1.1, NIST SP 800-57's headings)
// names every secret the server reads from its environment and every key it keeps in the
// database's `server_secrets`, found from the server's own source, so a new key cannot be added
// without its generation, storage, rotation and destruction being written down.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const heading = '## Key management';
const parts = ['### Inventory', '### Generation', '### Storage and protection', '### Cryptoperiod and rotation', '### Compromise recovery', '### Destruction'];

/** The section from its heading to the next heading of the same rank. */
function sectionOf(page: string): string {
  const start = page.indexOf(`\n${heading}\n`);
  if (start < 0) return '';
  const next = page.indexOf('\n## ', start + heading.length + 2);
  return page.slice(start, next < 0 ? undefined : next);
}

/** The environment variables of src/server/env.ts that hold a secret or a credential. */
function secretVariables(envSource: string): string[] {
  const names = new Set([...envSource.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
  return [...names].filter((name) => /SECRET|KEY|TOKEN|PASSWORD/.test(name) || name === 'DATABASE_URL' || name === 'SMTP_URL').sort();
}

/** The names of the rows the server keeps in `server_secrets` (each file's `secretName`). */
function storedSecretNames(dir: URL): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(new URL(at, dir), { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(`${path}/`);
      else if (entry.name.endsWith('.ts') && !path.includes('migrations')) {
        const text = readFileSync(new URL(path, dir), 'utf8');
        if (text.includes('INSERT INTO server_secrets')) {
          const name = /const secretName = '([^']+)'/.exec(text)?.[1];
          found.push(name ?? `${path} (no secretName)`);
        }
      }
    }
  };
  walk('./');
  return found.sort();
}

/** What the section leaves out: one line per problem. */
function problemsOf(section: string, variables: string[], stored: string[]): string[] {
  const problems: string[] = [];
  if (!section) return [`docs/security.md has no "${heading}" section`];
  for (const part of parts) if (!section.includes(`\n${part}\n`)) problems.push(`no "${part}"`);
  if (!/NIST SP 800-57/.test(section)) problems.push('does not name NIST SP 800-57');
  for (const name of variables) if (!section.includes(`\`${name}\``)) problems.push(`${name} is not in the inventory`);
  for (const name of stored) if (!section.includes(`\`${name}\``)) problems.push(`server_secrets row ${name} is not named`);
  return problems;
}

const inventory = suite('docs/security.md: key management');

inventory('every secret of the environment and every key kept in the database is in the inventory, under NIST SP 800-57\'s headings', () => {
  const variables = secretVariables(read('src/server/env.ts'));
  assert.ok(variables.includes('SECOND_FACTOR_KEY') && variables.includes('MEDIA_URL_SECRET') && variables.includes('METRICS_TOKEN'), variables.join(', '));
  const stored = storedSecretNames(new URL('src/server/', root));
  assert.equal(stored, ['media_links', 'second_factor_key']);
  assert.equal(problemsOf(sectionOf(read('docs/security.md')), variables, stored), []);
});

inventory('the check finds a missing section, heading, variable and stored key', () => {
  assert.equal(problemsOf('', ['X_KEY'], []), [`docs/security.md has no "${heading}" section`]);
  const section = `\n${heading}\n\nNIST SP 800-57\n\n### Inventory\n\n| \`SECOND_FACTOR_KEY\` |\n`;
  assert.equal(problemsOf(section, ['SECOND_FACTOR_KEY', 'NEW_TOKEN'], ['media_links']), [
    ...parts.slice(1).map((part) => `no "${part}"`),
    'NEW_TOKEN is not in the inventory',
    'server_secrets row media_links is not named',
  ]);
});

inventory.run();
