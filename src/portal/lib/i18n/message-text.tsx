/**
 * A message put into words where it is shown (see message.ts). While a catalogue it needs is
 * loading (a few milliseconds, once), it shows nothing: the text then appears in place, which a
 * live region around it announces like any other change.
 */
import { Suspense } from 'react';
import type { Message } from './message.ts';
import { useMessageText } from './message-words.ts';

function Words({ message }: { message: Message }) {
  return <>{useMessageText(message)}</>;
}

export function MessageText({ message }: { message: Message }) {
  return (
    <Suspense fallback={null}>
      <Words message={message} />
    </Suspense>
  );
}
