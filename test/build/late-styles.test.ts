// The first screen's stylesheet keeps only what the first screen shows; lazily loaded modules the
// sign-in page does not show bring their own stylesheet (build/late-styles.mjs).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { rulesFirstScreenNeeds } from '../../build/css.mjs';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { splitLateStyles } from '../../build/late-styles.mjs';

// A small build: main reaches the sign-in page statically and the toast lazily; esbuild put the
// toast's CSS into main's stylesheet too.
const css: Record<string, string> = {
  'main.css': '.base{margin:0}\n.btn{color:red}\n.signin{gap:1rem}\n.toast{position:fixed}',
  'signin.css': '.btn{color:red}\n.signin{gap:1rem}',
  'toast.css': '.btn{color:red}\n.toast{position:fixed}',
  'about.css': '.btn{color:red}\n.about{padding:0}',
};
const js = (inputs: string[], extra: object = {}) => ({ inputs: Object.fromEntries(inputs.map((i) => [i, {}])), imports: [], ...extra });
const metafile = (lateModule = 'toast.tsx') => ({
  outputs: {
    'main.js': js(['main.tsx', 'base.css', 'button.module.css'], { entryPoint: 'main.tsx', cssBundle: 'main.css' }),
    'signin.js': js(['signin.tsx', 'signin.module.css'], { entryPoint: 'signin.tsx', cssBundle: 'signin.css' }),
    'toast.js': js([lateModule, 'toast.module.css'], { entryPoint: lateModule, cssBundle: 'toast.css' }),
    'main.css': js(['base.css', 'button.module.css', 'signin.module.css', 'toast.module.css']),
    'signin.css': js(['button.module.css', 'signin.module.css']),
    'toast.css': js(['button.module.css', 'toast.module.css']),
  },
});

const split = suite('late styles');

split("rulesFirstScreenNeeds leaves out the rules of CSS modules only lazily loaded code imports, and keeps the shared ones", () => {
  const others = ['signin.css', 'toast.css'].map((file) => ({ inputs: Object.keys(metafile().outputs[file as 'toast.css'].inputs), css: css[file] }));
  const kept = rulesFirstScreenNeeds(css['main.css'], ['base.css', 'button.module.css', 'signin.module.css', 'toast.module.css'], others, ['base.css', 'button.module.css', 'signin.module.css']);
  assert.is(kept, '.base{margin:0}\n.btn{color:red}\n.signin{gap:1rem}');
});

split("a listed module's stylesheet holds its rules the first screen's no longer has, and nothing of the first screen's", () => {
  const { entryCss, late } = splitLateStyles({
    metafile: metafile(), cssOf: (file: string) => css[file], entry: 'main.js', firstScreenChunk: 'signin.js', lateStyled: ['toast.tsx'],
  });
  assert.not.ok(entryCss.includes('.toast'));
  assert.equal(late, [{ module: 'toast.tsx', name: 'toast', file: 'toast.css', css: '.toast{position:fixed}' }]);
});

split('the build fails when a lazily loaded module would lose rules and is not listed to load its own', () => {
  assert.throws(
    () => splitLateStyles({ metafile: metafile('note.tsx'), cssOf: (file: string) => css[file], entry: 'main.js', firstScreenChunk: 'signin.js', lateStyled: [] }),
    /note\.tsx is loaded lazily/,
  );
});

split.run();
