/**
 * What a person had typed into an open form when their session ended under them (its time ran
 * out, or the server refused its token), kept for their return. The rules:
 *
 * - In memory only, in this module: never in sessionStorage, localStorage or IndexedDB, since it
 *   may hold patient data. A reload loses it, as it loses the session.
 * - A mounted form keeps its live values here while the person types (`openLiveForm`); a normal
 *   close (navigation, dialog closed, successful send) removes them and keeps nothing.
 * - When the session ends under the person, each open form's values become a draft for the
 *   person who was signed in when the form opened. A logout (lib/session/session-end.ts: a session
 *   end without the reason 'ended') drops every draft.
 * - A draft is given back once (`takeDraft`), to the same form, when the same person has signed in
 *   again; a different person signing in drops every draft that is not theirs.
 * - Password fields are never kept: any value whose name speaks of a password is left out.
 *
 * Only the forms import this module (and they are lazy), so the sign-in screen carries none of it.
 */
import { onSessionEnd } from '../session/session-end.ts';
import { sessionStore } from '../session/session.ts';

/** A form's typed values by field name. */
export type DraftValues = Readonly<Record<string, string>>;

interface Kept {
  formKey: string;
  userId: string;
  values: DraftValues | null;
}

/** Mounted forms with what they hold, by owner (one object per mounted form). */
const live = new Map<object, Kept>();
/** Drafts waiting for their person's return, by form key. */
const drafts = new Map<string, Kept & { values: DraftValues }>();

/** Field names that hold a password, which is never kept. */
const passwordName = /pass(word|wd|phrase)|pwd/i;

function withoutPasswords(values: DraftValues): DraftValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !passwordName.test(name)));
}

function currentUserId(): string {
  return sessionStore.getState().user_id ?? '';
}

/** A mounted form's link to the registry. */
export interface LiveForm {
  /** What the form holds now; `null` when nothing was typed (nothing to keep). */
  update(values: DraftValues | null): void;
  /** The form closed normally: its values are dropped, nothing is kept. */
  close(): void;
}

/**
 * Registers a mounted form under `formKey` for the person signed in now (captured here: when a
 * session ends, it has already been cleared). Without a signed-in person nothing is registered.
 */
export function openLiveForm(formKey: string): LiveForm {
  const owner = {};
  const userId = currentUserId();
  if (userId) live.set(owner, { formKey, userId, values: null });
  return {
    update(values) {
      const entry = live.get(owner);
      if (entry) entry.values = values && withoutPasswords(values);
    },
    close() {
      live.delete(owner);
    },
  };
}

/**
 * The draft of `formKey` kept for the person signed in now, given once: it is dropped as it is
 * returned. `null` when there is none, or when it belongs to someone else.
 */
export function takeDraft(formKey: string): DraftValues | null {
  const draft = drafts.get(formKey);
  if (!draft) return null;
  drafts.delete(formKey);
  return draft.userId === currentUserId() ? draft.values : null;
}

onSessionEnd((reason) => {
  if (reason === 'ended') {
    for (const entry of live.values()) {
      if (entry.values && Object.keys(entry.values).length > 0) drafts.set(entry.formKey, { ...entry, values: entry.values });
    }
  } else {
    drafts.clear();
  }
  // The open forms belonged to the session that ended: whatever they do next keeps nothing.
  live.clear();
});

// Someone signing in: drafts that are not theirs are dropped at once.
sessionStore.subscribe((state) => {
  const userId = state.user_id;
  if (!userId) return;
  for (const [formKey, draft] of drafts) if (draft.userId !== userId) drafts.delete(formKey);
});
