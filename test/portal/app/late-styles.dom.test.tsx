import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { withStyles } from '../../../src/portal/app/late-styles.ts';

const late = suite('a lazily loaded module with a stylesheet of its own');
late.after.each(() => {
  document.head.querySelectorAll('meta[name="portal-style"], link[rel="stylesheet"]').forEach((node) => node.remove());
});

late('adds its stylesheet named in index.html, with its hash, and a stylesheet that fails fails the load (the loader offers a retry)', async () => {
  const meta = document.createElement('meta');
  meta.name = 'portal-style';
  meta.dataset.for = 'toast-a';
  meta.content = '/portal/assets/toast.css';
  meta.dataset.integrity = 'sha384-abc';
  document.head.append(meta);
  // Some test DOMs fail a stylesheet as it is added: the link is caught as it goes in.
  const appended: Node[] = [];
  const append = document.head.append.bind(document.head);
  document.head.append = (...nodes: (Node | string)[]) => {
    appended.push(...nodes.filter((node): node is Node => typeof node !== 'string'));
    append(...nodes);
  };
  const loading = withStyles('toast-a', () => Promise.resolve({ default: 'toast' }))().then(
    () => 'loaded',
    () => 'failed',
  );
  document.head.append = append;
  const link = appended.find((node): node is HTMLLinkElement => node instanceof HTMLLinkElement);
  assert.ok(link && link.rel === 'stylesheet', 'the stylesheet is added at once');
  assert.is(link.getAttribute('href'), '/portal/assets/toast.css');
  assert.is(link.getAttribute('integrity'), 'sha384-abc');
  link.dispatchEvent(new Event('error'));
  assert.is(await loading, 'failed');
  assert.is(link.isConnected, false, 'the failed link is removed, so a retry adds it again');
});

late('without a stylesheet named for it (the styles came with the code), loads the module alone', async () => {
  const module = await withStyles('toast-b', () => Promise.resolve({ default: 'page' }))();
  assert.equal(module, { default: 'page' });
  assert.is(document.head.querySelector('link[rel="stylesheet"]'), null);
});

late('a stylesheet several pages share is added before the page\'s own, and once for all of them', async () => {
  const addMeta = (names: string, href: string) => {
    const meta = document.createElement('meta');
    meta.name = 'portal-style';
    meta.dataset.for = names;
    meta.content = href;
    document.head.append(meta);
  };
  addMeta('page-c page-d', '/portal/assets/shared.css');
  addMeta('page-c', '/portal/assets/c.css');
  addMeta('page-d', '/portal/assets/d.css');
  // Test DOMs load no stylesheets: each link is kept aside as it is added, and answered.
  const added: HTMLLinkElement[] = [];
  const append = document.head.append.bind(document.head);
  document.head.append = (...nodes: (Node | string)[]) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLLinkElement)) continue;
      added.push(node);
      queueMicrotask(() => node.dispatchEvent(new Event('load')));
    }
  };
  try {
    await withStyles('page-c', () => Promise.resolve('c'))();
    await withStyles('page-d', () => Promise.resolve('d'))();
  } finally {
    document.head.append = append;
  }
  const hrefs = added.map((link) => link.getAttribute('href'));
  assert.equal(hrefs, ['/portal/assets/shared.css', '/portal/assets/c.css', '/portal/assets/d.css']);
});

late.run();
