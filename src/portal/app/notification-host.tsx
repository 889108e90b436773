/** Shows the notification at the head of the queue (spec §9: at most one at once). */
import { useStore } from '../lib/store/use-store.ts';
import {
  dismissNotification,
  notificationsStore,
  removeNotification,
  visibleNotifications,
} from '../lib/notifications/notifications-slice.ts';
import { Toast } from '../ui/toast.tsx';
import styles from './notification-host.module.css';

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
    <div className={styles.host} data-print-hide="">
      {current && (
        <Toast
          key={current.key}
          message={current.message}
          variant={current.variant}
          autoHideMs={current.autoHideMs}
          closable={current.closable}
          onClose={close}
        />
      )}
    </div>
  );
}
