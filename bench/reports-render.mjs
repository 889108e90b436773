// The subjects-and-reports figures of `npm run bench`: the render time of a 6-evaluation
// longitudinal view in headless Chromium (budget 50 ms), and the gzip bytes each page of the area
// loads beyond the shell (budget 15 KB). The built portal is served from dist/portal by the
// browser's request interception, and the API answers with a generated 6-evaluation report, so
// the time measured is the portal's alone: from the longitudinal answer's arrival until the frame
// showing every chart and table has been laid out and painted.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { reportPageWeights } from './reports-chunks.mjs';
import { dirs, metafileOut } from '../build/options.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const portal = join(root, dirs.portal);
const budgetMs = 50;
const runs = 15;

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.ico': 'image/x-icon' };

const evaluationIds = [101, 102, 103, 104, 105, 106];
const at = (i) => new Date(Date.UTC(2024, 1 + i * 4, 10, 9)).toISOString();

function evaluation(id, i) {
  return {
    keyid: id, subject_id: 5, subject_code: 'BENCH-001', institution_id: 1, institution_name: 'Bench Clinic',
    evaluated_at: at(i), age_months: 80 + i * 4, status: 'ready', task_id: `t-${id}`, protocol: 'GBA-3.2',
    requested_by: 'Bench', report_version: 1,
  };
}

/** Eleven measured items over six evaluations, with ranges and flags that vary. */
function longitudinal(list) {
  const names = ['Gait speed', 'Cadence', 'Stride length', 'Step width', 'Double support time', 'Step length asymmetry',
    'Sway area, eyes closed', 'Mean sway velocity', 'Single-leg stance', 'Timed Up and Go', 'Five times sit-to-stand'];
  const ids = list.length ? list : evaluationIds;
  return {
    lang: 'en',
    subject: { keyid: 5, subject_code: 'BENCH-001', birth_date: '2017-01-01', sex: 'female' },
    evaluations: ids.map((id, i) => ({ keyid: id, evaluated_at: at(i), age_months: 80 + i * 4, version: 1 })),
    items: names.map((name, k) => ({
      key: `item${k}`, section: k < 6 ? 'gait' : k < 9 ? 'balance' : 'mobility',
      section_title: k < 6 ? 'Gait' : k < 9 ? 'Balance' : 'Functional mobility', name, unit: 'u', decimals: 1,
      points: ids.map((id, i) => {
        const value = 10 + k + Math.sin(i + k) * 3;
        return { evaluation_id: id, evaluated_at: at(i), age_months: 80 + i * 4, value, reference: { low: 9 + k, high: 14 + k },
          flag: value < 9 + k ? 'outside' : value > 13 + k ? 'borderline' : 'normal', side: value < 9 + k ? 'low' : value > 13 + k ? 'high' : null };
      }),
    })),
    left_out: [],
  };
}

function report(id) {
  return {
    evaluation: evaluation(id, 5), lang: 'en', version: 1, versions: [{ version: 1, created_at: at(5), author: 'Bench', note: null }],
    variation: 'full', status_note: null,
    report: {
      title: 'Gait and balance evaluation report',
      header: { subject_code: 'BENCH-001', sex: 'female', birth_date: '2017-01-01', age_months: 100, evaluated_at: at(5),
        institution_name: 'Bench Clinic', evaluators: ['Bench'], protocol: 'GBA-3.2', requested_by: 'Bench' },
      sections: [], conclusion: 'Bench.', comments: [],
    },
  };
}

function answer(path, body) {
  if (path.startsWith('reports/list_reports_inst/')) {
    return { evaluation_list: evaluationIds.map(evaluation).reverse(), total_rows: evaluationIds.length };
  }
  if (path.startsWith('reports/get_evaluation_report_inst/')) return report(Number(path.split('/').pop()));
  if (path.startsWith('reports/get_report_variations_inst/')) return [];
  if (path.startsWith('reports/get_longitudinal_report_inst/')) return longitudinal(JSON.parse(body ?? '{}').list ?? []);
  return null;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Median and p95 render time of the 6-evaluation longitudinal view, in milliseconds. */
async function renderTimes() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const expires = Date.now() + 3_600_000;
    await context.addInitScript(({ expires }) => {
      const values = {
        token: 'bench', user_id: '1', username: 'bench@portal.example', user_first_name: 'Bench', user_last_name: 'User',
        expiration_time: String(expires), expiration_date: new Date(expires).toISOString(), api: '/api/',
        user_institutions: JSON.stringify([{ name: 'Bench Clinic', id: 1 }]), selected_institution_id: '1', agree_tandc: 'true',
        user_roles: JSON.stringify(['institutional_clinician']), evaluator_status: '0',
        permissions: JSON.stringify({ reports: ['list_reports_inst', 'get_evaluation_report_inst', 'get_longitudinal_report_inst'], users: ['list_subject_inst'] }),
      };
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
      // The moment the longitudinal answer has been read, for the render time.
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await original(input, init);
        if (String(typeof input === 'string' ? input : input.url).includes('get_longitudinal_report')) {
          const text = await response.text();
          window.__answered = performance.now();
          return new Response(text, { status: response.status, headers: response.headers });
        }
        return response;
      };
    }, { expires });
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.startsWith('/api/')) {
        const data = answer(url.pathname.slice(5), route.request().postData());
        return route.fulfill({ status: data === null ? 404 : 200, contentType: 'application/json', body: JSON.stringify(data === null ? { message: 'Not found' } : { message: 'OK', data }) });
      }
      const inside = url.pathname.replace(/^\/portal\/?/, '');
      let file = resolve(portal, inside || 'index.html');
      if (!file.startsWith(portal) || !existsSync(file) || !extname(file)) file = join(portal, 'index.html');
      return route.fulfill({ status: 200, contentType: types[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    });
    const page = await context.newPage();
    const single = 'http://bench.local/portal/patient/reports?subject=5';
    await page.goto(single);
    await page.getByRole('article').waitFor();
    const compare = `${single}&compare=${evaluationIds.join('%2C')}`;
    const times = [];
    for (let i = 0; i < runs + 2; i++) {
      await page.evaluate(() => { window.__answered = undefined; });
      await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, compare);
      const ms = await page.evaluate(async (count) => {
        const done = () => document.querySelectorAll('figure table tbody tr').length >= count;
        while (!(window.__answered !== undefined && done())) await new Promise((r) => setTimeout(r, 0));
        // After the frame that shows it: rAF runs before that frame's layout and paint, and a task
        // queued from it runs once they are done.
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return performance.now() - window.__answered;
      }, 11 * evaluationIds.length);
      if (i >= 2) times.push(ms); // the first two warm the lazy chunk and the JIT
      await page.goBack();
      await page.getByRole('article').waitFor();
    }
    return times.sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
}

/** Prints the figures; expects a fresh build in dist/ (bench/bundle.mjs makes one). */
export async function benchReportsRender() {
  const metafile = JSON.parse(readFileSync(join(root, metafileOut), 'utf8'));
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log('Page (gzip beyond the shell, budget 15 KB):');
  for (const page of reportPageWeights({ root, metafile })) {
    console.log(`  ${page.route.padEnd(40)} ${page.gzip === null ? 'not a lazy chunk' : `${kb(page.gzip).padStart(8)}  ${page.gzip <= 15_000 ? 'pass' : 'FAIL'}`}`);
  }
  const times = await renderTimes();
  const median = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);
  console.log(`Longitudinal view, 6 evaluations × 11 items, render in Chromium (${times.length} runs): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, budget ${budgetMs} ms: ${p95 <= budgetMs ? 'pass' : 'FAIL'}`);
  // A shared machine's load inflates browser timings: the figure is read beside it.
  console.log(`  machine load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores while measuring`);
  return { medianMs: median, p95Ms: p95, withinBudget: p95 <= budgetMs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchReportsRender();
