// Screenshots for looking at pages by hand: node --import ./test/support/register.mjs test/e2e/support/shoot.ts role path width [lang] [out]
import { startHarness } from './portal.ts';
import { pageIn, startAs, goTo, settle, type Language } from './a11y.ts';
const [role, path, width, lang = 'en', out = '/tmp/shots/shot.png'] = process.argv.slice(2);
const h = await startHarness();
try {
  const tracked = await pageIn(h.browser, lang as Language, { width: Number(width), height: 900 });
  await startAs(h.server, tracked.page, role as never);
  await goTo(tracked.page, h.server, path as string);
  await settle(tracked.page);
  await tracked.page.screenshot({ path: out, fullPage: true });
  console.log('saved', out);
} finally {
  await h.close();
}
