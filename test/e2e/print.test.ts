import * as assert from 'uvu/assert';
import { assertNoProblems, browserSuite, portalUrl, signedInPage } from './support/portal.ts';

const test = browserSuite('print in Chromium');

test('on paper: no sidebar, top bar, menus, toasts or buttons; black on white; links as text', async ({ h }) => {
  const tracked = await signedInPage(h, 'institutional_clinician');
  const { page } = tracked;
  await page.getByRole('button', { name: /^Choose / }).first().click();
  await page.goto(portalUrl(h.server, '/about'));
  await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
  await page.emulateMedia({ media: 'print' });
  const looks = await page.evaluate(() => {
    const shown = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none';
    const main = document.querySelector('main')!;
    const link = main.querySelector('a')!;
    return {
      topBar: shown(document.querySelector('header')),
      sidebar: shown(document.querySelector('aside')),
      buttons: [...document.querySelectorAll('button')].filter(shown).length,
      main: shown(main),
      heading: getComputedStyle(main.querySelector('h1')!).color,
      body: getComputedStyle(document.body).backgroundColor,
      link: [getComputedStyle(link).color, getComputedStyle(link).textDecorationLine],
    };
  });
  assert.equal(looks, {
    topBar: false,
    sidebar: false,
    buttons: 0,
    main: true,
    heading: 'rgb(0, 0, 0)',
    body: 'rgba(0, 0, 0, 0)',
    link: ['rgb(0, 0, 0)', 'none'],
  });
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 1000, 'prints to a PDF');
  assertNoProblems(tracked);
  await tracked.context.close();
});

test.run();
