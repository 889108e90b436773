import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { authPrefix, isAuthPath, paths, views } from '../../../src/portal/domain/paths.ts';
import { routes } from '../../../src/portal/app/routes.ts';
import { resolveRoute } from '../../../src/portal/app/resolve-route.ts';
import { safeRedirect } from '../../../src/portal/lib/router/redirect.ts';

/** Sample values for every parameter and query key a builder takes. */
function sampleArgs(pattern: string, query: Readonly<Record<string, string>>): Record<string, string> {
  const args: Record<string, string> = {};
  for (const [, name] of pattern.matchAll(/:(\w+)/g)) args[name as string] = `sample ${name}/1`;
  for (const key of Object.keys(query)) args[key] = `/value of ${key}?x=1&y`;
  return args;
}

const builders = Object.entries(paths);
const table = suite('paths and the route table');

table('every route of the table has a builder with its pattern, and every builder a route', () => {
  const patterns = builders.map(([, b]) => b.pattern).sort();
  assert.equal(routes.filter((r) => r.view === undefined).map((r) => r.pattern).sort(), patterns);
  assert.is(new Set(patterns).size, patterns.length);
});

table('a page picked by a view of a path has that path\'s builder, and a view named in paths.ts', () => {
  const viewed = routes.filter((r) => r.view !== undefined);
  assert.equal(viewed.map((r) => r.view).sort(), Object.values(views).sort());
  for (const route of viewed) assert.ok(builders.some(([, b]) => b.pattern === route.pattern), route.pattern);
});

table('what every builder produces, with or without its parameters and query, opens its own route', () => {
  for (const [name, builder] of builders) {
    const route = routes.find((r) => r.pattern === builder.pattern && r.view === undefined);
    const build = builder as unknown as (args?: Record<string, string>) => string;
    const built = [build(sampleArgs(builder.pattern, builder.query))];
    if (!builder.pattern.includes(':')) built.push(build());
    for (const path of built) {
      const [pathname = '', search = ''] = path.split('?');
      assert.is(resolveRoute(pathname).route, route, `${name}: ${path}`);
      const query = new URLSearchParams(search);
      for (const key of Object.keys(builder.query)) {
        if (search) assert.is(query.get(key), `/value of ${key}?x=1&y`, `${name}: ${key}`);
      }
    }
  }
});

table('the parameters a builder fills come back decoded from the route match', () => {
  assert.equal(resolveRoute(paths.resetPassword({ id: 'ana@example.org' })).params, { id: 'ana@example.org' });
});

table.run();

const auth = suite('isAuthPath');

auth('the /auth/ folder holds exactly the signed-out pages of spec §2, and a redirect back never goes there', () => {
  const inAuth = builders.filter(([, b]) => b.pattern.startsWith(authPrefix)).map(([name]) => name);
  assert.equal(inAuth, ['signIn', 'secondStep', 'signUp', 'forgotPassword', 'notFound', 'serverError', 'publicTerms']);
  for (const [name, builder] of builders) {
    const path = (builder as unknown as (args: Record<string, string>) => string)(sampleArgs(builder.pattern, {}));
    assert.is(isAuthPath(path), inAuth.includes(name), name);
    assert.is(safeRedirect(path) === null, inAuth.includes(name), name);
  }
});

auth.run();
