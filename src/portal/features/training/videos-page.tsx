/**
 * Training Videos (spec §2, §4): the training videos in the reader's language, watched in order.
 * The server says which are unlocked and where each resumes (unlock.ts takes its word); the training
 * videos slice makes the spec's state of its answer (available indices, selection, progress, total,
 * language) by its rules. Watching a video to its end unlocks the next once the server believes the end
 * (it refuses an end reached sooner than the video plays: the page says so); a locked video has no
 * link to play. At progress 100 the exam opens from here.
 */
import { useRef, useState } from 'react';
import { useResource } from '../../lib/resource/use-resource.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { Link } from '../../lib/router/link.tsx';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import type { Message } from '../../lib/i18n/message.ts';
import { paths } from '../../domain/paths.ts';
import { useCaller } from '../../domain/access/caller.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import type { TrainingVideos } from '../../../contract/types.ts';
import { trainingMessages } from './messages/index.ts';
import { listTrainingVideos, saveTrainingProgress } from './training-api.ts';
import { TrainingPlayer } from './training-player.tsx';
import { clock } from './clock-text.ts';
import { initialVideosState, videosStateOf } from './videos-slice.ts';
import styles from './training.module.css';

type PendingSave = { position: number; body: { resume_ms: number; ended: boolean } };

export default function VideosPage() {
  const t = useT(trainingMessages);
  const lang = useLanguage();
  const videos = useResource((signal) => listTrainingVideos(lang, signal), [lang], { isEmpty: (data) => data.videos.length === 0 });
  // The video the reader chose; until then the state selects the first one left to watch.
  const [chosen, setChosen] = useState<number | null>(null);
  const state = videos.data ? videosStateOf(videos.data.videos, t('videos.language'), chosen) : initialVideosState;
  const certified = useCaller().member?.evaluatorStatus === 2;
  const [unsaved, setUnsaved] = useState<PendingSave | null>(null);
  const [refused, setRefused] = useState<Message | null>(null);
  // Where each video stands in this visit, so fresh links (after expiry) resume at the same place.
  const positions = useRef(new Map<number, number>());

  const save = async (pending: PendingSave) => {
    const result = await saveTrainingProgress(pending.position, pending.body);
    if (result.ok) {
      setUnsaved(null);
      if (pending.body.ended) {
        setRefused(null);
        // The server has unlocked the next video and issues its links only now: ask for the list again.
        videos.reload();
      }
      return;
    }
    // An end the server does not believe (played too fast, or skipped to): saving again will not
    // help, watching it will; the server's words say so.
    if (pending.body.ended && result.status === 409) {
      setUnsaved(null);
      setRefused(result.message);
      return;
    }
    setUnsaved(pending);
  };

  const body = (data: TrainingVideos) => {
    const total = data.videos.length;
    const selected = data.videos.find((video) => video.position === state.selectedVideo) ?? null;
    return (
      <div className={styles.layout}>
        <ol aria-label={t('videos.listLabel')} className={styles.list}>
          {data.videos.map((video) => {
            const unlocked = state.availableVideos.includes(video.position);
            // Watched as the server says, or to its end in this visit (which unlocked the next).
            const watched = video.watched || state.availableVideos.includes(video.position + 1);
            const current = video.position === state.selectedVideo;
            return (
              <li key={video.position} aria-current={current ? 'true' : undefined} className={unlocked ? styles.item : `${styles.item} ${styles.locked}`}>
                <strong className={styles.itemTitle}>{video.title}</strong>
                <span className={styles.meta}>
                  {t('videos.position', { number: video.position + 1, total })} · {t('videos.duration', { time: clock(video.duration_ms) })} ·{' '}
                  {!unlocked ? t('videos.locked') : watched ? t('videos.watched') : t('videos.notWatched')}
                </span>
                {unlocked ? (
                  <Button
                    size="small"
                    variant={current ? 'primary' : 'secondary'}
                    aria-pressed={current}
                    aria-label={`${t('videos.play')}: ${video.title}`}
                    onClick={() => setChosen(video.position)}
                  >
                    {t('videos.play')}
                  </Button>
                ) : (
                  <span className={styles.hint}>{t('videos.lockedHint')}</span>
                )}
              </li>
            );
          })}
        </ol>
        <div className={styles.player}>
          {selected ? (
            <>
              <h2>{selected.title}</h2>
              {selected.video_url === null ? (
                <p>{state.availableVideos.includes(selected.position) ? t('videos.preparing') : t('videos.lockedHint')}</p>
              ) : (
                <TrainingPlayer
                  key={`${selected.position}-${selected.video_url}`}
                  source={{ ...selected, video_url: selected.video_url }}
                  label={t('videos.playerLabel', { title: selected.title })}
                  lang={lang}
                  captionsLabel={t('videos.captions')}
                  resumeMs={positions.current.get(selected.position) ?? selected.resume_ms}
                  onTime={(ms) => {
                    positions.current.set(selected.position, ms);
                    void save({ position: selected.position, body: { resume_ms: ms, ended: false } });
                  }}
                  onEnded={() => {
                    positions.current.set(selected.position, 0);
                    void save({ position: selected.position, body: { resume_ms: selected.duration_ms, ended: true } });
                  }}
                  onLinkFailed={videos.reload}
                />
              )}
              {selected.summary ? <p>{selected.summary}</p> : null}
              {selected.resume_ms > 0 ? <p>{t('videos.resumeAt', { time: clock(selected.resume_ms) })}</p> : null}
            </>
          ) : (
            <p>{t('videos.choose')}</p>
          )}
        </div>
      </div>
    );
  };

  return (
    <section>
      <PageHeader title={t('videos.title')} description={t('videos.lead')} />
      <p className={styles.progress}>
        <label htmlFor="training-progress">{t('videos.progress')}</label>{' '}
        <progress id="training-progress" max={100} value={state.progress} />{' '}
        {/* Counted in videos, as the list shows them: "2 of 3 videos watched", not 66 %. */}
        <span>{t('videos.progressValue', { count: Math.round((state.progress / 100) * state.totalVideos), total: state.totalVideos })}</span>
      </p>
      {unsaved ? (
        <Alert variant="error" title={t('failure.progressSave')} action={
          <Button variant="secondary" size="small" onClick={() => void save(unsaved)}>
            {t('videos.saveAgain')}
          </Button>
        }>
          {t('videos.notSaved')}
        </Alert>
      ) : null}
      {refused ? (
        <Alert variant="error" title={t('videos.endRefused')}>
          <MessageText message={refused} />
        </Alert>
      ) : null}
      {state.progress === 100 ? (
        <Alert variant="success" title={certified ? t('videos.certified') : t('videos.examReady')}>
          {certified ? <Link to={paths.certificates()}>{t('videos.openCertificates')}</Link> : <Link to={paths.evaluatorExam()}>{t('videos.openExam')}</Link>}
        </Alert>
      ) : null}
      <ResourceView
        resource={videos}
        failedTitle={t('failure.videosLoad')}
        empty={{ title: t('videos.emptyTitle'), text: t('videos.emptyText') }}
      >
        {body}
      </ResourceView>
    </section>
  );
}
