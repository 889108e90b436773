// Preloaded by main-output.test.ts: on SIGUSR2, an error is thrown from a timer callback, where
// no caller can catch it, as a defect in a dependency would. On SIGUSR1, the PostgreSQL client's
// known fault is imitated: a function named as the client's `nextWrite` writes on a socket that
// is gone (db/client-fault.ts).
process.on('SIGUSR2', () => {
  setImmediate(() => {
    throw new TypeError('a defect nobody caught');
  });
});
process.on('SIGUSR1', () => {
  const socket = null;
  setImmediate(function nextWrite() {
    return socket.write(Buffer.alloc(1));
  });
});
