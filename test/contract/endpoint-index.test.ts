import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { endpointIndex } from '../../src/contract/endpoint-index.ts';
import { buildPath, endpoints, matchEndpoint, type EndpointName } from '../../src/contract/endpoints.ts';
import { get, post, signedIn } from '../../src/contract/endpoints/define.ts';

const lookup = suite('endpoint index');
const index = endpointIndex<EndpointName>(endpoints);

/** The answer of a scan of the whole table, which the index must give too. */
function scan(path: string) {
  return (Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][])
    .map(([name, endpoint]) => ({ name, params: matchEndpoint(endpoint, path) }))
    .filter((m) => m.params !== null)
    .map((m) => m.name)
    .sort();
}

lookup('every endpoint is found from a path built for it, with its parameters decoded', () => {
  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]) {
    const path = buildPath(endpoint, { id: 'a/b ..', user_id: 7, email: 'x@y.z', query: 'ana' }).split('?')[0] as string;
    const hit = index.find(endpoint.method, path);
    assert.is(hit?.name, name, path);
    for (const value of Object.values(hit?.params ?? {})) assert.ok(['a/b ..', '7', 'x@y.z', 'ana'].includes(value), name);
  }
});

lookup('the index finds what a scan of the whole table finds, for real and malformed paths', () => {
  const paths = [
    ...Object.values(endpoints).map((e) => e.path.replace(/\{\w+\}/g, '12')),
    '', '/', 'auth', 'auth/', 'auth//', 'auth/password/', 'auth/password//x', 'reports/get_report_inst/1/2',
    'portal_users/get_own_user/0/', 'nothing/here/0', 'auth/password/%E0%A4%A', 'institution/list/0',
  ];
  for (const path of paths) assert.equal(index.match(path).map((m) => m.name).sort(), scan(path), path);
});

lookup('a fixed segment wins over a parameter, and a dead end falls back to the parameter', () => {
  const small = endpointIndex({ fixed: post('a/list/0', signedIn), byId: post('a/{id}/0', signedIn), deep: get('a/{id}/x', signedIn) });
  assert.is(small.find('POST', 'a/list/0')?.name, 'fixed');
  assert.equal(small.find('POST', 'a/7/0')?.params, { id: '7' });
  assert.equal(small.find('GET', 'a/list/x')?.params, { id: 'list' });
  assert.is(small.find('POST', 'a//0'), null, 'an empty segment is never a parameter');
});

lookup('the method picks among endpoints of one path', () => {
  const small = endpointIndex({ read: get('a/b', signedIn), write: post('a/b', signedIn) });
  assert.equal(small.match('a/b').map((m) => m.name), ['read', 'write']);
  assert.is(small.find('GET', 'a/b')?.name, 'read');
  assert.is(small.find('PUT', 'a/b'), null);
});

lookup.run();
