import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseLanguage, languageOfTag } from '../../../../src/portal/lib/i18n/languages.ts';

const choice = suite('the language choice order');

choice('a language the visitor chose before wins over everything else', () => {
  assert.is(chooseLanguage({ stored: 'es', configured: 'en', browser: ['en-GB'] }), 'es');
  assert.is(chooseLanguage({ stored: 'en', configured: 'es', browser: ['es-ES'] }), 'en');
});

choice('on a first visit the installation default in config.json comes first', () => {
  assert.is(chooseLanguage({ stored: null, configured: 'es', browser: ['en-US'] }), 'es');
  assert.is(chooseLanguage({ configured: 'en', browser: ['es-MX'] }), 'en');
});

choice('without an installation default a Spanish browser gets Spanish', () => {
  assert.is(chooseLanguage({ browser: ['es-MX', 'en'] }), 'es');
  assert.is(chooseLanguage({ browser: ['fr-FR', 'es'] }), 'es');
});

choice('otherwise English', () => {
  assert.is(chooseLanguage({ browser: ['fr-FR', 'de'] }), 'en');
  assert.is(chooseLanguage({}), 'en');
});

choice('a stored value that is not a language is ignored', () => {
  assert.is(chooseLanguage({ stored: 'klingon', browser: ['es'] }), 'es');
});

choice.run();

const tags = suite('browser language tags');

tags('reads the primary subtag in any case and separator', () => {
  assert.is(languageOfTag('ES-mx'), 'es');
  assert.is(languageOfTag('es_AR'), 'es');
  assert.is(languageOfTag('en'), 'en');
  assert.is(languageOfTag('eu'), undefined);
});

tags.run();
