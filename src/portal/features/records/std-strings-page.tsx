/**
 * /medical_records/standard_strings: user managers keep the institution's choice lists (issue 11):
 * add an entry, translate it, move it up or down, retire it (never delete: records keep it) or
 * restore it.
 */
import { useState, type FormEvent } from 'react';
import { stdStringCategories, recordLimits, type StdStringCategory } from '../../../contract/schemas/medical-records.ts';
import type { StdString } from '../../../contract/types.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { message, type Message } from '../../lib/i18n/message.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { languages, sourceLanguage, type Language } from '../../lib/i18n/languages.ts';
import { notifySuccess } from '../../lib/notifications/notifications-slice.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { paths } from '../../domain/paths.ts';
import { Link } from '../../lib/router/link.tsx';
import { recordsMessages } from './messages/index.ts';
import { listStdStrings, saveStdString } from './records-api.ts';
import { useRecordAccess } from './use-record-access.ts';
import styles from './records.module.css';
import { DataTable } from '../../ui/data-table.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.tsx';

type Texts = Record<Language, string>;
type Save = (id: number, entry: Pick<StdString, 'category' | 'texts'> & { position?: number; retired?: boolean }) => Promise<boolean>;

const noTexts = (): Texts => Object.fromEntries(languages.map((language) => [language, ''])) as Texts;
const complete = (texts: Texts) => languages.every((language) => texts[language].trim() !== '');

/** One text field per language of the product. */
function TextsFields({ texts, onChange, required = false }: { texts: Texts; onChange: (texts: Texts) => void; required?: boolean }) {
  const t = useT(recordsMessages);
  return (
    <>
      {languages.map((language) => (
        <TextField
          key={language}
          label={t(`strings.language.${language}`)}
          required={required}
          maxLength={recordLimits.stdString}
          value={texts[language]}
          onChange={(e) => onChange({ ...texts, [language]: e.target.value })}
        />
      ))}
    </>
  );
}

function EntryRow({ entry, count, save }: { entry: StdString; count: number; save: Save }) {
  const t = useT(recordsMessages);
  const [editing, setEditing] = useState(false);
  const [texts, setTexts] = useState(entry.texts);
  const label = entry.texts[sourceLanguage];
  if (editing) {
    return (
      <tr>
        <td>{entry.position}</td>
        <td colSpan={languages.length}>
          <div className={styles.toolbar}>
            <TextsFields texts={texts} onChange={setTexts} />
          </div>
        </td>
        <td colSpan={2}>
          <div className={styles.actions}>
            <Button size="small" disabled={!complete(texts)} onClick={async () => (await save(entry.id, { category: entry.category, texts })) && setEditing(false)}>
              {t('strings.save')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => setEditing(false)}>
              {t('strings.cancel')}
            </Button>
          </div>
        </td>
      </tr>
    );
  }
  const base = { category: entry.category, texts: entry.texts };
  return (
    <tr>
      <td>{entry.position}</td>
      {languages.map((language) => (
        <td key={language}>{entry.texts[language]}</td>
      ))}
      <td>
        {entry.retired ? t('strings.retiredState') : t('strings.active')}
        {entry.used ? <span className={styles.meta}> · {t('strings.usedState')}</span> : null}
      </td>
      <td>
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
            {t('strings.edit')}
          </Button>
          <Button size="small" variant="text" aria-label={t('strings.moveUp', { label })} disabled={entry.position <= 1} onClick={() => void save(entry.id, { ...base, position: entry.position - 1 })}>
            ↑
          </Button>
          <Button size="small" variant="text" aria-label={t('strings.moveDown', { label })} disabled={entry.position >= count} onClick={() => void save(entry.id, { ...base, position: entry.position + 1 })}>
            ↓
          </Button>
          <Button size="small" variant="secondary" onClick={() => void save(entry.id, { ...base, retired: !entry.retired })}>
            {entry.retired ? t('strings.restore') : t('strings.retire')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function AddEntry({ category, listName, save }: { category: StdStringCategory; listName: string; save: Save }) {
  const t = useT(recordsMessages);
  const [texts, setTexts] = useState(noTexts);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save(0, { category, texts })) setTexts(noTexts());
  };
  return (
    <form onSubmit={submit} aria-label={t('strings.addHeading', { list: listName })}>
      <h3>{t('strings.addHeading', { list: listName })}</h3>
      <div className={styles.toolbar}>
        <TextsFields texts={texts} onChange={setTexts} required />
        <Button type="submit" disabled={!complete(texts)}>
          {t('strings.add')}
        </Button>
      </div>
    </form>
  );
}

/** The standard strings page; only user managers reach the list (see register-page.tsx on why). */
export default function StdStringsPage() {
  const t = useT(recordsMessages);
  const access = useRecordAccess();
  if (!access.canManageStrings) {
    return (
      <section className={styles.stack}>
        <PageHeader title={t('strings.title')} />
        <Alert>{t('strings.onlyManagers')}</Alert>
      </section>
    );
  }
  return <StdStringsManager />;
}

function StdStringsManager() {
  const t = useT(recordsMessages);
  const [showRetired, setShowRetired] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const lists = useResource((signal) => listStdStrings(true, signal), []);

  const save: Save = async (id, entry) => {
    setFailure(null);
    const result = await saveStdString(id, entry);
    if (!result.ok) {
      // The server's reason when it gave one (a refused text), else this page's own words.
      setFailure(result.serverMessage ? result.message : message(recordsMessages, 'strings.failed'));
      return false;
    }
    notifySuccess(message(recordsMessages, 'strings.saved'));
    lists.reload();
    return true;
  };

  return (
    <section className={styles.stack}>
      <PageHeader title={t('strings.title')} description={t('strings.intro')} actions={<Link to={paths.medicalRecords()}>{t('area.title')}</Link>} />
      <label>
        <input type="checkbox" checked={showRetired} onChange={(e) => setShowRetired(e.target.checked)} /> {t('strings.showRetired')}
      </label>
      {failure ? <Alert variant="error" title={<MessageText message={failure} />} /> : null}
      <ResourceView resource={lists} failedTitle={t('strings.loadFailed')}>
        {(data) => (
          <>
            {stdStringCategories.map((category) => {
              const all = data.strings.filter((s) => s.category === category).sort((a, b) => a.position - b.position);
              const shown = all.filter((s) => showRetired || !s.retired);
              const listName = t(`strings.${category}`);
              return (
                <Card key={category} title={listName}>
                  {shown.length ? (
                    <DataTable className={styles.table}>
                        <caption className={visuallyHidden}>{listName}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t('strings.position')}</th>
                            {languages.map((language) => (
                              <th key={language} scope="col">
                                {t(`strings.language.${language}`)}
                              </th>
                            ))}
                            <th scope="col">{t('strings.status')}</th>
                            <th scope="col">{t('strings.actions')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {shown.map((entry) => (
                            <EntryRow key={`${entry.id}-${JSON.stringify(entry.texts)}`} entry={entry} count={all.length} save={save} />
                          ))}
                        </tbody>
                      </DataTable>
                  ) : (
                    <p>{t('strings.empty')}. {t('strings.emptyText')}</p>
                  )}
                  <AddEntry category={category} listName={listName} save={save} />
                </Card>
              );
            })}
          </>
        )}
      </ResourceView>
    </section>
  );
}
