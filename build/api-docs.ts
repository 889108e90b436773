/**
 * `npm run docs`: writes the endpoint reference of docs/api.md from the contract (the endpoint
 * table and its schemas). The reference server answers every endpoint (its handler table is total).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { endpointReference, withReference } from '../src/contract/reference.ts';

const file = new URL('../docs/api.md', import.meta.url);
const page = await readFile(file, 'utf8');
const next = withReference(page, endpointReference());
if (next === page) {
  console.log('docs/api.md: the endpoint reference is up to date');
} else {
  await writeFile(file, next);
  console.log('docs/api.md: endpoint reference written');
}
