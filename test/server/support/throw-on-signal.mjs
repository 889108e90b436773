// Preloaded by main-output.test.ts: on SIGUSR2, an error is thrown from a timer callback, where
// no caller can catch it (as the PostgreSQL client's write on a closed connection does).
process.on('SIGUSR2', () => {
  setImmediate(() => {
    throw new TypeError('a defect nobody caught');
  });
});
