import { Suspense } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, flush, getByText, render, waitFor } from '../../../support/dom.ts';
import { defineLazyMessages, defineMessages } from '../../../../src/portal/lib/i18n/messages.ts';
import { messageText } from '../../../../src/portal/lib/i18n/message-words.ts';
import { offlineTexts } from '../../../../src/portal/lib/i18n/offline-texts.ts';
import { translator } from '../../../../src/portal/lib/i18n/translate.ts';
import { changeLanguage, languageStorageKey, languageStore, loadAll, startingLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';
import type { Translation } from '../../../../src/portal/lib/i18n/table.ts';
import { useT } from '../../../../src/portal/lib/i18n/use-t.ts';

const source = {
  title: 'Reports',
  greeting: 'Hello {name}',
  list: { count: { one: '{count} report', other: '{count} reports' } },
} as const;

const spanish: Translation<typeof source> = {
  title: 'Informes',
  greeting: 'Hola {name}',
  list: { count: { one: '{count} informe', other: '{count} informes' } },
};

// @ts-expect-error a translation without every key of the source is a type error
const incomplete: Translation<typeof source> = { title: 'Informes', greeting: 'Hola {name}' };
void incomplete;

let loads = 0;
let release: () => void = () => {};
const messages = defineMessages(source, {
  es: () => {
    loads += 1;
    return new Promise((resolve) => {
      release = () => resolve({ default: spanish });
    });
  },
  pt: () => Promise.resolve({ default: spanish }),
});

const typed = suite('typed keys and values');

typed('a translate function needs each placeholder value and counts for plurals', () => {
  const t = translator(messages, 'en');
  assert.is(t('greeting', { name: 'Ana' }), 'Hello Ana');
  assert.is(t('list.count', { count: 2 }), '2 reports');
  // @ts-expect-error a key the table does not have
  assert.is(t('nothing'), 'nothing');
  // @ts-expect-error a text with a placeholder needs its value
  t('greeting');
});

typed.run();

const switching = suite('useT re-renders on a language change without a reload');
switching.after.each(async () => {
  cleanup();
  await changeLanguage('en');
});

function Title() {
  const t = useT(messages);
  return (
    <p>
      {t('title')} · {t('list.count', { count: 1 })}
    </p>
  );
}

switching('a change waits for the translation, then every text switches at once', async () => {
  const { container } = render(
    <Suspense fallback={<p>Loading</p>}>
      <Title />
    </Suspense>,
  );
  assert.ok(getByText(container, 'Reports · 1 report'));
  let done = false;
  const change = changeLanguage('es').then(() => (done = true));
  await flush();
  assert.is(done, false, 'the change waits for the Spanish table');
  assert.ok(getByText(container, 'Reports · 1 report'), 'and the page keeps its English meanwhile');
  await act(async () => {
    release();
    await change;
  });
  assert.ok(getByText(container, 'Informes · 1 informe'));
  assert.is(document.documentElement.lang, 'es');
  assert.is(localStorage.getItem(languageStorageKey), 'es');
  assert.is(loads, 1);
});

switching('the remembered choice is the next starting language', async () => {
  localStorage.setItem(languageStorageKey, 'es');
  assert.is(startingLanguage('en'), 'es');
  localStorage.removeItem(languageStorageKey);
  assert.is(startingLanguage('es'), 'es');
});

switching('a translation that cannot be fetched leaves the source text, and is tried again later', async () => {
  let calls = 0;
  const flaky = defineMessages({ word: 'Save' } as const, {
    es: () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { word: 'Guardar' } });
    },
    pt: () => Promise.resolve({ default: { word: 'Guardar' } }),
  });
  await loadAll('es');
  languageStore.setState({ language: 'es', locale: 'es-ES' });
  assert.is(translator(flaky, 'es')('word'), 'Save');
  await changeLanguage('es');
  await waitFor(() => assert.is(translator(flaky, 'es')('word'), 'Guardar'));
});

switching('a lazy catalogue that cannot be fetched at all says what happened, or the server\'s words, never its key', async () => {
  const unreachable = defineLazyMessages<{ failure: { reportLoad: string } }>({
    en: () => Promise.reject(new Error('offline')),
    es: () => Promise.reject(new Error('offline')),
    pt: () => Promise.reject(new Error('offline')),
  });
  await unreachable.load('en');
  const failed = { set: unreachable, key: 'failure.reportLoad' };
  assert.is(messageText(failed, 'en'), offlineTexts.en.body);
  assert.is(messageText({ ...failed, detail: 'Evaluation not found' }, 'en'), 'Evaluation not found');
});

switching.run();
