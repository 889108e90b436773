import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  canSend,
  prefillFor,
  sendFailed,
  sendStarted,
  sendSucceeded,
  supportOpened,
  type SupportState,
} from '../../../../src/portal/features/support/support-state.ts';

const filled: SupportState = { reason: 'Technical Issue', description: 'The report page is blank.', sending: false };

const prefill = suite('prefillFor');

prefill("With an evaluation id, the prefill is a greeting asking for help interpreting the report for that evaluation, ending 'Thank you!'", () => {
  const text = prefillFor('EV-2041');
  assert.ok(/^(Hello|Hi|Dear)\b/.test(text), 'starts with a greeting');
  assert.ok(text.includes('interpret'), 'asks for help interpreting');
  assert.ok(text.includes('report'), 'about the report');
  assert.ok(text.includes('EV-2041'), 'names the evaluation');
  assert.ok(text.endsWith('Thank you!'), "ends 'Thank you!'");
});

prefill('a numeric evaluation id is named too', () => {
  assert.ok(prefillFor(77).includes('77'));
  assert.is.not(prefillFor(77), prefillFor(78));
});

prefill('the prefill is written by the given words, in the reader\'s language', () => {
  assert.is(prefillFor('EV-3', (id) => `Hola, ayuda con ${id}`), 'Hola, ayuda con EV-3');
  assert.is(prefillFor(null, (id) => `Hola, ayuda con ${id}`), '');
  assert.is(supportOpened(null, 'EV-3', (id) => `Hola ${id}`).description, 'Hola EV-3');
});

prefill('without an evaluation id there is no prefill', () => {
  assert.is(prefillFor(), '');
  assert.is(prefillFor(null), '');
  assert.is(prefillFor(''), '');
});

prefill.run();

const opened = suite('supportOpened');

opened('On opening, the reason is reset to the preset reason and the description to the prefilled text', () => {
  assert.equal(supportOpened('Report Interpretation', 'EV-9'), {
    reason: 'Report Interpretation',
    description: prefillFor('EV-9'),
    sending: false,
  });
});

opened('On opening without a preset reason or evaluation, the reason and description are empty', () => {
  assert.equal(supportOpened(), { reason: '', description: '', sending: false });
  assert.equal(supportOpened(null, null), { reason: '', description: '', sending: false });
});

opened.run();

const send = suite('canSend');

send('Support request: Send is enabled with a reason and a description', () => {
  assert.is(canSend(filled), true);
});

send('Support request: reason must be non-empty, otherwise Send is disabled', () => {
  assert.is(canSend({ ...filled, reason: '' }), false);
});

send('Support request: description must be non-empty, otherwise Send is disabled', () => {
  assert.is(canSend({ ...filled, description: '' }), false);
  assert.is(canSend({ ...filled, description: '  \n\t ' }), false);
});

send('Support request: Send is also disabled while sending', () => {
  assert.is(canSend({ ...filled, sending: true }), false);
  assert.is(canSend(sendStarted(filled)), false);
});

send('Support request: no length limits on the description', () => {
  assert.is(canSend({ ...filled, description: 'x' }), true);
  assert.is(canSend({ ...filled, description: 'long text '.repeat(5000) }), true);
});

send('an opened dialog with an evaluation prefill and a preset reason can be sent at once', () => {
  assert.is(canSend(supportOpened('Report Interpretation', 12)), true);
  assert.is(canSend(supportOpened(null, 12)), false);
});

send.run();

const started = suite('sendStarted');

started('Send: busy on, keeping the text', () => {
  const after = sendStarted(filled);
  assert.equal(after, { ...filled, sending: true });
});

started.run();

const succeeded = suite('sendSucceeded');

succeeded('Send on success: busy off (the dialog then closes)', () => {
  assert.equal(sendSucceeded(sendStarted(filled)), { ...filled, sending: false });
});

succeeded.run();

const failed = suite('sendFailed');

failed('Send on failure: busy off, and the dialog stays open with its reason and description', () => {
  const after = sendFailed(sendStarted(filled));
  assert.equal(after, { ...filled, sending: false });
  assert.is(canSend(after), true, 'the user can send again');
});

failed.run();
