/**
 * `npm run docs`: writes the endpoint reference of docs/api.md from the contract (the endpoint
 * table and its schemas) and the reference server's handler table.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { endpointReference, withReference } from '../src/contract/reference.ts';
import { handlerTable, unhandledEndpoints } from '../src/server/features/handler-table.ts';

const file = new URL('../docs/api.md', import.meta.url);
const page = await readFile(file, 'utf8');
const next = withReference(page, endpointReference(new Set(unhandledEndpoints(handlerTable))));
if (next === page) {
  console.log('docs/api.md: the endpoint reference is up to date');
} else {
  await writeFile(file, next);
  console.log('docs/api.md: endpoint reference written');
}
