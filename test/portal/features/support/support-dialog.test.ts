// The dialog's texts, read without rendering it (its behaviour is covered by the component tests).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { evaluationHelpText } from '../../../../src/portal/features/support/support-dialog.tsx';

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

help.run();
