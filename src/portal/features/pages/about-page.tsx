/** About: the product, its version and how to reach support. */
import { runtimeConfig } from '../../lib/config/runtime.ts';
import { configDate, configVersion } from '../../../contract/constants.ts';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import styles from './pages.module.css';

export default function AboutPage() {
  const config = runtimeConfig();
  return (
    <section>
      <PageHeader title="About" />
      <Card>
        <p>
          {config.productName} lets clinicians and institutions view evaluation reports of their subjects, follow them over
          time, and manage who in the institution can see what.
        </p>
        <dl className={styles.facts}>
          <dt>Version</dt>
          <dd>
            {configVersion} ({configDate})
          </dd>
          <dt>Support</dt>
          <dd>
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </dd>
        </dl>
      </Card>
    </section>
  );
}
