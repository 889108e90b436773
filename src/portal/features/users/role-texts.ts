/**
 * A role's label and description as the reader sees them. The server's words are the source: in
 * the source language they show as sent; in another language a role the contract knows shows the
 * users messages' translation of it, and a role it does not know keeps the server's words. The
 * role's name (its wire value) never changes.
 */
import { isRoleName } from '../../../contract/roles.ts';
import type { RoleEntry } from '../../../contract/types.ts';
import { type Language, sourceLanguage } from '../../lib/i18n/languages.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import type { en } from './messages/en.ts';

export function roleTexts(
  role: Pick<RoleEntry, 'name' | 'label' | 'description'>,
  language: Language,
  t: Translate<typeof en>,
): { label: string; description: string } {
  if (language === sourceLanguage || !isRoleName(role.name)) return { label: role.label, description: role.description };
  return { label: t(`role.${role.name}.label`), description: t(`role.${role.name}.description`) };
}
