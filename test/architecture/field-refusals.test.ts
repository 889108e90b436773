/**
 * One way to refuse fields on the server: `fieldsRefused` (core/api-error.ts) builds the answer's
 * `data.fields` and, unless the server has a sentence of its own, the message from the issues.
 * A handler that writes `data: { fields` by hand would let the two drift (a message that names
 * another field than the data, or data without the message the portal shows).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, withoutComments } from './import-graph.ts';

const test = suite('field refusals');

function serverSources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

test('no server file but core/api-error.ts builds field issues data by hand', () => {
  const byHand = serverSources('src/server')
    .filter((file) => file !== 'src/server/core/api-error.ts')
    .filter((file) => /data:\s*\{\s*fields\b/.test(withoutComments(readFileSync(join(root, file), 'utf8'))));
  assert.equal(byHand, []);
});

test.run();
