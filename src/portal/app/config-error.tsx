/** Shown instead of the portal when config.json is missing or invalid: names the problem. */
import { describeProblem } from '../lib/config/config-problems.ts';
import type { ConfigProblem } from '../lib/config/config.ts';
import styles from './config-error.module.css';

export function ConfigErrorScreen({ problems }: { problems: readonly ConfigProblem[] }) {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>The portal is not configured correctly</h1>
        <p>The portal cannot start because its configuration file, config.json, has a problem:</p>
        <ul>
          {problems.map(describeProblem).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className={styles.note}>
          If you are a user of the portal, please tell your hospital&apos;s IT team. If you run this portal, correct
          config.json next to index.html and reload the page.
        </p>
      </div>
    </main>
  );
}
