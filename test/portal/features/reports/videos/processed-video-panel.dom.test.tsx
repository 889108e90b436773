import { act, advance, click, getByRole, getByText, queryByRole, render, waitFor } from '../../../../support/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fail, installApi, ok, seedSession, endPortalTestInEnglish } from '../../../../support/portal-fixtures.ts';
import { ProcessedVideoPanel } from '../../../../../src/portal/features/reports/videos/processed-video-panel.tsx';
import { videoForm } from '../../../../../src/portal/features/reports/videos/videos-api.ts';
import { pollDelay } from '../../../../../src/portal/features/reports/videos/poll-delay.ts';
import { changeLanguage } from '../../../../../src/portal/lib/i18n/language-store.ts';
import type { VideoRequest } from '../../../../../src/contract/types.ts';

const job = (status: VideoRequest['status']): VideoRequest => ({
  request_id: 31,
  evaluation_id: 5,
  task_id: 'tsk-1',
  status,
  requested_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  failure: status === 'failed' ? 'The video could not be processed. Please request it again.' : null,
});

const task = { task_id: 'tsk-1', video_url: 'media/processed/job-31.webm?u=7&e=9&s=x', content_type: 'video/webm', duration_ms: 4000, expires_at: '2030-01-01T00:00:00.000Z' };

const wide = JSON.stringify({ reports: ['list_reports_inst', 'get_evaluation_report_inst'], users: [] });

const Panel = suite('ProcessedVideoPanel');
Panel.before.each(() => seedSession({ roles: ['institutional_clinician'], extra: { permissions: wide } }));
Panel.after.each(endPortalTestInEnglish);

Panel('requests the video, follows its status with back-off and plays it when done', async () => {
  const statuses = [job('processing'), job('done')];
  const api = installApi({
    'processing_records/request_video_inst/5': ok(job('queued')),
    'processing_records/get_video_request_status_inst/31': () => ok(statuses.shift())(undefined as never),
    'processing_records/get_task_video_inst/tsk-1': ok(task),
  });
  render(<ProcessedVideoPanel evaluationId={5} />);
  await waitFor(() => getByRole(document.body, 'button', { name: 'Request processed video' }));
  click(getByRole(document.body, 'button', { name: 'Request processed video' }));
  await advance(0);
  getByText(document.body, 'Your request is waiting to be processed.');
  assert.is(api.callsTo('processing_records/get_video_request_status_inst/31').length, 0);
  await advance(pollDelay(0) - 1);
  assert.is(api.callsTo('processing_records/get_video_request_status_inst/31').length, 0, 'the first check waits 1 s');
  await advance(1);
  getByText(document.body, 'The video is being processed…');
  assert.is(api.callsTo('processing_records/get_video_request_status_inst/31').length, 1);
  await advance(pollDelay(1) - 1);
  assert.is(api.callsTo('processing_records/get_video_request_status_inst/31').length, 1, 'the second check waits longer');
  await advance(1);
  const player = await waitFor(() => {
    const found = document.querySelector('video');
    if (!found) throw new Error('no player');
    return found;
  });
  assert.is(player.getAttribute('aria-label'), 'Processed video of evaluation 5');
  assert.is(player.getAttribute('src'), '/api/media/processed/job-31.webm?u=7&e=9&s=x');
  assert.ok(player.hasAttribute('controls'));
});

Panel('a request made earlier (a reload, another visit) is shown where it stands, not offered again', async () => {
  const api = installApi({
    'processing_records/find_video_request_inst/5': ok({ request: job('processing') }),
    'processing_records/get_video_request_status_inst/31': ok(job('processing')),
  });
  render(<ProcessedVideoPanel evaluationId={5} />);
  await waitFor(() => getByText(document.body, 'The video is being processed…'));
  assert.is(queryByRole(document.body, 'button', { name: 'Request processed video' }), null);
  assert.equal(api.callsTo('processing_records/request_video_inst/5'), []);
});

Panel('without an earlier request the panel offers one', async () => {
  installApi({ 'processing_records/find_video_request_inst/5': ok({ request: null }) });
  render(<ProcessedVideoPanel evaluationId={5} />);
  await waitFor(() => getByRole(document.body, 'button', { name: 'Request processed video' }));
});

Panel("Video request could not be sent: the failure and a way to try again", async () => {
  const api = installApi({ 'processing_records/request_video_inst/5': fail(500) });
  render(<ProcessedVideoPanel evaluationId={5} />);
  click(await waitFor(() => getByRole(document.body, 'button', { name: 'Request processed video' })));
  const alert = await waitFor(() => getByRole(document.body, 'alert'));
  await waitFor(() => getByText(alert, 'Video request could not be sent'));
  api.on('processing_records/request_video_inst/5', ok(job('queued')));
  click(getByRole(alert, 'button', { name: 'Try again' }));
  await waitFor(() => getByText(document.body, 'Your request is waiting to be processed.'));
});

Panel('Video request status could not be retrieved / Task video could not be retrieved', async () => {
  const api = installApi({
    'processing_records/request_video_inst/5': ok(job('queued')),
    'processing_records/get_video_request_status_inst/31': fail(500),
  });
  render(<ProcessedVideoPanel evaluationId={5} />);
  click(await waitFor(() => getByRole(document.body, 'button', { name: 'Request processed video' })));
  await waitFor(() => getByText(document.body, 'Your request is waiting to be processed.'));
  await advance(pollDelay(0));
  let alert = await waitFor(() => getByRole(document.body, 'alert'));
  await waitFor(() => getByText(alert, 'Video request status could not be retrieved'));
  api.on('processing_records/get_video_request_status_inst/31', ok(job('done')));
  api.on('processing_records/get_task_video_inst/tsk-1', fail(500));
  click(getByRole(alert, 'button', { name: 'Try again' }));
  await waitFor(() => getByText(document.body, 'Your request is waiting to be processed.'));
  await advance(pollDelay(0));
  alert = await waitFor(() => getByRole(document.body, 'alert'));
  await waitFor(() => getByText(alert, 'Task video could not be retrieved'));
});

Panel('a job that failed says so in the reader’s language, with a new request offered', async () => {
  installApi({ 'processing_records/request_video_inst/5': ok(job('failed')) });
  await act(() => changeLanguage('es'));
  render(<ProcessedVideoPanel evaluationId={5} />);
  await waitFor(() => getByRole(document.body, 'heading', { name: 'Vídeo procesado' }));
  click(await waitFor(() => getByRole(document.body, 'button', { name: 'Solicitar el vídeo procesado' })));
  const alert = await waitFor(() => getByRole(document.body, 'alert'));
  await waitFor(() => getByText(alert, 'No se ha podido procesar el vídeo.'));
  assert.ok(getByRole(alert, 'button', { name: 'Reintentar' }));
  assert.is(queryByRole(document.body, 'status'), null);
});

Panel('the demo form in demo mode, the per-user form without the institution-wide permission', async () => {
  assert.is(videoForm(wide, true), 'demo');
  assert.is(videoForm(wide, false), 'inst');
  assert.is(videoForm(JSON.stringify({ reports: [], users: [] }), false), 'inst_user');
  assert.is(videoForm(undefined, false), 'inst_user');
  const api = installApi({ 'processing_records/request_video_demo_inst/5': ok(job('queued')) });
  render(<ProcessedVideoPanel evaluationId={5} demo />);
  click(await waitFor(() => getByRole(document.body, 'button', { name: 'Request processed video' })));
  await waitFor(() => assert.is(api.callsTo('processing_records/request_video_demo_inst/5').length, 1));
});

Panel('the back-off doubles from 1 s and stops growing at 10 s', () => {
  assert.equal([0, 1, 2, 3, 4, 5].map(pollDelay), [1000, 2000, 4000, 8000, 10000, 10000]);
});

Panel.run();
