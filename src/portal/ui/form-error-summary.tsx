// The summary of a refused form above its fields: every problem at once, as one alert. Each
// problem is also shown at its field (TextField's error), so the summary only lists them.
import { Alert } from './alert.tsx';
import styles from './alert.module.css';

export type FormErrorSummaryProps = {
  /** The sentences to show; nothing is rendered when empty. */
  messages: readonly string[];
};

/** One error alert: a single sentence as is, several as a list. */
export function FormErrorSummary({ messages }: FormErrorSummaryProps) {
  if (!messages.length) return null;
  return (
    <Alert variant="error">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
