/**
 * The Support Request dialog's state and rules (spec §2, §4, §5). A failed send's words are the
 * dialog's form errors (lib/forms/form-errors.ts), not part of this state.
 */
import type { SupportReason } from '../../../contract/constants.ts';
import { en } from './messages/en.ts';

/** Puts an evaluation id into the prefill's words, in the reader's language. */
export type WritePrefill = (evaluationId: string | number) => string;

const englishPrefill: WritePrefill = (evaluationId) => en.prefill.replace('{id}', String(evaluationId));

export interface SupportState {
  reason: SupportReason | '';
  description: string;
  sending: boolean;
}

/** The prefilled description: with an evaluation id, a request to interpret its report (spec §4). */
export function prefillFor(evaluationId?: string | number | null, write: WritePrefill = englishPrefill): string {
  if (evaluationId === undefined || evaluationId === null || evaluationId === '') return '';
  return write(evaluationId);
}

/** On opening: reason reset to the preset, description to the prefill. */
export function supportOpened(
  presetReason?: SupportReason | null,
  evaluationId?: string | number | null,
  write?: WritePrefill,
): SupportState {
  return { reason: presetReason ?? '', description: prefillFor(evaluationId, write), sending: false };
}

/** Send is enabled only with a reason and a description, and not while sending (spec §5). */
export function canSend(state: SupportState): boolean {
  return state.reason !== '' && state.description.trim() !== '' && !state.sending;
}

/** Send: busy on. */
export function sendStarted(state: SupportState): SupportState {
  return { ...state, sending: true };
}

/** Busy off in every case; on failure the dialog stays open with its text. */
export function sendFailed(state: SupportState): SupportState {
  return { ...state, sending: false };
}

/** Busy off after success (the dialog then closes). */
export function sendSucceeded(state: SupportState): SupportState {
  return { ...state, sending: false };
}
