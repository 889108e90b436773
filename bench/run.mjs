// `npm run bench`: the bundle benchmark, then the server benchmark when bench/server.mjs exists,
// then the portal on a slow mobile connection (bench/slow-network.mjs),
// then the subjects-and-reports and media benchmarks, then the release benchmark (installed package counts, archive size).
// Budgets are reported, not enforced: the exit code is non-zero only when a benchmark crashes.
import { existsSync } from 'node:fs';
import { benchBundle } from './bundle.mjs';
import { benchRelease } from './release.mjs';

const serverBench = new URL('./server.mjs', import.meta.url);

try {
  console.log('== Bundle ==');
  const bundle = await benchBundle();
  if (existsSync(serverBench)) {
    console.log('\n== Server ==');
    const { benchServer } = await import(serverBench.href);
    await benchServer();
  } else {
    console.log('\nbench/server.mjs does not exist yet: server benchmark skipped');
  }
  console.log('\n== Slow network: sign-in form and subject list ==');
  const { benchSlowNetwork } = await import('./slow-network.mjs');
  await benchSlowNetwork();
  console.log('\n== Subjects and reports at scale ==');
  const { benchReports } = await import('./reports.mjs');
  await benchReports();
  console.log('\n== FHIR export ==');
  const { benchFhir } = await import('./fhir.mjs');
  await benchFhir();
  console.log('\n== Subjects and reports: page weights, longitudinal render ==');
  const { benchReportsRender } = await import('./reports-render.mjs');
  await benchReportsRender();
  console.log('\n== Media: byte ranges and viewers ==');
  const { benchMedia } = await import('./media.mjs');
  await benchMedia();
  console.log('\n== Release ==');
  await benchRelease();
  console.log('\n== User management ==');
  const { benchUsers } = await import('./users.mjs');
  await benchUsers();
  console.log('\n== Medical records at scale ==');
  const { benchRecords } = await import('./records.mjs');
  await benchRecords();
  const verdict = bundle.withinBudget ? 'all met' : 'at least one exceeded (FAIL above)';
  console.log(`\nbundle budgets: ${verdict}`);
} catch (error) {
  console.error(`benchmark crashed: ${error.stack ?? error}`);
  process.exit(1);
}
