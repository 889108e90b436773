/**
 * Certificates (spec §2, §7): the user's certificates, and one of them opened (its id in the
 * URL, so Back and a reload keep it) as a printable certificate.
 */
import { useResource } from '../../lib/resource/use-resource.ts';
import { useSearchParams } from '../../lib/router/history.ts';
import { Link } from '../../lib/router/link.tsx';
import { formatDate } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { paths } from '../../domain/paths.ts';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { trainingMessages } from './messages/index.ts';
import { certificateHref } from './certificate-href.ts';
import { getCertificate, listCertificates } from './training-api.ts';
import { CertificateView } from './certificate-view.tsx';
import { DataTable } from '../../ui/data-table.tsx';

function OpenCertificate({ id }: { id: string }) {
  const t = useT(trainingMessages);
  const certificate = useResource((signal) => getCertificate(id, signal), [id]);
  return (
    <>
      <p data-print-hide>
        <Link to={paths.certificates()}>{t('certificates.back')}</Link>
        {certificate.status === 'ready' ? (
          <>
            {' '}
            <Button onClick={() => window.print()}>{t('certificates.print')}</Button>
          </>
        ) : null}
      </p>
      <ResourceView resource={certificate} failedTitle={<MessageText message={failed('certificateLoad')} />}>
        {(data) => <CertificateView certificate={data} />}
      </ResourceView>
    </>
  );
}

function CertificateList() {
  const t = useT(trainingMessages);
  const locale = useLocale();
  const list = useResource((signal) => listCertificates(signal), [], { isEmpty: (data) => data.certificates.length === 0 });
  return (
    <ResourceView
      resource={list}
      failedTitle={<MessageText message={failed('certificatesLoad')} />}
      empty={{
        title: t('certificates.emptyTitle'),
        text: t('certificates.emptyText'),
        action: <Link to={paths.trainingVideos()}>{t('certificates.toExam')}</Link>,
      }}
    >
      {(data) => (
        <div>
          <DataTable stackBelow="medium">
            <caption>{t('certificates.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('certificates.issued')}</th>
                <th scope="col">{t('certificates.institution')}</th>
                <th scope="col">{t('certificates.score')}</th>
                <th scope="col">{t('certificates.code')}</th>
                <th scope="col">{t('certificates.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.certificates.map((entry) => {
                const date = formatDate(entry.issued_at, locale, 'long');
                return (
                  <tr key={entry.id}>
                    <td>{date}</td>
                    <td>{entry.institution_name}</td>
                    <td>{entry.score} %</td>
                    <td>{entry.verification_code}</td>
                    <td>
                      <Link to={certificateHref(entry.id)} aria-label={t('certificates.openLabel', { date })}>
                        {t('certificates.open')}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </div>
      )}
    </ResourceView>
  );
}

export default function CertificatesPage() {
  const t = useT(trainingMessages);
  const id = useSearchParams().get('id');
  return (
    <section>
      <div data-print-hide={id ? '' : undefined}>
        <PageHeader title={t('certificates.title')} description={id ? undefined : t('certificates.lead')} />
      </div>
      {id ? <OpenCertificate id={id} /> : <CertificateList />}
    </section>
  );
}
