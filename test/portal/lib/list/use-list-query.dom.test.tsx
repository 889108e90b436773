import { act, cleanup, render } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { subjectListQuery } from '../../../../src/contract/schemas/subjects.ts';
import { listSpec } from '../../../../src/portal/lib/list/list-query.ts';
import { useListQuery, withListSearch, type ListQueryControls } from '../../../../src/portal/lib/list/use-list-query.ts';
import { getLocation, navigate } from '../../../../src/portal/lib/router/history.ts';

const { search, sort, order, page } = subjectListQuery;
const spec = listSpec({ shape: { search, sort, order, page }, names: { search: 'q' } });
let seen: ListQueryControls<typeof spec.shape>;

function Probe({ path }: { path: string }) {
  seen = useListQuery(spec, path);
  return <p>{seen.query.page}</p>;
}

const Hook = suite('useListQuery');
Hook.before.each(() => navigate('/patients', { replace: true }));
Hook.after.each(cleanup);

Hook('reads the typed query from the address and follows it', () => {
  act(() => navigate('/patients?q=NC&sort=birth_date&order=asc&page=2', { replace: true }));
  render(<Probe path="/patients" />);
  assert.equal(seen.query, { search: 'NC', sort: 'birth_date', order: 'asc', page: 2 });
  act(() => navigate('/patients?page=3'));
  assert.is(seen.query.page, 3);
});

Hook('set replaces the entry and starts a new search at page 1', () => {
  act(() => navigate('/patients?page=4', { replace: true }));
  render(<Probe path="/patients" />);
  const key = getLocation().key;
  act(() => seen.set({ search: 'ND' }));
  assert.is(getLocation().search, '?q=ND');
  assert.is(getLocation().key, key, 'replaced: not a navigation');
});

Hook('push moves to a page Back returns from, keeping the rest of the query', () => {
  act(() => navigate('/patients?q=NC', { replace: true }));
  render(<Probe path="/patients" />);
  act(() => seen.push({ page: 2 }));
  assert.is(getLocation().search, '?q=NC&page=2');
  assert.is(seen.href({ page: 3 }), '/patients?q=NC&page=3');
});

Hook('keeps a query of its path (a view of a shared path) ahead of its own', () => {
  render(<Probe path="/users?view=audit" />);
  assert.is(seen.href({ page: 2 }), '/users?view=audit&page=2');
  assert.is(withListSearch('/users?view=audit', ''), '/users?view=audit');
  assert.is(seen.pages(93, 20), 5);
});

Hook.run();
