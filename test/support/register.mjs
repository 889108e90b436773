// Lets Node 20 import the project's TypeScript, TSX and CSS modules directly in tests:
// `node --import ./test/support/register.mjs file.test.ts`. esbuild strips types per file.
import { register } from 'node:module';
import { setFlagsFromString } from 'node:v8';

// PGlite's PostgreSQL is 9 MB of WebAssembly. V8 compiles what runs with its fast baseline
// compiler, then again with its optimising one in background threads; a test process is too
// short-lived for the second to pay back: without it, a process that opens a database uses
// 0.45 s of processor time instead of 0.8 s, and a long one no more than before. Set before
// anything is compiled. (The server outside the tests keeps V8's defaults.)
setFlagsFromString('--liftoff-only');

register('./ts-loader.mjs', import.meta.url);

// Tests create and check hundreds of passwords: hash them at the cheap test cost (see
// src/server/auth/passwords.ts), unless the run asks for another.
process.env.PASSWORD_HASH_COST ??= 'test';
