/** Shows the notification at the head of the queue (spec §9: at most one at once). */
import { lazy, Suspense } from 'react';
import { useStore } from '../lib/store/use-store.ts';
import {
  dismissNotification,
  notificationsStore,
  removeNotification,
  visibleNotifications,
} from '../lib/notifications/notifications-slice.ts';
import styles from './notification-host.module.css';
import { withStyles } from './late-styles.ts';

// The toast, its styles and the catalogue load with the first notification; the area itself is
// always there.
const WordedToast = lazy(withStyles('worded-toast', () => import('./worded-toast.tsx')));

/** The notification area, fixed at the bottom of the viewport. */
export function NotificationHost() {
  const notifications = useStore(notificationsStore, (s) => s.notifications);
  const [current] = visibleNotifications({ notifications });
  const close = () => {
    if (!current) return;
    dismissNotification(current.key);
    removeNotification(current.key);
  };
  return (
    // A live region in the page from the start: screen readers announce what arrives in a region
    // they already know, and may miss one that arrives with its text.
    <div className={styles.host} data-print-hide="" aria-live="polite">
      {current && (
        // The toast appears, and is announced, once its code and its words have arrived.
        <Suspense key={current.key} fallback={null}>
          <WordedToast
            message={current.message}
            variant={current.variant}
            autoHideMs={current.autoHideMs}
            closable={current.closable}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
