/**
 * The processed video of one evaluation, for the report viewer: "Request processed video", then
 * its status checked with back-off (1 s, 2 s, 4 s... at most 10 s) until it is done or failed,
 * then the video in the native player. A request made before (another visit, a reload) is asked
 * for first and shown where it stands, so the panel never offers to request it again. The checks and the video are resources of the request
 * (lib/resource), so the panel keeps no timer of its own. Each failure shows the catalogue's message (spec §8:
 * 'Video request could not be sent', 'Video request status could not be retrieved', 'Task video
 * could not be retrieved') with a way to try again.
 */
import { useEffect, useRef, useState } from 'react';
import { MessageText } from '../../../lib/i18n/message-text.tsx';
import type { Message } from '../../../lib/i18n/message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { runtimeConfig } from '../../../lib/config/runtime.ts';
import { failed } from '../../../domain/messages/catalogue.ts';
import { useResource } from '../../../lib/resource/use-resource.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import type { VideoRequest } from '../../../../contract/types.ts';
import { videoMessages } from './messages/index.ts';
import { pollDelay } from './poll-delay.ts';
import { currentForm, findVideoRequest, requestVideo, taskVideo, videoRequestStatus, type VideoForm } from './videos-api.ts';

export interface ProcessedVideoPanelProps {
  /** The evaluation (its keyid). */
  evaluationId: number;
  /** Demo mode: the demo forms of the calls. */
  demo?: boolean;
  /** The form of the calls when the caller already knows it (the report viewer does). */
  form?: VideoForm;
  /** Heading level under the page's headings; 2 by default. */
  headingLevel?: 2 | 3;
}

const url = (path: string) => `${runtimeConfig().apiBase.replace(/\/+$/, '')}/${path}`;

/** Whether a request is still waiting for its video. */
const waiting = (request: VideoRequest) => request.status !== 'done' && request.status !== 'failed';

export function ProcessedVideoPanel({ evaluationId, demo = false, form: given, headingLevel = 2 }: ProcessedVideoPanelProps) {
  const t = useT(videoMessages);
  const [sending, setSending] = useState(false);
  const [sendFailure, setSendFailure] = useState<Message | null>(null);
  // The request as the server accepted it; its status checks and its video are resources of it.
  const [request, setRequest] = useState<VideoRequest | null>(null);
  const alive = useRef(new AbortController());
  const refreshed = useRef(false);
  const Heading = `h${headingLevel}` as const;
  const form = given ?? currentForm(demo);

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  // A request made earlier for this evaluation: shown as it stands instead of the Request button.
  // If the question fails, the button is offered (requesting again answers the request under way).
  const earlier = useResource((signal) => findVideoRequest(form, evaluationId, signal), [form, evaluationId], { isEmpty: () => false });
  const earlierRequest = earlier.data?.request ?? null;
  useEffect(() => {
    if (earlierRequest) setRequest((shown) => shown ?? earlierRequest);
  }, [earlierRequest]);
  const asking = earlier.status === 'loading' || (earlierRequest !== null && request === null);

  // The status of a waiting request, first checked 1 s after the request (or a retry), then with
  // back-off until it is done or failed.
  const status = useResource((signal) => videoRequestStatus(form, request?.request_id ?? 0, signal), [request], {
    enabled: request !== null && waiting(request),
    delayMs: pollDelay(0),
    poll: (latest, look) => (waiting(latest) ? pollDelay(look + 1) : null),
  });
  const current = status.data ?? request;
  const done = current?.status === 'done' ? current : null;
  const video = useResource((signal) => taskVideo(form, done?.task_id ?? '', signal), [done?.task_id], { enabled: done !== null });

  const send = async () => {
    setSending(true);
    setSendFailure(null);
    setRequest(null);
    refreshed.current = false;
    const result = await requestVideo(form, evaluationId);
    if (alive.current.signal.aborted) return;
    setSending(false);
    if (result.ok) setRequest(result.data);
    else setSendFailure(result.message);
  };

  // What failed, in the order the steps run, with the way to try that step again.
  const failure: { message: Message; retry: () => void } | null = sendFailure
    ? { message: sendFailure, retry: () => void send() }
    : current?.status === 'failed'
      ? // The server's reason is in English; the panel's own words follow the reader's language.
        { message: t('failedJob'), retry: () => void send() }
      : status.status === 'failed'
        ? { message: status.message ?? failed('videoRequestStatus'), retry: status.retry }
        : video.status === 'failed'
          ? { message: video.message ?? failed('taskVideoLoad'), retry: video.retry }
          : null;

  return (
    <section aria-labelledby={`processed-video-${evaluationId}`}>
      <Heading id={`processed-video-${evaluationId}`}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      {sending || (!request && !sendFailure && !asking) ? (
        <Button busy={sending} onClick={() => void send()}>
          {t('request')}
        </Button>
      ) : null}
      {current && waiting(current) && !failure ? (
        <p role="status">{current.status === 'queued' ? t('queued') : t('processing')}</p>
      ) : null}
      {failure ? (
        <Alert
          variant="error"
          action={
            <Button variant="secondary" size="small" onClick={failure.retry}>
              {t('tryAgain')}
            </Button>
          }
        >
          <MessageText message={failure.message} />
        </Alert>
      ) : null}
      {video.data && !failure ? (
        <video
          controls
          preload="metadata"
          crossOrigin="anonymous"
          aria-label={t('player', { id: evaluationId })}
          src={url(video.data.video_url)}
          // An expired link (the page stayed open): ask once for a fresh one.
          onError={() => {
            if (refreshed.current) return;
            refreshed.current = true;
            video.reload();
          }}
        />
      ) : null}
    </section>
  );
}
