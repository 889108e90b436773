import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { endpointIndex } from '../../src/contract/endpoint-index.ts';
import { buildPath, endpoints, type EndpointName } from '../../src/contract/endpoints.ts';
import { get, post, signedIn, type AnyEndpoint } from '../../src/contract/endpoints/define.ts';

const lookup = suite('endpoint index');
const index = endpointIndex<EndpointName>(endpoints);

/** The reference the index is checked against: one endpoint's pattern, segment by segment. */
function matchEndpoint(endpoint: AnyEndpoint, path: string): Record<string, string> | null {
  const want = endpoint.path.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    const param = /^\{(\w+)\}$/.exec(w);
    if (param) {
      if (h === '') return null;
      try {
        params[param[1] as string] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

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

const linkUserInst = endpointIndex({ link: post('portal_users/link_user_inst/{id}', signedIn) });

lookup('returns the decoded parameters of a matching path', () => {
  assert.equal(linkUserInst.find('POST', 'portal_users/link_user_inst/a%2Fb')?.params, { id: 'a/b' });
  assert.equal(index.find('POST', 'tickets/request_support/0')?.params, {});
});

lookup('round-trips with buildPath', () => {
  const path = buildPath(endpoints.resetPassword, { id: 'médico@hospital.es' });
  assert.equal(index.find(endpoints.resetPassword.method, path)?.params, { id: 'médico@hospital.es' });
});

lookup('rejects another path, a different segment count, an empty parameter and a malformed percent-encoding', () => {
  for (const path of ['portal_users/link_user_to_instance_group_inst/1', 'portal_users/link_user_inst/1/2', 'portal_users/link_user_inst/', 'portal_users/link_user_inst/%E0%A4%A']) {
    assert.is(linkUserInst.find('POST', path), null, path);
    assert.is(matchEndpoint(post('portal_users/link_user_inst/{id}', signedIn), path), null, `the reference agrees on ${path}`);
  }
});

lookup('a parameter that decodes to text no body field may hold (NUL) matches no endpoint', () => {
  for (const path of ['portal_users/search_inst/%00', 'processing_records/get_task_video_inst/%00', 'auth/password/a%00b']) {
    assert.equal(index.match(path), [], path);
  }
  assert.equal(index.find('POST', 'portal_users/search_inst/ana%20ruiz')?.params, { query: 'ana ruiz' });
});

lookup.run();
