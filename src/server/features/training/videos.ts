/**
 * POST training/videos/0?lang=: the training videos in the caller's language, which of them are
 * unlocked (the first, and each one after a video watched to its end: spec §4's unlock order, kept
 * by the server), and where each one resumes. Only an unlocked video gets signed links to the
 * video and its captions (a locked one answers null: issue 20, finding 3), and the first time its
 * links are issued to the user is recorded.
 * POST training/set_progress/{position}: records where the player stands; `ended` marks the
 * video watched, which unlocks the next. A locked video's progress is refused (409), and so is an
 * end reported sooner than the video can be played since its link was first issued (finding 4).
 */
import { trainingEndpoints } from '../../../contract/endpoints/training.ts';
import { serverReason } from '../../../contract/messages.ts';
import { sourceLanguage, type Language } from '../../../contract/languages.ts';
import { ApiError } from '../../core/api-error.ts';
import { queryOne, type Queryable } from '../../db/db.ts';
import { handler } from '../../http/handler.ts';
import { mediaLinkSeconds, signMediaPath } from '../../media/signed-url.ts';

export interface VideoRow {
  position: number;
  title: string;
  summary: string;
  media_path: string;
  captions_path: string | null;
  duration_ms: number;
}

/** The training videos in `lang`, by position; the source language's where a video has no version in `lang`. */
export async function videosIn(db: Queryable, lang: Language): Promise<VideoRow[]> {
  return db.query<VideoRow>(
    `SELECT DISTINCT ON (position) position, title, summary, media_path, captions_path, duration_ms
     FROM training_videos WHERE lang = $1 OR lang = $2
     ORDER BY position, (lang = $1) DESC`,
    [lang, sourceLanguage],
  );
}

interface ProgressRow {
  position: number;
  resume_ms: number;
  completed: boolean;
}

/**
 * The soonest a video's end is believed, in ms after its link was first issued: the browser's own
 * controls play at up to twice the normal speed, so half its length.
 */
export function soonestEndMs(durationMs: number): number {
  return Math.ceil(durationMs / 2);
}

/** The positions the user watched to their end, in order. */
export async function watchedPositions(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ position: number }>(
    'SELECT position FROM training_progress WHERE user_id = $1 AND completed_at IS NOT NULL ORDER BY position',
    [userId],
  );
  return rows.map((row) => row.position);
}

/** Whether every training video was watched to its end. */
export async function allVideosWatched(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query<{ missing: number }>(
    `SELECT count(*)::int AS missing FROM (SELECT DISTINCT position FROM training_videos) v
     WHERE NOT EXISTS (SELECT 1 FROM training_progress p WHERE p.user_id = $1 AND p.position = v.position AND p.completed_at IS NOT NULL)`,
    [userId],
  );
  return (rows[0]?.missing ?? 1) === 0;
}

/** Spec §4: a video unlocks when the one before it was watched to its end. */
export function isUnlocked(positions: readonly number[], position: number, watched: ReadonlySet<number>): boolean {
  const index = positions.indexOf(position);
  if (index <= 0) return index === 0;
  return watched.has(positions[index - 1] as number);
}

export const listTrainingVideos = handler(trainingEndpoints.listTrainingVideos, async ({ db, member, query, now, media }) => {
  const trainee = member;
  const videos = await videosIn(db, query.lang);
  const progress = await db.query<ProgressRow>(
    'SELECT position, resume_ms, completed_at IS NOT NULL AS completed FROM training_progress WHERE user_id = $1',
    [trainee.userId],
  );
  const byPosition = new Map(progress.map((row) => [row.position, row]));
  const watched = new Set(progress.filter((row) => row.completed).map((row) => row.position));
  const positions = videos.map((video) => video.position);
  const unlocked = positions.filter((position) => isUnlocked(positions, position, watched));
  // The first issue of an unlocked video's links is kept: a later listing never moves it. (The
  // positions go as JSON text: both drivers send text alike, arrays not.)
  await db.query(
    `INSERT INTO training_progress (user_id, position, resume_ms, updated_at, started_at)
     SELECT $1, p.value::int, 0, $3, $3 FROM jsonb_array_elements_text($2::text::jsonb) AS p
     ON CONFLICT (user_id, position) DO UPDATE SET started_at = EXCLUDED.started_at
     WHERE training_progress.started_at IS NULL`,
    [trainee.userId, JSON.stringify(unlocked), now],
  );
  let expires = new Date(now.getTime() + mediaLinkSeconds * 1000);
  const sign = (path: string) => {
    const link = signMediaPath(media.secret, path, trainee.userId, now);
    expires = link.expiresAt;
    return link.url;
  };
  return {
    lang: query.lang,
    videos: videos.map((video) => {
      const open = unlocked.includes(video.position);
      return {
        position: video.position,
        title: video.title,
        summary: video.summary,
        duration_ms: video.duration_ms,
        video_url: open ? sign(video.media_path) : null,
        captions_url: open && video.captions_path ? sign(video.captions_path) : null,
        unlocked: open,
        watched: watched.has(video.position),
        resume_ms: byPosition.get(video.position)?.resume_ms ?? 0,
      };
    }),
    total_rows: videos.length,
    links_expire_at: expires.toISOString(),
  };
});

export const setTrainingProgress = handler(trainingEndpoints.setTrainingProgress, async ({ db, member, params, body, now }) => {
  const trainee = member;
  const position = /^\d{1,4}$/.test(params.id) ? Number(params.id) : -1;
  const videos = await videosIn(db, sourceLanguage);
  const video = videos.find((entry) => entry.position === position);
  if (!video) throw new ApiError(404, serverReason.trainingVideoNotFound);
  const watchedBefore = new Set(await watchedPositions(db, trainee.userId));
  if (!isUnlocked(videos.map((entry) => entry.position), position, watchedBefore)) {
    throw new ApiError(409, serverReason.trainingVideoLocked);
  }
  if (body.ended && !watchedBefore.has(position)) {
    const row = await queryOne<{ started_at: Date | null }>(
      db,
      'SELECT started_at FROM training_progress WHERE user_id = $1 AND position = $2',
      [trainee.userId, position],
    );
    // No link issued yet, or too little time since: the video cannot have been played to its end.
    if (!row?.started_at || now.getTime() - row.started_at.getTime() < soonestEndMs(video.duration_ms)) {
      throw new ApiError(409, serverReason.trainingVideoEndTooSoon);
    }
  }
  // The end is reached when the player says so; the resume point never passes the video's end.
  const resume = body.ended ? 0 : Math.min(body.resume_ms, video.duration_ms);
  const rows = await db.query<{ resume_ms: number; completed: boolean }>(
    `INSERT INTO training_progress (user_id, position, resume_ms, completed_at, updated_at)
     VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN $5::timestamptz END, $5)
     ON CONFLICT (user_id, position) DO UPDATE SET
       resume_ms = EXCLUDED.resume_ms,
       completed_at = COALESCE(training_progress.completed_at, EXCLUDED.completed_at),
       updated_at = EXCLUDED.updated_at
     RETURNING resume_ms, completed_at IS NOT NULL AS completed`,
    [trainee.userId, position, resume, body.ended, now],
  );
  return {
    position,
    resume_ms: rows[0]?.resume_ms ?? resume,
    watched: rows[0]?.completed === true,
    watched_positions: await watchedPositions(db, trainee.userId),
  };
});
