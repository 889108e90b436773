/**
 * /patients: the subject table. Search (debounced), sort and paging are done by the server; the
 * query lives in the URL, so Back, reload and a shared link keep it. The list follows the user's
 * permission: the whole institution (subjects/list_inst) or their own subjects (list_inst_user).
 */
import { useResource } from '../../lib/resource/use-resource.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { failed } from '../../domain/messages/catalogue.ts';
import { paths } from '../../domain/paths.ts';
import { recordEndpoints } from '../../../contract/endpoints/records.ts';
import { listsSubjects, mayOffer, readsReports, useCaller } from '../../domain/access/caller.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Alert } from '../../ui/alert.tsx';
import { subjectsMessages } from './messages/index.ts';
import { subjectListEndpointFor } from '../../domain/access/subject-list-endpoint.ts';
import { subjectList } from './subject-query.ts';
import { useListQuery } from '../../lib/list/use-list-query.ts';
import { fetchSubjects } from './subjects-api.ts';
import { SubjectTable } from './subject-table.tsx';
import { useListSearch } from '../../lib/list/use-list-search.ts';
import styles from './subjects-page.module.css';

export default function SubjectsPage() {
  const t = useT(subjectsMessages);
  const caller = useCaller();
  // Sorting and paging push, keeping focus on the control used (the table stays on screen); the
  // search (lib/list's) replaces the history entry, so Back returns to the page before the search,
  // not to each letter.
  const list = useListQuery(subjectList, paths.patients());
  const { query } = list;
  const search = useListSearch(list, 'search');
  const { searched } = search;
  const endpoint = subjectListEndpointFor(caller);

  const allowed = listsSubjects(caller);
  // Nothing is asked for that the permissions would refuse (a refusal could end the session).
  const subjects = useResource(
    (signal) => fetchSubjects(endpoint, { ...query, search: searched }, signal),
    [endpoint, searched, query.sort, query.order, query.page],
    // Sorting and paging keep the table on screen while the next rows load: the header or the
    // pager's button pressed keeps focus.
    { isEmpty: (data) => data.subject_list.length === 0 && data.total_rows === 0, enabled: allowed, keepOnChange: true },
  );

  if (!allowed) {
    return (
      <section>
        <PageHeader title={t('title')} />
        <Alert variant="info" title={t('forbiddenTitle')}>
          <p>{t('forbiddenText')}</p>
        </Alert>
      </section>
    );
  }

  const wide = endpoint.path === 'subjects/list_inst/0';
  // A records clerk lists the subjects but reads no reports: their codes open the medical records.
  const readsAny = readsReports(caller);
  const opens = readsAny ? 'reports' : mayOffer(recordEndpoints.listMedicalRecords, caller) ? 'records' : 'nothing';
  const description = !readsAny ? t('descriptionRecords') : wide ? t('descriptionInstitution') : t('descriptionOwn');
  return (
    <section>
      <PageHeader title={t('title')} description={description} />
      <form role="search" className={styles.search} onSubmit={(event) => {
        event.preventDefault();
        search.commit();
      }}>
        <TextField
          label={t('search')}
          hint={t('searchHint')}
          type="search"
          value={search.text}
          onChange={(event) => search.type(event.currentTarget.value)}
          autoComplete="off"
        />
      </form>
      <ResourceView
        resource={subjects}
        failedTitle={<MessageText message={failed('recordsLoad')} />}
        empty={
          searched
            ? {
                title: t('noMatchTitle', { search: searched }),
                text: t('noMatchText'),
                action: <Button variant="secondary" onClick={search.clear}>{t('clearSearch')}</Button>,
              }
            : { title: t('emptyTitle'), text: t('emptyText') }
        }
      >
        {(data) => <SubjectTable data={data} query={query} showReference={wide} opens={opens} busy={subjects.reloading} onChange={list.push} />}
      </ResourceView>
    </section>
  );
}
