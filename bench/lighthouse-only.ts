/**
 * Lighthouse alone, for the quick loop of page-speed work: `npm run build && npx tsx bench/lighthouse-only.ts`.
 * Builds nothing itself: starts the test server on the last build (dist/ under the working directory,
 * so a second directory holding an older build can be audited in the same conditions; a fresh SQLite
 * file), saves a quick check and a detailed assessment so the results pages show real results, audits
 * every public entry page (mobile preset, LIGHTHOUSE_RUNS times each, default 3) and prints the
 * medians, then every audit that cost points in any run. LIGHTHOUSE_JSON_DIR=dir also keeps each run's
 * full report there. `npm run bench` runs the same audit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startTestServer } from '../tests/e2e/server';
import { lighthouseScores, lostPoints } from './lighthouse';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
const server = await startTestServer();
const lost = new Map<string, Set<string>>();
try {
  let runNumber = 0;
  const rows = await lighthouseScores(server.url, {
    runs,
    onRun: (page, lhr) => {
      runNumber += 1;
      if (jsonDir) {
        fs.mkdirSync(jsonDir, { recursive: true });
        fs.writeFileSync(path.join(jsonDir, `${runNumber}-${page.page.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
      }
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const audit of lostPoints(lhr, category)) {
          const key = `${page.page} ${category}`;
          lost.set(key, (lost.get(key) ?? new Set()).add(audit));
        }
      }
    },
  });
  console.log(`Lighthouse, mobile preset, median of ${runs} runs`);
  console.table(rows);
  for (const [where, audits] of lost) console.log(`${where} lost points on: ${[...audits].join(', ')}`);
} finally {
  await server.stop();
}
