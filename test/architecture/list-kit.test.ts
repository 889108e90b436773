/**
 * The list-page kit: every data table of the pages is ui/data-table.tsx's DataTable, so each gets
 * its labelled cards on a phone, its stated roles and its header row for screen readers from one
 * place. A <table> written anywhere else fails here; the print frame's layout table (role
 * presentation, repeated on every printed page) is the one other. And every list page reads its
 * query and counts its pages with lib/list's hook, from its endpoint's query schemas.
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

/** The .ts files under a folder (queries and helpers beside the components). */
function tsSources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return tsSources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
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

/** Where a feature reads the page from the address or counts pages itself, instead of lib/list. */
export function handWrittenPaging(text: string): string[] {
  const code = withoutComments(text);
  const found: string[] = [];
  if (/\.get\(\s*['"]page['"]\s*\)/.test(code)) found.push('reads page= by hand');
  if (/Math\.ceil\([^;]*(total|rows)/i.test(code)) found.push('counts pages by hand');
  return found;
}

kit('the paging patterns find a hand-written parser and page count, and not the hook', () => {
  assert.equal(handWrittenPaging("const page = Number(params.get('page') ?? '1');"), ['reads page= by hand']);
  assert.equal(handWrittenPaging('const pages = Math.max(1, Math.ceil(data.total_rows / size));'), ['counts pages by hand']);
  assert.equal(handWrittenPaging('const pages = list.pages(total, perPage);'), []);
});

kit('list pages read their query and count their pages with lib/list, never by hand', () => {
  const found = [...sources('src/portal/features'), ...tsSources('src/portal/features')].flatMap((path) =>
    handWrittenPaging(readFileSync(join(root, path), 'utf8')).map((why) => `${path}: ${why}`),
  );
  assert.equal(found, []);
});

kit.run();
