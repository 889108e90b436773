/**
 * The processed video of one evaluation, for the report viewer: "Request processed video", then
 * its status checked with back-off (1 s, 2 s, 4 s... at most 10 s) until it is done or failed,
 * then the video in the native player. Each failure shows the catalogue's message (spec §8:
 * 'Video request could not be sent', 'Video request status could not be retrieved', 'Task video
 * could not be retrieved') with a way to try again.
 */
import { useEffect, useRef, useState } from 'react';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import type { Message } from '../../lib/i18n/message.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import type { TaskVideo, VideoRequest } from '../../../contract/types.ts';
import { videoMessages } from './messages/index.ts';
import { pollDelay } from './poll-delay.ts';
import { currentForm, requestVideo, taskVideo, videoRequestStatus, type VideoForm } from './videos-api.ts';

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

type Stage =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'waiting'; request: VideoRequest }
  | { kind: 'ready'; request: VideoRequest; video: TaskVideo }
  | { kind: 'failed'; message: Message; retry: () => void };

const url = (path: string) => `${runtimeConfig().apiBase.replace(/\/+$/, '')}/${path}`;

export function ProcessedVideoPanel({ evaluationId, demo = false, form: given, headingLevel = 2 }: ProcessedVideoPanelProps) {
  const t = useT(videoMessages);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const alive = useRef(new AbortController());
  const refreshed = useRef(false);
  const Heading = `h${headingLevel}` as const;
  const form = given ?? currentForm(demo);

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  const play = async (request: VideoRequest) => {
    const result = await taskVideo(form, request.task_id, alive.current.signal);
    if (alive.current.signal.aborted) return;
    if (result.ok) setStage({ kind: 'ready', request, video: result.data });
    else setStage({ kind: 'failed', message: result.message, retry: () => void play(request) });
  };

  const follow = (request: VideoRequest, attempt: number) => {
    if (request.status === 'done') return void play(request);
    if (request.status === 'failed') {
      // The server's reason is in English; the panel's own words follow the reader's language.
      setStage({ kind: 'failed', message: t('failedJob'), retry: () => void send() });
      return;
    }
    setStage({ kind: 'waiting', request });
    const timer = setTimeout(async () => {
      const result = await videoRequestStatus(form, request.request_id, alive.current.signal);
      if (alive.current.signal.aborted) return;
      if (result.ok) follow(result.data, attempt + 1);
      else setStage({ kind: 'failed', message: result.message, retry: () => follow(request, 0) });
    }, pollDelay(attempt));
    alive.current.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  };

  const send = async () => {
    setStage({ kind: 'sending' });
    const result = await requestVideo(form, evaluationId);
    if (alive.current.signal.aborted) return;
    if (result.ok) follow(result.data, 0);
    else setStage({ kind: 'failed', message: result.message, retry: () => void send() });
  };

  return (
    <section aria-labelledby={`processed-video-${evaluationId}`}>
      <Heading id={`processed-video-${evaluationId}`}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      {stage.kind === 'idle' || stage.kind === 'sending' ? (
        <Button busy={stage.kind === 'sending'} onClick={() => void send()}>
          {t('request')}
        </Button>
      ) : null}
      {stage.kind === 'waiting' ? (
        <p role="status">{stage.request.status === 'queued' ? t('queued') : t('processing')}</p>
      ) : null}
      {stage.kind === 'failed' ? (
        <Alert
          variant="error"
          action={
            <Button variant="secondary" size="small" onClick={stage.retry}>
              {t('tryAgain')}
            </Button>
          }
        >
          <MessageText message={stage.message} />
        </Alert>
      ) : null}
      {stage.kind === 'ready' ? (
        <video
          controls
          preload="metadata"
          crossOrigin="anonymous"
          aria-label={t('player', { id: evaluationId })}
          src={url(stage.video.video_url)}
          // An expired link (the page stayed open): ask once for a fresh one.
          onError={() => {
            if (refreshed.current) return;
            refreshed.current = true;
            void play(stage.request);
          }}
        />
      ) : null}
    </section>
  );
}
