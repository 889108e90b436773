import { advance, cleanup, click, getByRole, getByText, queryByRole, render } from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ResourceView, type ResourceViewSource } from '../../../src/portal/ui/resource-view.tsx';
import { lazyLoadDelayMs } from '../../../src/contract/constants.ts';

function source(part: Partial<ResourceViewSource<string[]>>): ResourceViewSource<string[]> {
  return { status: 'loading', data: undefined, retry: () => {}, ...part };
}

const list = (data: string[]) => <ul aria-label="Institutions">{data.map((d) => <li key={d}>{d}</li>)}</ul>;
const empty = { title: 'You do not belong to any institution yet', text: "Ask your institution's user manager to add you." };

const View = suite('ResourceView');
View.after.each(cleanup);

View('loading shows the spinner only after the 250 ms delay (spec §2)', async () => {
  const { container } = render(<ResourceView resource={source({})} failedTitle="x">{list}</ResourceView>);
  assert.is(queryByRole(container, 'status'), null);
  await advance(lazyLoadDelayMs + 30);
  assert.ok(getByRole(container, 'status', { name: 'Loading' }));
});

View("failed shows the catalogue message with 'Try again', which retries", () => {
  let retried = 0;
  const failed = source({ status: 'failed', retry: () => (retried += 1) });
  const { container, rerender } = render(
    <ResourceView resource={failed} failedTitle="Institutions could not be loaded">{list}</ResourceView>,
  );
  const alert = getByRole(container, 'alert');
  assert.ok(getByText(alert, 'Institutions could not be loaded'));
  click(getByRole(alert, 'button', { name: 'Try again' }));
  assert.is(retried, 1);
  rerender(<ResourceView resource={failed} failedTitle="Reports could not be loaded">{list}</ResourceView>);
  assert.ok(getByText(getByRole(container, 'alert'), 'Reports could not be loaded'));
});

View('empty shows the empty state with what to do next', () => {
  const { container } = render(<ResourceView resource={source({ status: 'empty', data: [] })} empty={empty} failedTitle="x">{list}</ResourceView>);
  assert.ok(getByRole(container, 'heading', { name: empty.title }));
  assert.ok(getByText(container, empty.text));
  assert.is(queryByRole(container, 'list'), null);
});

View('ready renders the content for the data; empty without an empty state renders it too', () => {
  const { container, rerender } = render(
    <ResourceView resource={source({ status: 'ready', data: ['North', 'South'] })} empty={empty} failedTitle="x">{list}</ResourceView>,
  );
  assert.is(getByRole(container, 'list', { name: 'Institutions' }).textContent, 'NorthSouth');
  rerender(<ResourceView resource={source({ status: 'empty', data: [] })} failedTitle="x">{list}</ResourceView>);
  assert.ok(getByRole(container, 'list', { name: 'Institutions' }));
});

View.run();
