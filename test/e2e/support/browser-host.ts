/**
 * One headless Chromium for every browser test file of a run, instead of one per file (starting
 * Chromium costs about a second of processor time). test/run.mjs starts this process, reads the
 * browser's WebSocket address from its first line of output and hands it to the test files as
 * PORTAL_TEST_BROWSER; the browser closes when this process's standard input closes.
 * `node --import ./test/support/register.mjs test/e2e/support/browser-host.ts`
 */
import { chromium } from 'playwright-core';
import { launchOptions } from './browser.ts';

const server = await chromium.launchServer(launchOptions());
process.stdout.write(`${server.wsEndpoint()}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
