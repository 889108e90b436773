/**
 * Whose page this is: the subject banner on every page about one subject (its reports, legacy
 * reports, comparison over time, a medical record). The subject code, then its facts (sex, age,
 * the institution's record number when the reader may see it, the institution) in that order and
 * in one line, kept in view under the top bar while the page scrolls; short lines on a phone. On
 * paper a report's own print header says whose it is. The page gives the facts it knows.
 */
import { useRef, type ReactNode } from 'react';
import { useStickyHeight } from './sticky-height.ts';
import { visuallyHidden } from './visually-hidden.tsx';
import styles from './subject-banner.module.css';

export interface SubjectFact {
  key: 'sex' | 'age' | 'record' | 'institution';
  label: string;
  value: string;
  /** The label is shown (a record number needs its name); else it is for screen readers only. */
  labelled?: boolean;
}

interface Props {
  code: string;
  /** The banner's name for screen readers, such as "Subject NOR-1005". */
  label: string;
  facts: readonly SubjectFact[];
  /** A mark beside the code (the portal-provided tag). */
  tag?: ReactNode;
}

export function SubjectBanner({ code, label, facts, tag }: Props) {
  const banner = useRef<HTMLElement>(null);
  useStickyHeight(banner, 'subject-banner-height');
  return (
    <section ref={banner} className={styles.banner} aria-label={label} data-print-hide="" data-subject-banner="">
      <p className={styles.code}>
        {code}
        {tag}
      </p>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.key} className={styles.fact} data-fact={fact.key}>
              <dt className={fact.labelled ? styles.label : visuallyHidden}>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The class of a tag beside the code (SubjectBanner's `tag`). */
export const subjectTagClass = styles.tag as string;
