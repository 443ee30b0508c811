/**
 * `npm run bench`: API throughput and latency (SQLite and PostgreSQL, 10,000 and 100,000 stored
 * assessments, 10 and 100 connections, against a plain Fastify hello route as the ceiling), the
 * dashboard, searches, list pages and the CSV export at 1,000,000 stored (BENCH_MILLION), report
 * times in Node and Chromium, what each page loads, and the server's peak memory. Writes a dated
 * table to docs/benchmarks.md. Loopback only; every run is bounded (BENCH_SECONDS, default 5).
 * BENCH_PARTS picks some of the parts (default all): api, million, reports, phone-pdf, lighthouse, weights, evidence.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { apiBenchmark, apiTable } from './api';
import { browserReportTimes, pageWeights } from './browser';
import { lighthouseScores } from './lighthouse';
import { phonePdfTimes } from './phone-pdf';
import { startTestServer } from '../tests/e2e/server';
import { routeWeights } from '../tests/e2e/route-weights';
import { nodeReportTimes } from './reports';
import { millionBenchmark, millionTable } from './million';
import { evidenceBenchmark, evidenceTable } from './evidence-files';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const PARTS = ['api', 'million', 'reports', 'phone-pdf', 'lighthouse', 'weights', 'evidence'] as const;
type Part = (typeof PARTS)[number];
const chosen = new Set((process.env.BENCH_PARTS ?? PARTS.join(',')).split(',').map((part) => part.trim()));
for (const part of chosen) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`BENCH_PARTS: no part called "${part}"; the parts are ${PARTS.join(', ')}.`);
/** The part's result when BENCH_PARTS asks for it, else undefined (its section is left out of the table). */
const run = async <T>(part: Part, measure: () => Promise<T>): Promise<T | undefined> => (chosen.has(part) ? await measure() : undefined);
const lines: string[] = [];

const api = await run('api', () => apiBenchmark({ sizes: SIZES, seconds: SECONDS, databases: ['SQLite', 'PostgreSQL'] }));

const million = await run('million', () =>
  millionBenchmark({ stored: Number(process.env.BENCH_MILLION ?? 1_000_000), seconds: SECONDS, databases: ['SQLite', 'PostgreSQL'] }),
);

const evidence = await run('evidence', () => evidenceBenchmark());

const reportTimes = await run('reports', async () => ({ node: await nodeReportTimes(10), browser: await browserReportTimes(10) }));
const weights = await run('weights', () => pageWeights());
const phonePdf = await run('phone-pdf', () => phonePdfTimes(5));
const scores = await run('lighthouse', async () => {
  const lighthouseServer = await startTestServer();
  try {
    // The results page is audited showing a saved assessment, its access key in the browser as the wizard leaves it.
    return await lighthouseScores(lighthouseServer.url);
  } finally {
    await lighthouseServer.stop();
  }
});

const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
const date = new Date().toISOString().slice(0, 10);
lines.push(
  `## ${date}, commit ${commit}`,
  '',
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}; Node ${process.version}. Each API run lasts ${SECONDS} s (autocannon, loopback), after 2 s of unmeasured warm-up per route.` +
    (chosen.size < PARTS.length ? ` Parts run: ${[...chosen].join(', ')}.` : ''),
  '',
);
if (api) lines.push('### API', '', ...apiTable(api), '');
if (evidence) lines.push('### Evidence files', '', ...evidenceTable(evidence), '');
if (million) lines.push(`### At ${million.stored.toLocaleString('en-AU')} stored assessments`, '', ...millionTable(million), '');
if (reportTimes) {
  lines.push(
    '### Reports (median of 10)',
    '',
    '| Report | Node | Chromium |',
    '|---|---|---|',
    ...(['summary PDF', 'detailed PDF', 'Word report'] as const).map(
      (name) => `| ${name} | ${reportTimes.node[name].toFixed(0)} ms | ${reportTimes.browser[name].toFixed(0)} ms |`,
    ),
    '',
  );
}
if (phonePdf) {
  lines.push(
    '### Summary PDF on a phone',
    '',
    `Click to saved file on Lighthouse's mobile profile (slow 4G, CPU 4× slower), fresh browser, results shown and rested 3 s: median ${phonePdf.medianMs.toFixed(0)} ms of ${phonePdf.runs.map((entry) => entry.clickToFileMs.toFixed(0)).join(', ')} ms.`,
    '',
  );
}
if (scores) {
  lines.push(
    '### Lighthouse (mobile preset, median of 3 runs)',
    '',
    `Load average (1 minute) at the start: ${os.loadavg()[0]?.toFixed(1)}.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | JavaScript transferred |',
    '|---|---|---|---|---|---|---|---|---|',
    ...scores.map(
      (row) =>
        `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} ms | ${row.lcpMs} ms | ${row.tbtMs} ms | ${(row.scriptBytes / 1024).toFixed(1)} KiB |`,
    ),
    '',
  );
}
if (weights) {
  const preloaded = new Map(routeWeights().map((route) => [route.route as string, route]));
  lines.push(
    '### What each page loads (gzipped)',
    '',
    'Before usable: the entry script with its preloads, and the page\'s module with the scripts it imports statically (what tests/e2e/budgets.test.ts holds to each route\'s budget). By network idle: every script and style sheet fetched until the network is idle, the user doing nothing.',
    '',
    '| Page | JavaScript before usable | Scripts | JavaScript by network idle | CSS |',
    '|---|---|---|---|---|',
    ...weights.map((weight) => {
      const before = preloaded.get(weight.page);
      return `| ${weight.page} | ${before ? `${(before.gzipped / 1024).toFixed(1)} KB` : '–'} | ${before?.scripts.length ?? '–'} | ${(weight.js / 1024).toFixed(1)} KB | ${(weight.css / 1024).toFixed(1)} KB |`;
    }),
    '',
  );
}
const file = 'docs/benchmarks.md';
const header = '# Benchmarks\n\nProduced by `npm run bench`; the newest run first.\n\n';
// Earlier runs follow, without their copy of the header (whatever its wording then).
const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replace(/^# Benchmarks\n\n.*\n\n/, '') : '';
fs.writeFileSync(file, header + lines.join('\n') + '\n' + previous);
console.log(`Wrote ${file}`);
