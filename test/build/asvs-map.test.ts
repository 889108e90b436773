// The OWASP ASVS 5.0 map of docs/security.md: every row has a requirement number, its level, a
// status, and either test files that exist or a written reason (a status other than "met" always
// says why). A reviewer follows the named files, so a renamed or deleted test must not leave the
// map pointing at nothing.
import { existsSync, readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const root = new URL('../../', import.meta.url);
const page = readFileSync(new URL('docs/security.md', root), 'utf8');
const heading = '## OWASP ASVS 5.0 map (levels 1 and 2)';

const statuses = ['met', 'partly', 'not yet', 'not applicable', 'hospital'] as const;
const none = '—';

/** The map's section of the page: from its heading to the next heading of the same rank. */
function mapSection(text: string): string {
  const start = text.indexOf(heading);
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + heading.length);
  return text.slice(start, next < 0 ? undefined : next);
}

/** What is wrong with the table's rows, one line per problem; `exists` says whether a path is a file. */
function problemsOf(section: string, exists: (path: string) => boolean): { rows: number; problems: string[] } {
  const problems: string[] = [];
  const seen = new Set<string>();
  let rows = 0;
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const [header, rule, ...body] = lines;
  if (header?.replace(/\s+/g, ' ') !== '| ASVS | Level | Status | Test | Reason |' || !rule?.startsWith('| ---')) {
    problems.push('the table opens with | ASVS | Level | Status | Test | Reason | and its rule line');
  }
  for (const line of body) {
    rows += 1;
    const cells = line.slice(1, line.endsWith('|') ? -1 : undefined).split('|').map((cell) => cell.trim());
    const [id = '', level = '', status = '', tests = '', reason = ''] = cells;
    const where = `row ${id || `#${rows}`}`;
    if (cells.length !== 5) problems.push(`${where}: ${cells.length} cells instead of 5`);
    if (!/^(?:[1-9]|1[0-7])\.\d+\.\d+$/.test(id)) problems.push(`${where}: "${id}" is not an ASVS requirement number`);
    if (seen.has(id)) problems.push(`${where}: listed twice`);
    seen.add(id);
    if (!/^[123]$/.test(level)) problems.push(`${where}: no level (1, 2 or 3)`);
    if (!(statuses as readonly string[]).includes(status)) problems.push(`${where}: no status (one of ${statuses.join(', ')})`);
    const named = tests === none || tests === '' ? [] : tests.split(',').map((part) => part.trim());
    for (const path of named) {
      const bare = /^`([^`]+)`$/.exec(path)?.[1];
      if (!bare || !/^test\/.+\.test\.tsx?$/.test(bare)) problems.push(`${where}: "${path}" is not a test file path under test/ in backticks`);
      else if (!exists(bare)) problems.push(`${where}: ${bare} does not exist`);
    }
    const reasoned = reason !== '' && reason !== none;
    if (!named.length && !reasoned) problems.push(`${where}: neither a test nor a reason`);
    if (status !== 'met' && !reasoned) problems.push(`${where}: "${status}" needs a reason`);
  }
  return { rows, problems };
}

const map = suite('docs/security.md: the OWASP ASVS 5.0 map');

map('every row has a status, and test files that exist or a written reason', () => {
  const section = mapSection(page);
  assert.ok(section, `docs/security.md has the section "${heading}"`);
  const { rows, problems } = problemsOf(section, (path) => existsSync(new URL(path, root)));
  assert.equal(problems, []);
  assert.ok(rows >= 100, `the map lists the requirements (${rows} rows)`);
});

map('the chapters a reviewer asks about are there, with the issue\'s own numbers', () => {
  const ids = new Set([...mapSection(page).matchAll(/^\| (\d+\.\d+\.\d+) \|/gm)].map((m) => m[1]));
  for (const id of ['6.3.2', '6.4.3', '6.5.1', '7.3.1', '7.3.2', '7.4.5', '7.5.1', '7.5.2', '3.4.3', '8.2.2', '9.1.1', '12.2.1', '14.3.3', '16.3.1']) {
    assert.ok(ids.has(id), `${id} is in the map`);
  }
});

map('the check itself finds a missing file, a row without a status and a row without test or reason', () => {
  const table = [
    heading,
    '',
    '| ASVS | Level | Status | Test | Reason |',
    '| --- | --- | --- | --- | --- |',
    '| 7.3.1 | 2 | met | `test/server/no-such-file.test.ts` | Idle limit. |',
    '| 7.3.2 | 2 |  | `test/server/sessions.test.ts` | Absolute limit. |',
    '| 7.4.1 | 1 | met | — | — |',
    '| 7.4.2 | 1 | partly | `test/server/sessions.test.ts` | — |',
    '| 7.4.2 | 4 | met | test/server/sessions.test.ts | Twice. |',
  ].join('\n');
  const exists = (path: string) => path === 'test/server/sessions.test.ts';
  const { rows, problems } = problemsOf(table, exists);
  assert.is(rows, 5);
  assert.equal(problems, [
    'row 7.3.1: test/server/no-such-file.test.ts does not exist',
    'row 7.3.2: no status (one of met, partly, not yet, not applicable, hospital)',
    'row 7.4.1: neither a test nor a reason',
    'row 7.4.2: "partly" needs a reason',
    'row 7.4.2: listed twice',
    'row 7.4.2: no level (1, 2 or 3)',
    'row 7.4.2: "test/server/sessions.test.ts" is not a test file path under test/ in backticks',
  ]);
});

map.run();
