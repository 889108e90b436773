import {
  act, advance, click, getAllByRole, getByRole, getByText, isDisabled, pressKey, queryByRole, render, submit, type, waitFor,
} from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  fail, held, installApi, jsonResponse, ok, seedSession, spokenText, textResponse, toastTexts, user, endPortalTestInEnglish,
} from '../../../support/portal-fixtures.ts';
import { SupportDialog, type SupportDialogProps } from '../../../../src/portal/features/support/support-dialog.tsx';
import { NotificationHost } from '../../../../src/portal/app/notification-host.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const path = 'tickets/request_support/0';

/** The dialog as its parent would hold it, with the notification host beside it. */
function renderDialog(props: Partial<SupportDialogProps> = {}) {
  let closes = 0;
  const onClose = () => {
    closes += 1;
  };
  const ui = (open: boolean) => (
    <>
      <SupportDialog open={open} onClose={onClose} {...props} />
      <NotificationHost />
    </>
  );
  const rendered = render(ui(props.open ?? true));
  const dialog = () => getByRole(document.body, 'dialog', { name: 'Support Request' });
  return {
    ...rendered,
    closes: () => closes,
    setOpen: (open: boolean) => rendered.rerender(ui(open)),
    dialog,
    reason: () => getByRole(dialog(), 'combobox', { name: 'Reason' }) as HTMLSelectElement,
    description: () => getByRole(dialog(), 'textbox', { name: 'Description' }) as HTMLTextAreaElement,
    send: () => getByRole(dialog(), 'button', { name: 'Send' }),
  };
}

const Support = suite('SupportDialog');
Support.before.each(() => seedSession());
Support.after.each(endPortalTestInEnglish);

Support('Support reasons: the eight reasons in the order of the specification', () => {
  const { reason } = renderDialog();
  const options = getAllByRole(reason(), 'option').filter((o) => (o as HTMLOptionElement).value !== '');
  assert.equal(options.map((o) => o.textContent), [
    'Report Generation',
    'Report Interpretation',
    'User Management',
    'Demo Evaluations',
    'Evaluator Training',
    'Evaluator Exam',
    'Technical Issue',
    'Other',
  ]);
});

Support('a read-only User field shows the session username', () => {
  const { dialog } = renderDialog();
  const field = getByRole(dialog(), 'textbox', { name: 'User' }) as HTMLInputElement;
  assert.is(field.value, user.username);
  assert.is(field.readOnly, true);
  type(field, 'someone@else.org');
  assert.is(field.value, user.username);
});

Support('Description box 6 rows', () => {
  const { description } = renderDialog();
  assert.is(description().getAttribute('rows'), '6');
  assert.is(description().localName, 'textarea');
});

Support('has Close and Send buttons and a close control in the header', () => {
  const { dialog, closes } = renderDialog();
  assert.ok(getByRole(dialog(), 'heading', { name: 'Support Request' }));
  click(getByRole(dialog(), 'button', { name: 'Close' }));
  assert.is(closes(), 1);
  click(getByRole(dialog(), 'button', { name: 'Close dialog' }));
  assert.is(closes(), 2);
  assert.ok(getByRole(dialog(), 'button', { name: 'Send' }));
});

Support('Escape closes the dialog', () => {
  const { closes, description } = renderDialog();
  pressKey(description(), 'Escape');
  assert.is(closes(), 1);
});

Support('Close or Escape with a description written asks first: keeping it returns to the text, discarding closes', () => {
  const { closes, description, dialog } = renderDialog({ presetReason: 'Other' });
  type(description(), 'The report of NC-005 will not print');
  click(getByRole(dialog(), 'button', { name: 'Close' }));
  assert.is(closes(), 0, 'nothing is thrown away without asking');
  const question = getByRole(dialog(), 'alertdialog');
  assert.ok(getByText(question, 'Close and discard the description you wrote?'));
  click(getByRole(question, 'button', { name: 'Cancel' }));
  assert.is(queryByRole(dialog(), 'alertdialog'), null);
  assert.is(description().value, 'The report of NC-005 will not print');
  assert.is(document.activeElement, description(), 'back to the text');
  pressKey(description(), 'Escape');
  assert.is(closes(), 0);
  click(getByRole(getByRole(dialog(), 'alertdialog'), 'button', { name: 'Discard the description' }));
  assert.is(closes(), 1);
});

Support('the prefilled description alone is closed without a question', () => {
  const { closes } = renderDialog({ presetReason: 'Report Interpretation', evaluationId: 'NC-005, evaluated on 2 June 2025' });
  click(getByRole(document.body, 'button', { name: 'Close' }));
  assert.is(closes(), 1);
});

Support('on opening focus moves into the dialog', () => {
  const { dialog } = renderDialog();
  assert.ok(dialog().contains(document.activeElement));
});

Support('Support dialog: on opening the reason is the preset reason and the description empty without an evaluation', () => {
  const { reason, description, dialog } = renderDialog({ presetReason: 'Technical Issue' });
  assert.is(reason().value, 'Technical Issue');
  assert.is(description().value, '');
  assert.is(queryByRole(dialog(), 'alert'), null);
  assert.is(dialog().textContent?.includes('personal identifiable information'), false, 'no helper text');
});

Support('Support dialog: with an evaluation id the prefill is a greeting about that evaluation ending \'Thank you!\'', () => {
  const { reason, description } = renderDialog({ presetReason: 'Report Interpretation', evaluationId: 'E-204' });
  assert.is(reason().value, 'Report Interpretation');
  assert.match(description().value, /^Hello\b/);
  assert.match(description().value, /interpret/i);
  assert.ok(description().value.includes('E-204'));
  assert.ok(description().value.endsWith('Thank you!'));
});

Support('Helper text when an evaluation id is given: shown with the description and not to include personal identifiable information', () => {
  const { description } = renderDialog({ presetReason: 'Report Interpretation', evaluationId: 9 });
  const ids = description().getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const helper = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  assert.match(helper, /interpretation/);
  assert.match(helper, /not include personal identifiable information/i);
});

Support('Support request: Send is disabled while the reason or the description is empty', () => {
  const { reason, description, send } = renderDialog();
  assert.is(isDisabled(send()), true, 'both empty');
  type(reason(), 'Other');
  assert.is(isDisabled(send()), true, 'description empty');
  type(description(), '   ');
  assert.is(isDisabled(send()), true, 'description blank');
  type(description(), 'The report page is blank.');
  assert.is(isDisabled(send()), false);
  type(reason(), '');
  assert.is(isDisabled(send()), true, 'reason empty again');
});

Support('Support request: an empty form sends nothing even when submitted by keyboard', async () => {
  const api = installApi({ [path]: ok({ ticket_id: 1 }) });
  const { dialog } = renderDialog();
  submit(dialog().querySelector('form')!);
  await waitFor(() => assert.is(api.calls.length, 0));
});

Support('Send shows a spinner and is disabled while sending; a second submit sends nothing more', async () => {
  const pending = held(ok({ ticket_id: 31 }));
  const api = installApi({ [path]: pending.answer });
  const { reason, description, send, dialog, closes } = renderDialog();
  type(reason(), 'Technical Issue');
  type(description(), 'The report page is blank.');
  click(send());
  await waitFor(() => assert.is(api.callsTo(path).length, 1));
  assert.is(send().getAttribute('aria-busy'), 'true');
  // Disabled for assistive technology, yet still focusable so keyboard focus is not lost.
  assert.is(send().getAttribute('aria-disabled'), 'true');
  submit(dialog().querySelector('form')!);
  pending.release();
  await waitFor(() => assert.is(closes(), 1));
  assert.is(api.callsTo(path).length, 1);
});

Support('Support request: success posts {subject, body} to tickets/request_support/0, shows a success notification and closes', async () => {
  const api = installApi({ [path]: ok({ ticket_id: 31 }) });
  const { reason, description, send, closes } = renderDialog();
  type(reason(), 'Technical Issue');
  type(description(), 'The report page is blank.');
  click(send());
  await waitFor(() => assert.is(closes(), 1));
  const [call] = api.callsTo(path);
  assert.is(call?.method, 'POST');
  assert.equal(call?.json, { subject: 'Technical Issue', body: 'The report page is blank.' });
  assert.is(call?.headers.Authorization, `${user.id}:${user.token}`);
  await waitFor(() => assert.equal(toastTexts(), ['Support request sent successfully']));
});

Support("Support request: a 500 with no usable message keeps the dialog open with the text and shows 'Support request could not be sent'", async () => {
  installApi({ [path]: () => textResponse('<html><body>Bad gateway</body></html>', 500) });
  const { reason, description, send, dialog, closes } = renderDialog();
  type(reason(), 'User Management');
  type(description(), 'I cannot add a colleague.');
  click(send());
  const alert = await waitFor(() => getByRole(dialog(), 'alert'));
  assert.is(spokenText(alert), 'Support request could not be sent');
  assert.is(closes(), 0);
  assert.is(reason().value, 'User Management');
  assert.is(description().value, 'I cannot add a colleague.');
  assert.is(isDisabled(send()), false, 'busy is off again');
  assert.is(send().getAttribute('aria-busy'), null);
});

Support('Support request: a failure with a server message shows that message', async () => {
  installApi({ [path]: fail(400, 'The description must be at most 5000 characters') });
  const { reason, description, send, dialog, closes } = renderDialog({ presetReason: 'Other' });
  type(description(), 'x'.repeat(20));
  click(send());
  await waitFor(() => getByText(dialog(), 'The description must be at most 5000 characters'));
  assert.is(closes(), 0);
  assert.is(reason().value, 'Other');
  assert.is(description().value, 'x'.repeat(20));
});

Support('the dialog says the hourly limit before anyone reaches it, and over it when the next request can go, keeping the text', async () => {
  const retryAt = '2026-11-25T20:15:00.000Z';
  installApi({
    [path]: () => jsonResponse({ message: 'You have sent many support requests in a short time. Please try again later.', data: { retry_after_seconds: 900, retry_at: retryAt } }, 429),
  });
  const { description, send, dialog, closes } = renderDialog({ presetReason: 'Other' });
  getByText(dialog(), 'You can send up to 10 requests an hour.');
  type(description(), 'Help, please');
  click(send());
  const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(retryAt));
  await waitFor(() => assert.ok(dialog().textContent?.includes(`You can send this one from ${time}; what you wrote stays here.`)));
  assert.is(closes(), 0);
  assert.is(description().value, 'Help, please');
});

Support('Support request: a 500 with an empty JSON body shows the fallback too', async () => {
  installApi({ [path]: fail(500) });
  const { description, send, dialog } = renderDialog({ presetReason: 'Other' });
  type(description(), 'Help');
  click(send());
  await waitFor(() => getByText(dialog(), 'Support request could not be sent'));
});

Support('Support request: a failed send is shown once, inside the dialog, and not as a notification too', async () => {
  installApi({ [path]: fail(500) });
  const { description, send, dialog } = renderDialog({ presetReason: 'Other' });
  type(description(), 'Help');
  click(send());
  await waitFor(() => getByRole(dialog(), 'alert'));
  await advance(20);
  assert.is(getAllByRole(dialog(), 'alert').length, 1);
  assert.equal(toastTexts(), []);
  assert.equal(
    [...document.body.querySelectorAll('[role="alert"]')].map((el) => spokenText(el)),
    ['Support request could not be sent'],
    'the only alert in the page',
  );
});

Support('Support dialog: reopening after a failed send resets reason, description and error', async () => {
  installApi({ [path]: fail(500) });
  const props = { presetReason: 'Report Interpretation' as const, evaluationId: 'E-7' };
  const { reason, description, send, dialog, setOpen } = renderDialog(props);
  const prefill = description().value;
  type(reason(), 'Other');
  type(description(), 'Something else entirely');
  click(send());
  await waitFor(() => getByRole(dialog(), 'alert'));
  setOpen(false);
  assert.is(queryByRole(document.body, 'dialog'), null);
  setOpen(true);
  assert.is(reason().value, 'Report Interpretation');
  assert.is(description().value, prefill);
  assert.is(queryByRole(dialog(), 'alert'), null, 'error cleared');
});

Support('in Spanish the dialog, its reasons and buttons read in Spanish, and the subject sent is the English reason', async () => {
  const api = installApi({ [path]: ok({ ticket_id: 32 }) });
  const { closes } = renderDialog();
  await act(() => changeLanguage('es'));
  const spanish = await waitFor(() => getByRole(document.body, 'dialog', { name: 'Solicitud de soporte' }));
  const reason = getByRole(spanish, 'combobox', { name: 'Motivo' }) as HTMLSelectElement;
  const options = getAllByRole(reason, 'option') as HTMLOptionElement[];
  assert.equal(options.map((o) => o.textContent), [
    'Elija un motivo',
    'Generación de informes',
    'Interpretación de informes',
    'Gestión de usuarios',
    'Evaluaciones de demostración',
    'Formación de evaluadores',
    'Examen de evaluador',
    'Problema técnico',
    'Otro',
  ]);
  assert.ok(getByRole(spanish, 'textbox', { name: 'Usuario' }));
  assert.ok(getByRole(spanish, 'button', { name: 'Cerrar' }));
  type(reason, 'Technical Issue');
  assert.is(reason.selectedOptions[0]?.textContent, 'Problema técnico');
  type(getByRole(spanish, 'textbox', { name: 'Descripción' }), 'La página del informe está en blanco.');
  click(getByRole(spanish, 'button', { name: 'Enviar' }));
  await waitFor(() => assert.is(closes(), 1));
  assert.equal(api.callsTo(path)[0]?.json, { subject: 'Technical Issue', body: 'La página del informe está en blanco.' });
});

Support('opened in Spanish about an evaluation, the prefill and the helper text are in Spanish', async () => {
  await changeLanguage('es');
  renderDialog({ presetReason: 'Report Interpretation', evaluationId: 'EV-7' });
  const spanish = getByRole(document.body, 'dialog', { name: 'Solicitud de soporte' });
  const description = getByRole(spanish, 'textbox', { name: 'Descripción' }) as HTMLTextAreaElement;
  assert.is(description.value, 'Hola, necesito ayuda para interpretar el informe de EV-7. ¡Gracias!');
  assert.ok(spanish.textContent?.includes('No incluya datos personales'));
  const reason = getByRole(spanish, 'combobox', { name: 'Motivo' }) as HTMLSelectElement;
  assert.is(reason.value, 'Report Interpretation');
  assert.is(reason.selectedOptions[0]?.textContent, 'Interpretación de informes');
});

Support.run();
