import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { endpointReference, referenceEnd, referenceStart, withReference } from '../../src/contract/reference.ts';
import { endpoints } from '../../src/contract/endpoints.ts';

const docs = suite('docs/api.md');
const page = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const reference = endpointReference();

docs('the endpoint reference in docs/api.md is the one written from the contract (run `npm run docs`)', () => {
  const start = page.indexOf(referenceStart);
  const end = page.indexOf(referenceEnd);
  assert.ok(start >= 0 && end > start, 'docs/api.md has the endpoint reference markers');
  assert.fixture(page.slice(start, end + referenceEnd.length), reference);
});

docs('the reference lists every endpoint of the contract once, with its method and path', () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const rows = reference.split('\n').filter((line) => line.startsWith(`| ${name} |`));
    assert.is(rows.length, 1, name);
    assert.match(rows[0] ?? '', `\`${endpoint.method} ${endpoint.path}\``);
  }
});

docs('the permission matrix has a row for every endpoint, drawn from its declared access', () => {
  const start = reference.indexOf('### Who may call what');
  assert.ok(start >= 0, 'the reference opens with the permission matrix');
  for (const name of Object.keys(endpoints)) {
    const rows = reference.split('\n').filter((line) => line.startsWith(`| **${name}** |`));
    assert.is(rows.length, 1, name);
  }
  const row = (name: string) => reference.split('\n').find((line) => line.startsWith(`| **${name}** |`)) ?? '';
  // login: anyone; the audit trail: user managers and the owner; a record write: record entry only.
  assert.match(row('login'), '| anyone | anyone |');
  assert.match(row('listAudit'), '| · | · | · | · | · | yes | yes | · |');
  assert.match(row('setMedicalRecord'), '| · | · | · | · | yes | · | · | · | terms accepted |');
  assert.match(row('setUserRoles'), "owner's account: owner only");
});

docs('a body the server checks is described field by field', () => {
  const row = reference.split('\n').find((line) => line.startsWith('| setOwnUser |')) ?? '';
  assert.match(row, 'name?: string (1..100 characters, one line) \\| null');
  assert.match(row, '`POST portal_users/set_own_user/{id}` | yes |', 'signed in');
});

docs('writing the reference replaces only the section between the markers', () => {
  const before = `# Title\n\nintro\n\n${referenceStart}\nold\n${referenceEnd}\n\n## After\n`;
  assert.is(withReference(before, `${referenceStart}\nnew\n${referenceEnd}`), `# Title\n\nintro\n\n${referenceStart}\nnew\n${referenceEnd}\n\n## After\n`);
});

docs.run();
