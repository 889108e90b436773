/**
 * /user_manual: the manual the server holds (extras/doc/0), in the person's language, rendered with
 * the portal's own elements from structured data, never as HTML ('Documentation could not be
 * loaded' on failure). Each section links to the page it explains, when the reader may open it.
 */
import type { ManualBlock, UserManual } from '../../../contract/types.ts';
import { failed } from '../../domain/messages/catalogue.ts';
import { MessageText } from '../../lib/i18n/message-text.tsx';
import { useLanguage, useT } from '../../lib/i18n/use-t.ts';
import { useResource } from '../../lib/resource/use-resource.ts';
import { Link } from '../../lib/router/link.tsx';
import { usePageName } from '../../domain/navigation/institution-links.ts';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { recordsMessages } from './messages/index.ts';
import { getManual } from './records-api.ts';
import styles from './records.module.css';

/** Only images of the portal itself are shown (the schema allows no other source either). */
const portalImage = /^\/portal\/[\w\-./]+$/;

function Block({ block }: { block: ManualBlock }) {
  if (block.type === 'paragraph') return <p>{block.text}</p>;
  if (block.type === 'list') {
    return (
      <ul>
        {block.items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  return portalImage.test(block.src) && !block.src.includes('..') ? <img src={block.src} alt={block.alt} /> : null;
}

function Manual({ manual }: { manual: UserManual }) {
  const t = useT(recordsMessages);
  // Each section links the first page it explains that the reader may open, by that page's name.
  const pageName = usePageName();
  return (
    <div className={styles.manual} lang={manual.language}>
      <nav aria-label={t('manual.contents')}>
        <h2>{t('manual.contents')}</h2>
        <ul>
          {manual.sections.map((section) => (
            <li key={section.id}>
              <a href={`#manual-${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {manual.sections.map((section) => {
        const page = section.pages.find((path) => pageName(path) !== null);
        const name = page ? pageName(page) : null;
        return (
          <Card key={section.id}>
            <h2 id={`manual-${section.id}`}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            {page && name ? <Link to={page}>{t('manual.goTo', { page: name })}</Link> : null}
          </Card>
        );
      })}
    </div>
  );
}

export default function UserManualPage() {
  const t = useT(recordsMessages);
  const language = useLanguage();
  const manual = useResource((signal) => getManual(language, signal), [language]);
  return (
    <section>
      <PageHeader title={t('manual.title')} />
      <ResourceView resource={manual} failedTitle={<MessageText message={failed('documentationLoad')} />}>
        {(data) => <Manual manual={data} />}
      </ResourceView>
    </section>
  );
}
