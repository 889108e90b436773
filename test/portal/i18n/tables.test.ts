// Every set of messages in the portal, checked at run time as well as by the types: the Spanish
// table has the English table's keys and forms, says something of its own (equal texts only for
// true cognates), and keeps every {placeholder} of the English.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

type Node = string | { readonly [key: string]: Node };

const root = fileURLToPath(new URL('../../..', import.meta.url));
const portal = join(root, 'src/portal');

/** Every messages/en.ts under src/portal, with the es.ts beside it. */
function messageDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    const found = entry.name === 'messages' && readdirSync(path).includes('en.ts') ? [path] : [];
    return [...found, ...messageDirs(path)];
  });
}

interface Pair {
  name: string;
  en: Node;
  es: Node;
}

async function load(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/** A messages directory's further sets, each an `x-en.ts` with its `x-es.ts` (the sign-in page's). */
const namedSets = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('-en.ts') && readdirSync(dir).includes(file.replace(/-en\.ts$/, '-es.ts')))
    .map((file) => file.slice(0, -'-en.ts'.length));

async function pairs(): Promise<Pair[]> {
  const found: Pair[] = [];
  for (const dir of messageDirs(portal)) {
    const en = (await load(join(dir, 'en.ts'))).en as Node;
    const es = (await load(join(dir, 'es.ts'))).default as Node;
    found.push({ name: relative(root, dir), en, es });
    for (const set of namedSets(dir)) {
      const english = await load(join(dir, `${set}-en.ts`));
      found.push({
        name: relative(root, join(dir, set)),
        en: (english.en ?? english.default) as Node,
        es: (await load(join(dir, `${set}-es.ts`))).default as Node,
      });
    }
  }
  const catalogue = join(portal, 'domain/messages');
  found.push({
    name: relative(root, join(catalogue, 'catalogue')),
    en: (await load(join(catalogue, 'catalogue-en.ts'))).default as Node,
    es: (await load(join(catalogue, 'catalogue-es.ts'))).default as Node,
  });
  return found;
}

/**
 * Each text by its dotted key, as its forms: a plain text is one form (''), a plural text one form
 * per category (a language may need categories another does not, so plurals compare as a whole).
 */
function texts(node: Node, prefix = ''): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  if (typeof node === 'string') return out.set(prefix, { '': node });
  if (typeof node.other === 'string') return out.set(prefix, node as Record<string, string>);
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of texts(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

/** Where the English and Spanish words are rightly the same. */
const cognates = new Set([
  'OK',
  'Email',
  'Roles', // the same word in Spanish
  'ID {id}', // "ID" is how Spanish interfaces name an identifier too
  'English', // each language is named in itself in every table
  'Español',
  'PP', // the spec's mark of a subject provided by a portal user (spec §1), explained beside it
]);

const all = await pairs();
const tables = suite('message tables');

tables('the tables are found: the frame, the first screen, the general pages, the catalogue and the named sets beside them', () => {
  const names = all.map((p) => p.name);
  for (const expected of ['src/portal/app/messages', 'src/portal/app/first-screen/messages', 'src/portal/features/pages/messages', 'src/portal/domain/messages/catalogue', 'src/portal/features/auth/messages/sign-in', 'src/portal/lib/forms/messages/issues']) {
    assert.ok(names.includes(expected), `${expected} not among ${names.join(', ')}`);
  }
});

tables('every Spanish table has exactly the keys of its English table', () => {
  const problems = all.flatMap(({ name, en, es }) => {
    const english = [...texts(en).keys()];
    const spanish = new Set(texts(es).keys());
    return [
      ...english.filter((k) => !spanish.has(k)).map((k) => `${name}: ${k} missing in Spanish`),
      ...[...spanish].filter((k) => !english.includes(k)).map((k) => `${name}: ${k} only in Spanish`),
    ];
  });
  assert.equal(problems, []);
});

tables('no Spanish text is left equal to its English one, except true cognates', () => {
  const equal = all.flatMap(({ name, en, es }) => {
    const spanish = texts(es);
    return [...texts(en)].flatMap(([key, forms]) =>
      Object.entries(forms)
        .filter(([form, text]) => spanish.get(key)?.[form] === text && !cognates.has(text))
        .map(([form, text]) => `${name}: ${form ? `${key}.${form}` : key} = '${text}'`),
    );
  });
  assert.equal(equal, [], `left in English:\n  ${equal.join('\n  ')}`);
});

/** The placeholders of a text: of all its forms together for a plural. */
const placeholders = (forms: Record<string, string> = {}) =>
  new Set(Object.values(forms).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));

tables('every {placeholder} of an English text appears in its Spanish text', () => {
  const lost = all.flatMap(({ name, en, es }) => {
    const spanish = texts(es);
    return [...texts(en)].flatMap(([key, forms]) => {
      const kept = placeholders(spanish.get(key));
      return [...placeholders(forms)].filter((p) => !kept.has(p)).map((p) => `${name}: ${key} lacks {${p}}`);
    });
  });
  assert.equal(lost, []);
});

tables.run();
