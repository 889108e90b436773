/**
 * What an email address must be wherever one enters (registration, the confirmation and reset
 * requests, a user manager adding a user, the operator's commands, MAIL_FROM, the portal's
 * config): one RFC 5321 mailbox, `local@domain`, and nothing a mail program could read as more:
 * no display name, no list (`,` `;`), no `<>`, quotes, spaces or control characters. Letters of
 * other scripts are accepted (RFC 6531), as people's addresses have them. The request field of
 * this kind is schema.ts's emailAddress(); the portal imports only this file's check.
 */
/** Longest address accepted (RFC 5321: a path of 256 octets, less the angle brackets). */
export const maxEmailLength = 254;
/** Longest local part (before the @), RFC 5321 section 4.5.3.1.1. */
export const maxLocalPartLength = 64;

// Dot-atom text (RFC 5322 atext), with letters, marks and digits of any script.
const localPart = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
// A host name label: letters and digits, hyphens inside, at most 63 characters.
const label = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u;

/** Whether `value` is exactly one mailbox `local@domain`, the domain a dotted host name. */
export function isMailbox(value: string): boolean {
  if ([...value].length > maxEmailLength) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    [...local].length <= maxLocalPartLength &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((part) => [...part].length <= 63 && label.test(part))
  );
}

