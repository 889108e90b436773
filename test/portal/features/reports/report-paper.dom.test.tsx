import { act, cleanup, click, getByRole, getByText, queryByRole, render, waitFor } from '../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, held, installApi, ok, resetPortal, seedSession } from '../../../support/portal-fixtures.ts';
import PaperPart from '../../../../src/portal/features/reports/paper/paper-part.tsx';
import { changeLanguage } from '../../../../src/portal/lib/i18n/language-store.ts';

const slow = { timeout: 3000 };
const paperPath = 'paper/report_inst/7';
const linePath = 'access_events/last_opened_inst/3';
const options = { lang: 'en' as const, noComments: false, discarded: false, variation: null, version: null };
const evaluation = { keyid: 7, subject_id: 3, subject_code: 'NOR-1003' };
const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"></svg>')}`;
const paper = {
  verification_code: 'ABCD-EFGH-JKLM-NPQR-STUV',
  fingerprint: 'f'.repeat(64),
  verify_url: 'http://localhost/portal/verify/ABCD-EFGH-JKLM-NPQR-STUV',
  qr_image: svg,
};

const part = suite('a report\'s paper and its subject\'s last opening');
part.after.each(async () => {
  cleanup();
  resetPortal();
  await changeLanguage('en');
});

part('shows nothing while loading, then the code, fingerprint and QR image of the verify address; asks with the portal address', async () => {
  seedSession({ roles: ['institutional_clinician'] });
  const answer = held(ok(paper));
  const api = installApi({ [paperPath]: answer.answer, [linePath]: ok({ last: null }) });
  const { container } = render(<PaperPart evaluation={evaluation} options={options} />);
  await waitFor(() => assert.is(api.callsTo(paperPath).length, 1));
  assert.is(queryByRole(container, 'region'), null);
  assert.is(api.callsTo(paperPath)[0]?.query.get('portal_url'), 'http://localhost/portal/');
  act(() => answer.release());
  const region = await waitFor(() => getByRole(container, 'region', { name: 'Verification of this printed report' }), slow);
  getByText(region, paper.verification_code);
  getByText(region, paper.fingerprint);
  const img = getByRole(region, 'img', { name: `QR code of the address that checks this report: ${paper.verify_url}` });
  assert.is(img.getAttribute('src'), svg);
  await waitFor(() => getByText(container, 'Nobody has opened the reports of this subject yet'), slow);
});

part('a failed paper says a print would carry no code in the interface\'s Spanish, with a retry that loads the paper in the English of the report', async () => {
  await changeLanguage('es');
  seedSession({ roles: ['institutional_clinician'] });
  installApi({ [paperPath]: fail(500), [linePath]: ok({ last: null }) });
  const { container } = render(<PaperPart evaluation={evaluation} options={options} />);
  const alert = await waitFor(() => getByRole(container, 'alert'), slow);
  assert.match(alert.textContent ?? '', 'No se ha podido preparar el código de verificación');
  installApi({ [paperPath]: ok(paper), [linePath]: ok({ last: null }) });
  // The retry's word comes from the UI kit, which the frame translates (not rendered here).
  click(getByRole(alert, 'button'));
  const region = await waitFor(() => getByRole(container, 'region', { name: 'Verification of this printed report' }), slow);
  assert.is(region.getAttribute('lang'), 'en');
  getByText(region, `Anyone holding this paper can check it at ${paper.verify_url}`);
});

part('a report asked for in Spanish prints its paper in Spanish while the interface is English', async () => {
  seedSession({ roles: ['institutional_clinician'] });
  installApi({ [paperPath]: ok(paper), [linePath]: ok({ last: null }) });
  const { container } = render(<PaperPart evaluation={evaluation} options={{ ...options, lang: 'es' }} />);
  const region = await waitFor(() => getByRole(container, 'region', { name: 'Verificación de este informe impreso' }), slow);
  assert.is(region.getAttribute('lang'), 'es');
  getByText(region, `Quien tenga este papel puede comprobarlo en ${paper.verify_url}`);
  getByText(region, /^Código de verificación/);
  await waitFor(() => getByText(container, 'Nobody has opened the reports of this subject yet'), slow);
});

part('says when and by whom the reports were last opened, and links user managers to the subject history', async () => {
  seedSession({ roles: ['institutional_clinician', 'user_manager'] });
  installApi({
    [paperPath]: ok(paper),
    [linePath]: ok({ last: { at: '2026-11-20T10:00:00.000Z', user_name: 'Lucia Fernandez', action: 'report_read' } }),
  });
  const { container } = render(<PaperPart evaluation={evaluation} options={options} />);
  await waitFor(() => getByText(container, /^Reports last opened on .* by Lucia Fernandez/), slow);
  const link = getByRole(container, 'link', { name: 'Access history' });
  assert.is(link.getAttribute('href'), '/portal/access_history?subject=3&subject_code=NOR-1003');
});

part('a clinician without user management gets no history link', async () => {
  seedSession({ roles: ['institutional_clinician'] });
  installApi({ [paperPath]: ok(paper), [linePath]: ok({ last: { at: '2026-11-20T10:00:00.000Z', user_name: 'Lucia Fernandez', action: 'printed' } }) });
  const { container } = render(<PaperPart evaluation={evaluation} options={options} />);
  await waitFor(() => getByText(container, /^Last printed on .* by Lucia Fernandez/), slow);
  assert.is(queryByRole(container, 'link'), null);
});

part.run();
