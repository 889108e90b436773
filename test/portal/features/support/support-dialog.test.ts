// The dialog's texts, read without rendering it (its behaviour is covered by the component tests).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { en } from '../../../../src/portal/features/support/messages/en.ts';
import es from '../../../../src/portal/features/support/messages/es.ts';
import { supportReasons } from '../../../../src/contract/constants.ts';

const evaluationHelpText = en.evaluationHelp;

const help = suite('evaluationHelpText');

help("Helper text when an evaluation id is given: asks for information that could help the provider's team with the interpretation", () => {
  const text = evaluationHelpText.toLowerCase();
  assert.ok(text.includes('write'), 'asks the user to write');
  assert.ok(text.includes('information'), 'asks for information');
  assert.ok(text.includes('help our team') || text.includes("help the team"), "helps the provider's team");
  assert.ok(text.includes('interpretation'), 'with the interpretation');
});

help('Helper text when an evaluation id is given: asks not to include personal identifiable information', () => {
  assert.match(evaluationHelpText, /(Do not|Don't|do not) include personal identifiable information/);
});

help('in Spanish the helper text asks the same: information for the interpretation, nothing that identifies anyone', () => {
  assert.match(es.evaluationHelp, /interpretar este informe/);
  assert.match(es.evaluationHelp, /No incluya datos personales/);
});

help.run();

const reasons = suite('support reasons');

reasons('every reason of the spec has its text in each language, and the English text is the reason as the spec writes it', () => {
  assert.equal(Object.keys(en.reasons), [...supportReasons]);
  assert.equal(Object.keys(es.reasons), [...supportReasons]);
  for (const reason of supportReasons) assert.is(en.reasons[reason], reason);
});

reasons.run();
