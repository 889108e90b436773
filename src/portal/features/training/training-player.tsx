/**
 * A training video in the native player: keyboard and screen-reader controls come with it,
 * captions in the reader's language are on from the start, and it resumes where it stopped. It
 * reports where it stands (to save progress), its end (which unlocks the next video) and a failed
 * load (a signed link that has expired: the page asks for fresh ones). Before it plays it shows a
 * frame of the video, never an empty box: the address asks for the moment just after the start
 * (`#t=0.1`, a media fragment the browser keeps to itself), which makes the browser decode that
 * frame with the metadata, and the box is dark until it has.
 */
import { useRef } from 'react';
import { mediaUrl as apiUrl } from './media-url.ts';
import styles from './training-player.module.css';

export interface PlayerSource {
  video_url: string;
  captions_url: string | null;
  duration_ms: number;
}

export interface TrainingPlayerProps {
  source: PlayerSource;
  /** The accessible name of the player. */
  label: string;
  /** BCP 47 language of the captions, and their label in the captions menu. */
  lang: string;
  captionsLabel: string;
  /** Where to start, in ms. */
  resumeMs?: number;
  onTime?: (ms: number, playing: boolean) => void;
  onEnded?: () => void;
  onLinkFailed?: () => void;
}

/** Turns the captions on: `default` alone is not honoured by every browser once the source changes. */
function showCaptions(video: HTMLVideoElement): void {
  const tracks = video.textTracks;
  for (let i = 0; i < (tracks?.length ?? 0); i++) {
    const track = tracks[i];
    if (track && track.kind === 'captions') track.mode = 'showing';
  }
}

export function TrainingPlayer({ source, label, lang, captionsLabel, resumeMs = 0, onTime, onEnded, onLinkFailed }: TrainingPlayerProps) {
  const resumed = useRef(false);
  const lastReport = useRef(0);
  return (
    <video
      width={640}
      height={360}
      className={styles.video}
      controls
      preload="metadata"
      crossOrigin="anonymous"
      aria-label={label}
      src={`${apiUrl(source.video_url)}#t=0.1`}
      onLoadedMetadata={(event) => {
        const video = event.currentTarget;
        showCaptions(video);
        // A resume point within the last second is the end: start again from the beginning.
        if (!resumed.current && resumeMs > 0 && resumeMs < source.duration_ms - 1000) video.currentTime = resumeMs / 1000;
        resumed.current = true;
      }}
      onTimeUpdate={(event) => {
        const ms = Math.round(event.currentTarget.currentTime * 1000);
        // A save every 10 s of playing is enough to resume close to where one stopped.
        if (Math.abs(ms - lastReport.current) >= 10_000) {
          lastReport.current = ms;
          onTime?.(ms, true);
        }
      }}
      onPause={(event) => {
        const video = event.currentTarget;
        if (!video.ended) onTime?.(Math.round(video.currentTime * 1000), false);
      }}
      onEnded={() => onEnded?.()}
      onError={() => onLinkFailed?.()}
    >
      {source.captions_url ? <track kind="captions" src={apiUrl(source.captions_url)} srcLang={lang} label={captionsLabel} default /> : null}
    </video>
  );
}
