// The component tests' fake clock (fake-clock.ts), installed right after the DOM and before
// React loads, so React, the app and the tests all see the same timers and the same Date.now().
import { installFakeClock } from './fake-clock.ts';

export const clock = installFakeClock();
