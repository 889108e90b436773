import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { chunkPlan } from '../../build/chunks.mjs';

type Import = { path: string; kind: string };
const input = (...imports: Import[]) => ({ imports });
const uses = (path: string): Import => ({ path, kind: 'import-statement' });
const lazy = (path: string): Import => ({ path, kind: 'dynamic-import' });

// main loads react and the session, and lazily the sign-in, about and config-error modules; the
// sign-in page adds a button the about page also uses, and its own stylesheet.
const metafile = {
  inputs: {
    'main.tsx': input(
      uses('react.js'),
      uses('session.ts'),
      uses('dom.js'),
      lazy('sign-in.tsx'),
      lazy('about.tsx'),
    ),
    'react.js': input(),
    'dom.js': input(uses('react.js')),
    'session.ts': input(),
    'sign-in.tsx': input(
      uses('react.js'),
      uses('button.tsx'),
      uses('session.ts'),
      uses('auth.module.css'),
    ),
    'about.tsx': input(uses('react.js'), uses('button.tsx'), uses('card.tsx')),
    'button.tsx': input(uses('react.js')),
    'card.tsx': input(),
    'auth.module.css': input(),
  },
};

const plan = suite('chunkPlan');

plan('takes the entries and every lazily imported module as chunk roots', () => {
  const { roots } = chunkPlan(metafile, { entries: ['main.tsx'], firstScreen: 'sign-in.tsx' });
  assert.equal(roots, ['main.tsx', 'sign-in.tsx', 'about.tsx']);
});

plan('shares the first screen\'s modules other roots use, and no stylesheet or single-use module', () => {
  const { shared, tops } = chunkPlan(metafile, { entries: ['main.tsx'], firstScreen: 'sign-in.tsx' });
  assert.equal([...shared].sort(), ['button.tsx', 'react.js', 'session.ts']);
  assert.equal([...tops].sort(), ['button.tsx', 'session.ts'], 'react.js comes with button.tsx');
});

plan('leaves modules only later pages use where they are', () => {
  const { shared } = chunkPlan(metafile, { entries: ['main.tsx'] });
  assert.equal([...shared].sort(), ['react.js', 'session.ts']);
});

plan.run();
