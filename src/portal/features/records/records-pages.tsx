/**
 * The medical records routes' one entry in the shell (/medical_records, /register, /list): it opens
 * the page of the current path, each page a chunk of its own. One entry for the three keeps the
 * route table, which travels with the sign-in page, as small as it was.
 */
import { lazy, Suspense } from 'react';
import { lazyLoadDelayMs } from '../../../contract/constants.ts';
import { paths } from '../../domain/paths.ts';
import type { PageProps } from '../../lib/router/page.ts';
import { useLocation } from '../../lib/router/history.ts';
import { Spinner } from '../../ui/spinner.tsx';

const pages = {
  [paths.medicalRecords.pattern]: lazy(() => import('./records-home-page.tsx')),
  [paths.registerMedicalRecord.pattern]: lazy(() => import('./register-page.tsx')),
  [paths.medicalRecordsList.pattern]: lazy(() => import('./records-list-page.tsx')),
};

export default function RecordsPages(props: PageProps) {
  const Page = pages[useLocation().path as keyof typeof pages] ?? pages[paths.medicalRecords.pattern];
  return (
    <Suspense fallback={<Spinner delayMs={lazyLoadDelayMs} />}>
      {Page ? <Page {...props} /> : null}
    </Suspense>
  );
}
