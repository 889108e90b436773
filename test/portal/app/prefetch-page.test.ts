import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { prefetchSignedOutPage } from '../../../src/portal/app/prefetch-page.ts';
import type { PageModule, RouteDef } from '../../../src/portal/app/routes.ts';

const prefetch = suite('prefetchSignedOutPage');

function table() {
  const loaded: string[] = [];
  const route = (pattern: string, layout: RouteDef['layout'], access: RouteDef['access']): RouteDef => ({
    pattern,
    title: 'Sign in',
    layout,
    access,
    institution: 'none',
    load: () => {
      loaded.push(pattern);
      return Promise.resolve({ default: () => null } as PageModule);
    },
  });
  const routes = [
    route('/', 'main', 'signed-in'),
    route('/patients', 'main', 'signed-in'),
    route('/auth/sign-in', 'auth', 'signed-out'),
    route('/auth/sign-up', 'auth', 'public'),
  ];
  return { routes, loaded };
}

prefetch('a signed-out visit to the sign-in page or another signed-out page loads that page', () => {
  const { routes, loaded } = table();
  prefetchSignedOutPage('/portal/auth/sign-in', routes);
  prefetchSignedOutPage('/portal/auth/sign-up', routes);
  assert.equal(loaded, ['/auth/sign-in', '/auth/sign-up']);
});

prefetch('a signed-out visit to a signed-in page loads the sign-in page, where it will end (spec §2)', () => {
  const { routes, loaded } = table();
  prefetchSignedOutPage('/portal/', routes);
  prefetchSignedOutPage('/portal/patients', routes);
  assert.equal(loaded, ['/auth/sign-in', '/auth/sign-in']);
});

prefetch('an address outside the portal loads nothing', () => {
  const { routes, loaded } = table();
  prefetchSignedOutPage('/portalx/auth/sign-in', routes);
  assert.equal(loaded, []);
});

prefetch.run();
