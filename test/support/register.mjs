// Lets Node 20 import the project's TypeScript, TSX and CSS modules directly in tests:
// `node --import ./test/support/register.mjs file.test.ts`. esbuild strips types per file.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
