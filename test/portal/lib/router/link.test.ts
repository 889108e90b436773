import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installWindow } from '../../../support/fakes.ts';
import { shouldHandleClick } from '../../../../src/portal/lib/router/link.tsx';

const origin = 'http://localhost';

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const fake = {
    href: new URL(href, origin).href,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  return fake as unknown as HTMLAnchorElement;
}

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

const click = suite('shouldHandleClick');

click('handles a plain primary click on a same-origin link inside /portal', () => {
  assert.is(shouldHandleClick(plain, anchor('/portal/users'), origin), true);
  assert.is(shouldHandleClick(plain, anchor('/portal'), origin), true);
});

click('leaves a click with a modifier key to the browser', () => {
  for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
    assert.is(shouldHandleClick({ ...plain, [key]: true }, anchor('/portal/users'), origin), false, key);
  }
});

click('leaves a middle or right click to the browser', () => {
  assert.is(shouldHandleClick({ ...plain, button: 1 }, anchor('/portal/users'), origin), false);
  assert.is(shouldHandleClick({ ...plain, button: 2 }, anchor('/portal/users'), origin), false);
});

click('leaves an already handled click alone', () => {
  assert.is(shouldHandleClick({ ...plain, defaultPrevented: true }, anchor('/portal/users'), origin), false);
});

click('leaves a link with another target or a download attribute to the browser', () => {
  assert.is(shouldHandleClick(plain, anchor('/portal/users', { target: '_blank' }), origin), false);
  assert.is(shouldHandleClick(plain, anchor('/portal/users', { target: '_self' }), origin), true);
  assert.is(shouldHandleClick(plain, anchor('/portal/users', { download: '' }), origin), false);
});

click('leaves another origin or a path outside the base to the browser', () => {
  assert.is(shouldHandleClick(plain, anchor('https://example.org/portal/users'), origin), false);
  assert.is(shouldHandleClick(plain, anchor('/portalx/users'), origin), false);
  assert.is(shouldHandleClick(plain, anchor('/api/x'), origin), false);
});

click("uses window.location's origin by default", () => {
  installWindow('http://localhost/portal/');
  assert.is(shouldHandleClick(plain, anchor('/portal/users')), true);
  installWindow('https://other.example/portal/');
  assert.is(shouldHandleClick(plain, anchor('/portal/users')), false);
});

click.run();
