/**
 * A form's link to lib/forms/drafts.ts: while the form is open, what the person typed is kept in
 * memory for the case their session ends under them; when they sign in again and come back to
 * the form, it is put back once. The form shows the `draftRestored` text of lib/forms/messages
 * while `restored` is true.
 */
import { useEffect, useRef, useState } from 'react';
import { openLiveForm, takeDraft, type DraftValues, type LiveForm } from './drafts.ts';

/** Field names that speak of a password (lib/forms/drafts.ts leaves them out at run time too). */
type PasswordName = `${string}${'password' | 'Password' | 'passwd' | 'pwd'}${string}`;

/** A form's values with no password among them: passing a password field is a type error. */
export type WithoutPasswords<T> = T & { [K in keyof T & PasswordName]: never };

export interface DraftOptions<T extends DraftValues> {
  /** What the fields hold now. Never a password field (see `WithoutPasswords`). */
  values: WithoutPasswords<T>;
  /** What the fields held when the form opened: equal values mean nothing was typed. */
  initial: T;
  /** Puts a draft back into the fields (only the fields it names). */
  restore: (values: Partial<T>) => void;
  /** False while the form is closed but its component stays mounted (a closed dialog). */
  active?: boolean;
}

function sameValues(a: DraftValues, b: DraftValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? '') !== (b[key] ?? '')) return false;
  return true;
}

/**
 * Keeps the form `formKey`'s typed values while it is open and puts back a kept draft when it
 * opens; returns whether a draft was put back (for the notice). Call it after the form's own
 * effects that reset its fields on opening, so the draft is put back after them.
 */
export function useDraft<T extends DraftValues>(formKey: string, options: DraftOptions<T>): boolean {
  const { values, initial, restore, active = true } = options;
  const [restored, setRestored] = useState(false);
  const form = useRef<LiveForm | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    if (!active) {
      setRestored(false);
      return;
    }
    const draft = takeDraft(formKey) as Partial<T> | null;
    if (draft) {
      restoreRef.current(draft);
      setRestored(true);
    }
    const live = openLiveForm(formKey);
    form.current = live;
    return () => {
      live.close();
      form.current = null;
    };
  }, [formKey, active]);

  useEffect(() => {
    form.current?.update(sameValues(values, initial) ? null : values);
  });

  return restored;
}
