/** The processed-video panel's texts in English; es.ts translates them. */
export const en = {
  title: 'Processed video',
  intro: 'The video of this evaluation with the analysis drawn over it. Processing takes a moment.',
  request: 'Request processed video',
  requestAgain: 'Request it again',
  queued: 'Your request is waiting to be processed.',
  processing: 'The video is being processed…',
  checkAgain: 'Check again',
  tryAgain: 'Try again',
  player: 'Processed video of evaluation {id}',
  failedJob: 'The video could not be processed.',
} as const;
