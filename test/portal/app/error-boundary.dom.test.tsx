import {
  click, getByRole, getByText, queryByRole, render, waitFor,
} from '../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { visit, withSilencedErrors, endPortalTest } from '../../support/portal-fixtures.ts';
import { ErrorBoundary } from '../../../src/portal/app/error-boundary.tsx';
import { PageLoader } from '../../../src/portal/app/page-loader.tsx';
import type { PageModule } from '../../../src/portal/app/routes.ts';

let broken = true;

function FragilePage() {
  if (broken) throw new Error('report.sections is undefined');
  return <h1>Report</h1>;
}

const Boundary = suite('ErrorBoundary');
Boundary.before.each(() => {
  broken = true;
});
Boundary.after.each(endPortalTest);

Boundary('a page that throws while rendering shows the error panel with a way back, not a blank page', async () => {
  const { result: container, errors } = await withSilencedErrors(() => {
    const { container } = render(
      <main>
        <ErrorBoundary>
          <FragilePage />
        </ErrorBoundary>
      </main>,
    );
    return container;
  });
  const panel = getByRole(container, 'alert');
  assert.ok(getByText(panel, 'Something went wrong on this page'));
  const home = getByRole(panel, 'link', { name: 'Go to the home page' });
  assert.is(home.getAttribute('href'), '/portal/');
  assert.ok(getByRole(panel, 'button', { name: 'Try again' }));
  assert.is(container.textContent?.includes('report.sections is undefined'), false, 'no technical detail for the user');
  assert.ok(errors.length > 0, 'the error is still logged for support staff');
});

Boundary('a lazily loaded page that throws is caught too', async () => {
  const load = async (): Promise<PageModule> => ({ default: FragilePage });
  const { result: container } = await withSilencedErrors(async () => {
    const { container } = render(
      <ErrorBoundary>
        <PageLoader load={load} params={{}} title="Report" />
      </ErrorBoundary>,
    );
    await waitFor(() => getByRole(container, 'alert'));
    return container;
  });
  assert.ok(getByText(container, 'Something went wrong on this page'));
});

Boundary('Try again renders the page again once it can render', async () => {
  const { result: container } = await withSilencedErrors(() => render(<ErrorBoundary><FragilePage /></ErrorBoundary>).container);
  broken = false;
  click(getByRole(container, 'button', { name: 'Try again' }));
  assert.ok(getByRole(container, 'heading', { name: 'Report' }));
  assert.is(queryByRole(container, 'alert'), null);
});

Boundary('the way back navigates to the home page inside the portal', async () => {
  visit('/portal/patient/reports');
  const { result: container } = await withSilencedErrors(() => render(<ErrorBoundary><FragilePage /></ErrorBoundary>).container);
  click(getByRole(container, 'link', { name: 'Go to the home page' }));
  assert.is(location.pathname, '/portal/');
});

Boundary.run();
