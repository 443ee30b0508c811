import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PDF } from '../support/evidence-fixtures';
import { multipartBody } from '../support/multipart';
import { saveAssessment } from './assessments';
import { launchBrowser, openPage } from './browser';
import { expectAccessible } from './expect-accessible';
import { startTestServer } from './server';
import { signIn } from './sign-in';

/** An installation that keeps 20 KB of evidence, so one small file takes it past the warning line. */
const CAP = 20 * 1024;

// A server of its own: its tiny evidence cap would refuse the other suites' uploads.
describe('the storage warning on the dashboard', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ evidenceCapBytes: CAP });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('tells the team, above the work queue, once evidence files take 80% of what the installation keeps', async () => {
    const { page } = await openPage(browser, server.url);
    await page.goto('/login');
    await signIn(page);
    await page.getByRole('heading', { level: 2, name: 'Work queue' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Storage is running out' }).count()).toBe(0);

    const saved = await saveAssessment({}, server.url);
    const { payload, contentType } = multipartBody({ requirementId: 'application-control-workstations' }, { name: 'Patch report.pdf', content: Buffer.concat([TINY_PDF, Buffer.alloc(17 * 1024 - TINY_PDF.length, 0x20)]) });
    const upload = await fetch(`${server.url}/api/assessments/${saved.id}/evidence`, { method: 'POST', headers: { 'x-access-key': saved.accessKey, 'content-type': contentType }, body: new Uint8Array(payload) });
    expect(upload.status).toBe(201);

    await page.reload();
    const warning = page.getByRole('region', { name: 'Storage is running out' });
    await warning.waitFor();
    expect(await warning.getByRole('paragraph').allTextContents()).toEqual([
      'Evidence files take 17 KB of the 20 KB this installation keeps (85%). Past 20 KB uploads are refused: delete assessments no longer needed, or raise E8_EVIDENCE_STORAGE_GB if the disk has room.',
    ]);
    await expectAccessible(page, '/support with the storage warning');
  });
});
