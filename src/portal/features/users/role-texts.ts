/**
 * A role's label and description as the reader sees them. The server's words are the source: in
 * the source language they show as sent; in another language a role the contract knows shows the
 * users messages' translation of it, and a role it does not know keeps the server's words. The
 * role's name (its wire value) never changes.
 */
import type { RoleEntry } from '../../../contract/types.ts';
import { type Language, sourceLanguage } from '../../lib/i18n/languages.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { en } from './messages/en.ts';

export function roleTexts(
  role: Pick<RoleEntry, 'label' | 'description'> & { readonly name: string },
  language: Language,
  t: Translate<typeof en>,
): { label: string; description: string } {
  // The role list is checked against the contract's names on arrival; this check keeps a name
  // the tables do not know readable even so.
  if (language === sourceLanguage || !Object.hasOwn(en.role, role.name)) return { label: role.label, description: role.description };
  return { label: t(`role.${role.name as keyof typeof en.role}.label`), description: t(`role.${role.name as keyof typeof en.role}.description`) };
}
