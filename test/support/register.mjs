// Lets Node 20 import the project's TypeScript, TSX and CSS modules directly in tests:
// `node --import ./test/support/register.mjs file.test.ts`. esbuild strips types per file.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);

// Tests create and check hundreds of passwords: hash them at the cheap test cost (see
// src/server/auth/passwords.ts), unless the run asks for another.
process.env.PASSWORD_HASH_COST ??= 'test';
