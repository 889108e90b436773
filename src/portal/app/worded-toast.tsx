/**
 * A notification's toast, shown once its message has its words. A lazy module of its own: most
 * visits to the sign-in page never show a notification, so its code waits until one is shown.
 */
import type { ComponentProps } from 'react';
import { Toast } from '../ui/toast.tsx';
import type { Message } from '../lib/i18n/message.ts';
import { useMessageText } from '../lib/i18n/message-words.ts';

export default function WordedToast({ message, ...props }: Omit<ComponentProps<typeof Toast>, 'message'> & { message: Message }) {
  return <Toast {...props} message={useMessageText(message)} />;
}
