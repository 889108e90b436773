/**
 * The form sentences are a translated set now: lib/forms/messages (field issues, the email
 * format, the passwords that differ, the restored draft). This English text remains only for the
 * forms that still show it directly; they read `draftRestored` from that set once translated.
 */
export const draftRestoredText = 'What you typed before your session ended has been put back.';
