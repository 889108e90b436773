// What the bundle benchmark adds to the sign-in route for a visitor who chooses Spanish there
// (build/budgets.mjs): the Spanish tables of the sets the route carries in English, nothing else.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { spanishSignInFiles } from '../../build/budgets.mjs';

type Import = { path: string; kind: string };
type Output = { entryPoint?: string; inputs: Record<string, unknown>; imports: Import[] };

const lazy = (path: string): Import => ({ path, kind: 'dynamic-import' });
const statically = (path: string): Import => ({ path, kind: 'import-statement' });
const output = (inputs: string[], imports: Import[] = [], entryPoint?: string): Output => ({
  entryPoint,
  inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
  imports,
});

// A sign-in route of an entry and a shared chunk: two sets in English (x/en.ts and a named
// y/sign-in-en.ts), the catalogue loaded on first use, a lazy page and a stylesheet.
const metafile = {
  outputs: {
    'd/main.js': output(['src/app.tsx', 'src/first/messages/en.ts'], [statically('d/shared.js'), lazy('d/first-es.js'), lazy('d/page.js')]),
    'd/main.css': output(['src/theme.css']),
    'd/shared.js': output(
      ['src/auth/messages/sign-in-en.ts', 'src/catalogue.ts'],
      [lazy('d/sign-in-es.js'), lazy('d/catalogue-en.js'), lazy('d/catalogue-es.js')],
    ),
    'd/first-es.js': output(['src/first/messages/es.ts'], [statically('d/shared.js'), statically('d/runtime.js')], 'src/first/messages/es.ts'),
    'd/runtime.js': output(['src/runtime.ts']),
    'd/sign-in-es.js': output(['src/auth/messages/sign-in-es.ts'], [statically('d/shared.js')], 'src/auth/messages/sign-in-es.ts'),
    'd/catalogue-en.js': output(['src/catalogue-en.ts'], [], 'src/catalogue-en.ts'),
    'd/catalogue-es.js': output(['src/catalogue-es.ts'], [], 'src/catalogue-es.ts'),
    'd/page.js': output(['src/page.tsx', 'src/page/messages/en.ts'], [lazy('d/page-es.js')], 'src/page.tsx'),
    'd/page-es.js': output(['src/page/messages/es.ts'], [], 'src/page/messages/es.ts'),
  },
};
const route = ['d/main.css', 'd/main.js', 'd/shared.js'];

const spanish = suite('spanishSignInFiles');

spanish('counts the Spanish table of each set whose English table the route carries, with what it imports', () => {
  assert.equal(spanishSignInFiles(metafile, route), ['d/first-es.js', 'd/runtime.js', 'd/sign-in-es.js']);
});

spanish('leaves out sets loaded on first use (the catalogue) and the tables of pages not on the route', () => {
  const files = spanishSignInFiles(metafile, route) as string[];
  for (const file of ['d/catalogue-en.js', 'd/catalogue-es.js', 'd/page.js', 'd/page-es.js']) {
    assert.not.ok(files.includes(file), file);
  }
});

spanish('a route without Spanish tables adds nothing', () => {
  assert.equal(spanishSignInFiles(metafile, ['d/main.css']), []);
});

spanish.run();
