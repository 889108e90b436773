import { benchBundle } from '/work/wt/budget/bench/bundle.mjs';
await benchBundle();
