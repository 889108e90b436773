import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { waitFor } from '../../../support/dom.ts';
import {
  announceSignOut,
  onSignOutElsewhere,
  signOutStorageKey,
} from '../../../../src/portal/lib/session/sign-out-broadcast.ts';

const broadcast = suite('signing out in one tab signs out every tab');

broadcast('another tab hears a sign-out through the BroadcastChannel', async () => {
  assert.type(BroadcastChannel, 'function', 'both test DOMs run where BroadcastChannel exists');
  // A second channel object stands for another tab: messages never reach their own sender.
  const otherTab = new BroadcastChannel('portal-sign-out');
  const heard: unknown[] = [];
  otherTab.onmessage = (event) => heard.push(event.data);
  let selfHeard = 0;
  const stop = onSignOutElsewhere(() => (selfHeard += 1));
  announceSignOut();
  await waitFor(() => assert.equal(heard, ['signed-out']));
  otherTab.postMessage('signed-out');
  await waitFor(() => assert.is(selfHeard, 1, 'a sign-out elsewhere reaches the listener'));
  stop();
  otherTab.close();
});

broadcast('without BroadcastChannel a storage event carries it, and nothing stays in storage', async () => {
  const original = globalThis.BroadcastChannel;
  // @ts-expect-error a browser without BroadcastChannel
  delete globalThis.BroadcastChannel;
  try {
    let heard = 0;
    const stop = onSignOutElsewhere(() => (heard += 1));
    announceSignOut();
    assert.is(localStorage.getItem(signOutStorageKey), null, 'the key is removed at once');
    window.dispatchEvent(new StorageEvent('storage', { key: signOutStorageKey, newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal.language', newValue: 'es' }));
    assert.is(heard, 1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: signOutStorageKey, newValue: '2' }));
    assert.is(heard, 1, 'nothing after unsubscribing');
  } finally {
    globalThis.BroadcastChannel = original;
  }
});

broadcast.run();
