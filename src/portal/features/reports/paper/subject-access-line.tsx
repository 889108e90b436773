/**
 * On a subject's reports page: when its reports were last opened in the institution and by whom
 * (issue 25), for anyone who may read them; user managers and the owner also get a link to the
 * subject's access history. Says nothing when the line cannot be loaded: it is a hint, not data
 * the page needs.
 */
import { api } from '../../../lib/http/api.ts';
import { formatDateTime } from '../../../lib/i18n/dates.ts';
import { useLocale, useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/resource/use-resource.ts';
import { Link } from '../../../lib/router/link.tsx';
import { sessionStore } from '../../../lib/session/session.ts';
import { useStore } from '../../../lib/store/use-store.ts';
import { message } from '../../../lib/i18n/message.ts';
import { paths } from '../../../domain/paths.ts';
import { readsAccessHistory } from '../../../domain/access/access-history.ts';
import { accessEventEndpoints } from '../../../../contract/endpoints/access-events.ts';
import { paperMessages } from './messages/index.ts';
import styles from './subject-access-line.module.css';

export default function SubjectAccessLine({ subjectId, subjectCode }: { subjectId: number; subjectCode: string }) {
  const t = useT(paperMessages);
  const locale = useLocale();
  const history = useStore(sessionStore, readsAccessHistory);
  const last = useResource(
    (signal) =>
      api.call(accessEventEndpoints.getLastOpened, { params: { id: subjectId }, fallback: message(paperMessages, 'paper.failed'), central: false, signal }),
    [subjectId],
  );
  const opened = last.data?.last;
  const text =
    last.status !== 'ready' && last.status !== 'empty'
      ? null
      : opened
        ? t(opened.action === 'printed' ? 'lastOpened.printed' : 'lastOpened.line', { date: formatDateTime(opened.at, locale), name: opened.user_name })
        : t('lastOpened.never');
  if (text === null && !history) return null;
  return (
    <p className={styles.line} data-print-hide="" data-last-opened="">
      {text}
      {history && (
        <>
          {text ? ' · ' : ''}
          <Link to={paths.accessHistory({ subject: String(subjectId), subject_code: subjectCode || null, page: null })}>{t('lastOpened.history')}</Link>
        </>
      )}
    </p>
  );
}
