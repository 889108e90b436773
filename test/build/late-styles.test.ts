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

// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { shellPageModules, splitShellStyles } from '../../build/late-styles.mjs';
import { readFileSync } from 'node:fs';

const pages = suite('shell pages bring their own stylesheets');
const file = 'src/portal/app/routes.ts';

pages('every signed-in page of the real route table is read once, each by the path it imports', () => {
  const modules = shellPageModules(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), file) as string[];
  assert.ok(modules.includes('src/portal/features/pages/home-page.tsx'));
  assert.ok(modules.includes('src/portal/app/forbidden-panel.tsx'));
  assert.ok(modules.includes('src/portal/features/users/manage/audit-page.tsx'));
  assert.ok(modules.length >= 10, `only ${modules.length} pages`);
  assert.is(new Set(modules).size, modules.length);
});

pages('the build fails on a signed-in page loaded otherwise than on one line, or named after another module', () => {
  const source = (line: string) => `export const routes = [\n  main(paths.home, 'Home', shellPage('home-page', () => import('../features/pages/home-page.tsx'))),\n  ${line}\n];\n`;
  assert.equal(shellPageModules(source(''), file), ['src/portal/features/pages/home-page.tsx']);
  assert.throws(() => shellPageModules(source("main(paths.about, 'About', shellPage('about-page', load)),"), file), /every signed-in page must be/);
  assert.throws(() => shellPageModules(source("main(paths.about, 'About', shellPage('home-page', () => import('../features/pages/about-page.tsx'))),"), file), /named after its module, 'about-page'/);
});

// The shell reaches page A and page B lazily; both use the table, only the shell uses the menu.
const shellCss: Record<string, string> = {
  'shell.css': '.menu{gap:0}\n.table{width:100%}\n.a{color:red}\n.b{color:blue}\n.c{color:green}',
  'c.css': '.c{color:green}',
  'a.css': '.table{width:100%}\n.a{color:red}',
  'b.css': '.table{width:100%}\n.b{color:blue}',
};
const shellMeta = (pageB = 'b.tsx') => ({
  outputs: {
    'shell.js': js(['shell.tsx', 'menu.module.css'], { entryPoint: 'shell.tsx', cssBundle: 'shell.css', imports: ['a.js', 'b.js', 'c.js'].map((path) => ({ path, kind: 'dynamic-import' })) }),
    'c.js': js(['c.tsx', 'c.module.css'], { entryPoint: 'c.tsx', cssBundle: 'c.css' }),
    'c.css': js(['c.module.css']),
    'a.js': js(['a.tsx', 'a.module.css'], { entryPoint: 'a.tsx', cssBundle: 'a.css' }),
    'b.js': js([pageB, 'b.module.css'], { entryPoint: pageB, cssBundle: 'b.css' }),
    'shell.css': js(['menu.module.css', 'table.module.css', 'a.module.css', 'b.module.css', 'c.module.css']),
    'a.css': js(['table.module.css', 'a.module.css']),
    'b.css': js(['table.module.css', 'b.module.css']),
  },
});

pages("the shell's stylesheet keeps its own rules; rules pages share go to a stylesheet of theirs, named for each, before each page's own", () => {
  const { shellCss: kept, late } = splitShellStyles({
    metafile: shellMeta(), cssOf: (f: string) => shellCss[f], shell: 'shell.js', shellCss: shellCss['shell.css'], earlierCss: '', pages: ['a.tsx', 'b.tsx', 'c.tsx'],
  });
  assert.is(kept, '.menu{gap:0}');
  assert.equal(late.map(({ name, css }: { name: string; css: string }) => [name, css]), [['a b', '.table{width:100%}'], ['a', '.a{color:red}'], ['b', '.b{color:blue}'], ['c', '.c{color:green}']]);
  assert.match(late[0].file, /^styles-[0-9A-F]{8}\.css$/);
});

pages("a rule every page has stays in the shell's stylesheet", () => {
  const { shellCss: kept } = splitShellStyles({
    metafile: shellMeta(), cssOf: (f: string) => shellCss[f], shell: 'shell.js', shellCss: shellCss['shell.css'], earlierCss: '', pages: ['a.tsx', 'b.tsx'],
  });
  assert.ok(kept.includes('.table{width:100%}'));
});

pages("a module the shell loads lazily that is no page keeps its rules in the shell's stylesheet", () => {
  const { shellCss: kept, late } = splitShellStyles({
    metafile: shellMeta('note.tsx'), cssOf: (f: string) => shellCss[f], shell: 'shell.js', shellCss: shellCss['shell.css'], earlierCss: '', pages: ['a.tsx'],
  });
  assert.ok(kept.includes('.b{color:blue}'));
  assert.equal(late.map(({ name }: { name: string }) => name), ['a']);
});

pages('the build fails when a listed shell page is not a lazy chunk of the build', () => {
  assert.throws(
    () => splitShellStyles({ metafile: shellMeta(), cssOf: (f: string) => shellCss[f], shell: 'shell.js', shellCss: shellCss['shell.css'], earlierCss: '', pages: ['a.tsx', 'gone.tsx'] }),
    /gone\.tsx is a shell page but not a lazy chunk/,
  );
});

pages.run();
