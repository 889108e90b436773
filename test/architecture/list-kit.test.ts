/**
 * The list-page kit: every data table of the pages is ui/data-table.tsx's DataTable, so each gets
 * its labelled cards on a phone, its stated roles and its header row for screen readers from one
 * place. A <table> written anywhere else fails here; the print frame's layout table (role
 * presentation, repeated on every printed page) is the one other.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, withoutComments } from './import-graph.ts';

const allowed = ['src/portal/ui/data-table.tsx', 'src/portal/features/reports/print-frame.tsx'];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** The <table> elements a component writes (JSX), not the word in its comments. */
export function tablesWritten(text: string): number {
  return withoutComments(text).match(/<table[\s>]/g)?.length ?? 0;
}

const kit = suite('list-page kit');

kit('the pattern finds a written table and not a mention of one', () => {
  assert.is(tablesWritten('return <table className={x}><tbody /></table>;'), 1);
  assert.is(tablesWritten('// a real <table> for screen readers\nreturn <DataTable>;'), 0);
});

kit('pages write their data tables as DataTable; <table> is written only by DataTable and the print frame', () => {
  const files = sources('src/portal');
  assert.ok(files.length > 100 && allowed.every((path) => files.includes(path)));
  const found = files.filter((path) => !allowed.includes(path) && tablesWritten(readFileSync(join(root, path), 'utf8')) > 0);
  assert.equal(found, []);
});

kit.run();
