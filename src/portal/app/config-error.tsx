/** Shown instead of the portal when config.json is missing or invalid: names the problem. */
import { useEffect } from 'react';
import { configErrorTexts, describeProblem } from '../lib/config/config-problems.ts';
import type { ConfigProblem } from '../lib/config/config.ts';
import { startingLanguage } from '../lib/i18n/language-store.ts';
import type { Language } from '../lib/i18n/languages.ts';
import styles from './config-error.module.css';

/**
 * `language`: the visitor's remembered choice, else their browser's (config.json, which could
 * name the installation's language, is what failed).
 */
export function ConfigErrorScreen({ problems, language = startingLanguage() }: { problems: readonly ConfigProblem[]; language?: Language }) {
  const texts = configErrorTexts[language];
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{texts.title}</h1>
        <p>{texts.lead}</p>
        <ul>
          {problems
            .map((problem) => describeProblem(problem, language))
            .map((text) => (
              <li key={text}>{text}</li>
            ))}
        </ul>
        <p className={styles.note}>{texts.note}</p>
      </div>
    </main>
  );
}
