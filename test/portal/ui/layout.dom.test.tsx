import { cleanup, getByRole, getByText, queryByRole, render } from '../../support/dom.ts';
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Card } from '../../../src/portal/ui/card.tsx';
import { PageHeader } from '../../../src/portal/ui/page-header.tsx';
import { EmptyState } from '../../../src/portal/ui/empty-state.tsx';
import { Button } from '../../../src/portal/ui/button.tsx';

const CardSuite = suite('Card');
CardSuite.after.each(cleanup);

CardSuite('with a title is a region named by its heading', () => {
  const { container } = render(
    <Card title="Reports" actions={<Button>Export</Button>}>
      <p>Three reports.</p>
    </Card>,
  );
  const region = getByRole(container, 'region', { name: 'Reports' });
  assert.is(getByRole(region, 'heading', { level: 2 }).textContent, 'Reports');
  assert.ok(getByRole(region, 'button', { name: 'Export' }));
  assert.ok(getByText(region, 'Three reports.'));
});

CardSuite('without a title is a plain surface, not a region', () => {
  const { container } = render(<Card>Body</Card>);
  assert.is(queryByRole(container, 'region'), null);
  assert.ok(getByText(container, 'Body'));
});

CardSuite('titleLevel sets the heading level', () => {
  const { container } = render(<Card title="Details" titleLevel={3} />);
  assert.ok(getByRole(container, 'heading', { level: 3, name: 'Details' }));
});

const PageHeaderSuite = suite('PageHeader');
PageHeaderSuite.after.each(cleanup);

PageHeaderSuite('renders the title as the h1 with description and actions', () => {
  const { container } = render(<PageHeader title="Users" description="People in this institution." actions={<Button>Add user</Button>} />);
  assert.is(getByRole(container, 'heading', { level: 1 }).textContent, 'Users');
  assert.ok(getByText(container, 'People in this institution.'));
  const add = getByRole(container, 'button', { name: 'Add user' });
  assert.ok(add.closest('[data-print-hide]'));
});

const EmptyStateSuite = suite('EmptyState');
EmptyStateSuite.after.each(cleanup);

EmptyStateSuite('shows a heading, text and an action', () => {
  const { container } = render(
    <EmptyState title="No reports yet" text="Reports appear after an evaluation." action={<Button>Register a subject</Button>} />,
  );
  assert.ok(getByRole(container, 'heading', { level: 2, name: 'No reports yet' }));
  assert.ok(getByText(container, 'Reports appear after an evaluation.'));
  assert.ok(getByRole(container, 'button', { name: 'Register a subject' }));
});

EmptyStateSuite('headingLevel sets the heading level', () => {
  const { container } = render(<EmptyState title="Nothing here" headingLevel={3} />);
  assert.ok(getByRole(container, 'heading', { level: 3, name: 'Nothing here' }));
});

EmptyStateSuite('its mark is a still drawing of an empty tray, not a ring that reads as a spinner', async () => {
  const { container } = render(<EmptyState title="Nothing here" />);
  const marks = container.querySelectorAll('[aria-hidden="true"]');
  assert.is(marks.length, 1);
  const mark = marks[0]!;
  assert.is(mark.localName, 'svg', 'a drawing');
  assert.ok(mark.querySelectorAll('path').length >= 1);
  assert.is(mark.querySelector('animate, animateTransform, circle'), null, 'no ring, no animation');
  const css = readFileSync(new URL('../../../src/portal/ui/empty-state.module.css', import.meta.url), 'utf8');
  assert.not.match(css, /dashed|animation|border-radius:\s*50%/, 'no dashed or spinning circle');
});

CardSuite.run();
PageHeaderSuite.run();
EmptyStateSuite.run();
