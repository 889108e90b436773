/**
 * The current institution's information from get-institution (spec §7), with its groups, for
 * those whose permissions include get_inst. A non-OK answer shows its message in an error element
 * (spec §8), not a notification.
 */
import { userEndpoints } from '../../../contract/endpoints/users.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { api } from '../../lib/http/api.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useUiTexts } from '../../ui/ui-texts.tsx';
import { institutionsMessages } from './messages/index.ts';
import { sessionPermissions } from '../../domain/access/caller.ts';

/** Whether the stored permissions (spec §3) include get_inst. */
export function canGetInstitution(permissions: string | undefined): boolean {
  return sessionPermissions({ permissions }).users.includes('get_inst');
}

export function InstitutionInfo({ id }: { id: string }) {
  const t = useT(institutionsMessages);
  const texts = useUiTexts();
  const info = useResource(
    (signal) => api.call(userEndpoints.getInstitution, { params: { id }, signal, fallback: failed('institutionLoad'), central: false }),
    [id],
    { isEmpty: () => false },
  );
  if (info.status === 'loading') return null;
  if (info.status === 'failed' || !info.data) {
    return (
      <Alert variant="error" title={<MessageText message={info.message ?? failed('institutionLoad')} />}>
        <Button variant="secondary" onClick={info.retry}>
          {texts.tryAgain}
        </Button>
      </Alert>
    );
  }
  const data = info.data;
  const groups = data.groups.filter((group) => group.group_no !== 0);
  return (
    <Card title={t('info.title', { name: data.institution_name })}>
      <dl>
        <dt>{t('info.country')}</dt>
        <dd>{data.country || '—'}</dd>
        <dt>{t('info.owner')}</dt>
        <dd>{data.owner ? `${data.owner.name} ${data.owner.lastname}` : t('info.noOwner')}</dd>
        <dt>{t('info.users')}</dt>
        <dd>{data.users_total}</dd>
        <dt>{t('info.groups')}</dt>
        <dd>{groups.length ? groups.map((group) => group.name).join(', ') : t('info.noGroups')}</dd>
      </dl>
    </Card>
  );
}
