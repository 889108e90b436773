/** /medical_records: what this area is, the latest records and the ways in (issue 11). */
import type { PageProps } from '../../lib/router/page.ts';
import { paths } from '../../domain/paths.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { formatDateTime } from '../../lib/i18n/dates.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLocale, useT } from '../../lib/i18n/use-t.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Link } from '../../lib/router/link.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { recordsMessages } from './messages/index.ts';
import { listRecords } from './records-api.ts';
import { useRecordAccess } from './use-record-access.ts';
import { recordsListPath, standardStringsPath } from './record-paths.ts';
import styles from './records.module.css';

function LatestRecords() {
  const t = useT(recordsMessages);
  const locale = useLocale();
  const latest = useResource((signal) => listRecords({ page_size: 5 }, signal), [], { isEmpty: (data) => data.records.length === 0 });
  return (
    <Card title={t('area.latest')}>
      <ResourceView resource={latest} failedTitle={<MessageText message={failed('recordsLoad')} />} empty={{ title: t('area.latestEmpty'), text: t('area.latestEmptyText'), headingLevel: 3 }}>
        {(data) => (
          <ul className={styles.revisions}>
            {data.records.map((record) => (
              <li key={record.record_id}>
                <Link to={recordsListPath({ record: record.record_id })}>{record.subject_code}</Link>{' '}
                <span className={styles.meta}>{t('record.updated', { name: record.updated_by.name, date: formatDateTime(record.updated_at, locale) })}</span>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </Card>
  );
}

export default function RecordsHomePage(_props: PageProps) {
  const t = useT(recordsMessages);
  const access = useRecordAccess();
  return (
    <section className={styles.stack}>
      <PageHeader title={t('area.title')} description={t('area.intro')} />
      {!access.canRead && !access.canManageStrings ? <Alert>{t('area.noAccess')}</Alert> : null}
      {access.canRead && !access.canWrite ? <Alert>{t('area.readOnly')}</Alert> : null}
      <div className={styles.ways}>
        {access.canWrite ? (
          <Card title={t('area.registerTitle')}>
            <p>{t('area.registerText')}</p>
            <Link to={paths.registerMedicalRecord()}>{t('area.registerAction')}</Link>
          </Card>
        ) : null}
        {access.canRead ? (
          <Card title={t('area.listTitle')}>
            <p>{t('area.listText')}</p>
            <Link to={paths.medicalRecordsList()}>{t('area.listAction')}</Link>
          </Card>
        ) : null}
        {access.canManageStrings ? (
          <Card title={t('area.stringsTitle')}>
            <p>{t('area.stringsText')}</p>
            <Link to={standardStringsPath}>{t('area.stringsAction')}</Link>
          </Card>
        ) : null}
      </div>
      {access.canRead ? <LatestRecords /> : null}
    </section>
  );
}
