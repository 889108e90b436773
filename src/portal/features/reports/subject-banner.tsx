/**
 * The subject banner of a subject's reports pages (ui/subject-banner.tsx). The code is known from
 * the evaluation list; the rest comes from the subject list, asked for that code (until it
 * answers, or if it fails, the code alone).
 */
import { api } from '../../lib/http/api.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { formatAge } from '../../lib/i18n/dates.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { useCaller } from '../../domain/access/caller.ts';
import { subjectListEndpointFor } from '../../domain/access/subject-list-endpoint.ts';
import { SubjectBanner, subjectTagClass, type SubjectFact } from '../../ui/subject-banner.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { reportsMessages } from './messages/index.ts';

interface Props {
  subjectId: number;
  code: string;
  /** The subject was registered in the portal (the URL's PP). */
  portalProvided: boolean;
}

export function ReportsSubjectBanner({ subjectId, code, portalProvided }: Props) {
  const t = useT(reportsMessages);
  const locale = useLocale();
  const endpoint = subjectListEndpointFor(useCaller());
  const subject = useResource(
    (signal) =>
      api.call(endpoint, {
        query: { page: 1, page_size: 10, search: code },
        fallback: failed('recordsLoad'),
        // The banner does without: a failure leaves the code alone, as the page already shows it.
        central: false,
        signal,
      }),
    [endpoint.path, code],
  );
  const row = subject.data?.subject_list.find((s) => s.keyid === subjectId);
  const facts: SubjectFact[] = row
    ? [
        { key: 'sex', label: t('viewer.sex'), value: t(`sexes.${row.sex}`) },
        { key: 'age', label: t('banner.age'), value: formatAge(row.birth_date, new Date(), locale) },
        ...(row.reference ? [{ key: 'record', label: t('banner.record'), value: row.reference, labelled: true } as const] : []),
        { key: 'institution', label: t('viewer.institution'), value: row.institution_name },
      ]
    : [];
  const tag = (row?.portal_provided ?? portalProvided) && (
    <abbr className={subjectTagClass} title={t('portalProvidedLong')}>
      <span aria-hidden="true">{t('portalProvided')}</span>
      <VisuallyHidden>{t('portalProvidedLong')}</VisuallyHidden>
    </abbr>
  );
  return <SubjectBanner code={code} label={t('banner.label', { code })} facts={facts} tag={tag} />;
}
