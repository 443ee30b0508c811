/**
 * Takes the screenshots of review mode (docs/screenshots/review-mode-1440.png and review-mode-375.png): a
 * detailed assessment's review begun, the assessed level beside the level by the answers and by evidence,
 * the scope written, and the disagreements filter showing the one requirement found ineffective, with the
 * assessor's file attached to it.
 * Run with `npx tsx tests/e2e/take-review-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { detailedAssessmentBody, detailedOutcomes } from '../support/assessments';
import { TINY_PDF } from '../support/evidence-fixtures';
import { launchBrowser, openPage } from './browser';
import { E2E_CONSULTANT, E2E_SUPPORT, startTestServer } from './server';
import { signIn } from './sign-in';

const OUT = path.resolve('docs/screenshots');
const BACKUPS = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  const call = async (url: string, init: RequestInit & { cookie?: string }): Promise<Response> => {
    const response = await fetch(`${server.url}${url}`, { ...init, headers: { ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) } });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const sessionOf = async (user: { username: string; password: string }) => {
    const answer = await call('/api/auth/login', { method: 'POST', body: JSON.stringify({ ...user, rememberMe: false }) });
    return answer.headers.getSetCookie().find((line) => line.startsWith('e8_session='))!.split(';')[0]!;
  };
  try {
    // Every effective answer graded good, so the level supported by evidence follows the answers.
    const requirementOutcomes = Object.fromEntries(Object.entries(detailedOutcomes()).map(([id, answer]) => [id, answer.outcome === 'effective' ? { ...answer, evidenceQuality: 'good' } : answer]));
    const body = detailedAssessmentBody({ organizationName: 'Acme Widgets Pty Ltd', requirementOutcomes });
    const saved = (await (await call('/api/assessments', { method: 'POST', body: JSON.stringify(body) })).json()) as { id: string };
    const cookie = await sessionOf(E2E_CONSULTANT);
    const base = `/api/support/assessments/${saved.id}`;
    // The first four of Regular backups reviewed: three effective, one found ineffective where the respondent said effective.
    const notes = ['Restored two file servers from last night’s backup.', 'Retention of 90 days seen in the backup console.', 'Ran a restore test with the IT lead.', 'Only two of ten servers are backed up nightly.'];
    for (const [index, requirement] of BACKUPS.slice(0, 4).entries()) {
      const outcome = index === 3 ? 'ineffective' : 'effective';
      const finding = { outcome, testMethod: index === 0 ? 'simulated-activity' : 'live-configuration', evidenceQuality: index === 0 ? 'excellent' : 'good', note: notes[index], version: 0 };
      await call(`${base}/findings/${requirement.id}`, { method: 'PUT', body: JSON.stringify(finding), cookie });
    }
    const form = new FormData();
    form.append('requirementId', BACKUPS[3]!.id);
    form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), 'Restore test.pdf');
    await call(`${base}/evidence`, { method: 'POST', body: form, cookie });
    const scope = {
      systems: 'Head office network: 120 workstations and 14 servers. The warehouse scanners are out of scope.',
      sampling: 'Ten workstations and two servers, chosen with the IT manager.',
      approach: 'Backup console examined live; restores tested on two servers.',
      limitations: 'Network devices were not sampled.',
      firstDay: '2026-11-23',
      lastDay: '2026-11-24',
      assessors: 'Alex Reviewer, IRAP assessor',
      version: 0,
    };
    await call(`${base}/review/scope`, { method: 'PUT', body: JSON.stringify(scope), cookie });

    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/login');
      await signIn(page, E2E_SUPPORT);
      await page.waitForURL('**/support');
      await page.goto(`/support/results/${saved.id}?mode=review`);
      const findings = page.getByRole('region', { name: 'Findings' });
      await findings.getByRole('table').waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const top = await findings.evaluate((section) => section.getBoundingClientRect().top + window.scrollY - 16);
      const height = width === 1440 ? 1500 : 2400;
      const measured = await page.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        elements: document.querySelectorAll('*').length,
        rows: [...(document.querySelector('.register-row')?.querySelectorAll('td, th') ?? [])].slice(0, 12).map((node) => `${node.className}: ${Math.round(node.getBoundingClientRect().left)} ${Math.round(node.getBoundingClientRect().width)}x${Math.round(node.getBoundingClientRect().height)}`),
        parts: [...document.querySelectorAll('.page > *, .detail-section > *')].map((node) => `${node.tagName}.${node.className}#${node.id}: ${Math.round(node.getBoundingClientRect().height)}`),
      }));
      console.log([...measured.parts, ...measured.rows].join('\n'));
      console.log(`At ${width} px: the review page is ${measured.height} px tall with ${measured.elements} elements`);
      await page.screenshot({ path: path.join(OUT, `review-mode-${width}.png`), fullPage: true, clip: { x: 0, y: Math.max(0, top), width, height } });
      // One row opened in place: the one found ineffective, with the assessor's file.
      const opened = findings.getByRole('button', { name: BACKUPS[3]!.text, exact: true });
      await opened.click();
      await findings.getByText('Restore test.pdf').waitFor();
      const row = page.locator('tr', { has: page.getByRole('button', { name: BACKUPS[2]!.text, exact: true }) });
      const from = await row.evaluate((node) => node.getBoundingClientRect().top + window.scrollY - 8);
      const to = await page.locator('.register-detail').evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY + 60);
      await page.screenshot({ path: path.join(OUT, `review-row-open-${width}.png`), fullPage: true, clip: { x: 0, y: from, width, height: Math.ceil(to - from) } });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
