/**
 * Whose pages these are: the subject banner on every page about one subject (its reports, legacy
 * reports and comparison over time). The subject code, sex, age, the institution's record number
 * (when the reader may see it) and the institution, in that order and in one line, kept in view
 * under the top bar while the page scrolls; two short lines on a phone. On paper the report's own
 * print header says whose it is. The code is known from the evaluation list; the rest comes from
 * the subject list, asked for that code (until it answers, or if it fails, the code alone).
 */
import { useRef } from 'react';
import { api } from '../../lib/http/api.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { formatAge } from '../../lib/i18n/dates.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { useCaller } from '../../domain/access/caller.ts';
import { subjectListEndpointFor } from '../../domain/access/subject-list-endpoint.ts';
import { VisuallyHidden, visuallyHidden } from '../../ui/visually-hidden.tsx';
import { useStickyHeight } from '../../ui/sticky-height.ts';
import { reportsMessages } from './messages/index.ts';
import styles from './subject-banner.module.css';

interface Props {
  subjectId: number;
  code: string;
  /** The subject was registered in the portal (the URL's PP). */
  portalProvided: boolean;
}

export function SubjectBanner({ subjectId, code, portalProvided }: Props) {
  const t = useT(reportsMessages);
  const locale = useLocale();
  const endpoint = subjectListEndpointFor(useCaller());
  const banner = useRef<HTMLElement>(null);
  useStickyHeight(banner, 'subject-banner-height');
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
  const facts: { key: string; label: string; value: string; shown?: boolean }[] = row
    ? [
        { key: 'sex', label: t('viewer.sex'), value: t(`sexes.${row.sex}`) },
        { key: 'age', label: t('banner.age'), value: formatAge(row.birth_date, new Date(), locale) },
        ...(row.reference ? [{ key: 'record', label: t('banner.record'), value: row.reference, shown: true }] : []),
        { key: 'institution', label: t('viewer.institution'), value: row.institution_name },
      ]
    : [];
  return (
    <section ref={banner} className={styles.banner} aria-label={t('banner.label', { code })} data-print-hide="" data-subject-banner="">
      <p className={styles.code}>
        {code}
        {(row?.portal_provided ?? portalProvided) && (
          <abbr className={styles.tag} title={t('portalProvidedLong')}>
            <span aria-hidden="true">{t('portalProvided')}</span>
            <VisuallyHidden>{t('portalProvidedLong')}</VisuallyHidden>
          </abbr>
        )}
      </p>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.key} className={styles.fact} data-fact={fact.key}>
              <dt className={fact.shown ? styles.label : visuallyHidden}>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
