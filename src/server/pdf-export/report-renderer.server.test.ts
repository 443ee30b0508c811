import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDetailedReport } from '../../domain/detailed-report';
import { DEFAULT_BRANDING } from '../../domain/branding';
import { parseAnyAssessmentInput, storedFieldsOf } from '../../domain/detailed-assessment';
import { workerReportRenderer, type RenderLane } from './report-renderer.server';
import { RenderFailure } from './render-failure.server';
import { allControls, quickAssessment, TEST_DAY } from '../../../tests/support/assessments';
import { maximalDetailedAssessmentBody, maximalDetailedReport, maximalEvidenceFiles } from '../../../tests/support/maximal-assessment';
import { pdfPageCount, pdfText, reportFolder } from '../../../tests/support/report-text';

const dir = reportFolder('e8-report-renderer-');

/** A quick check's detailed report: quick to render. */
function smallReport(organizationName = 'Idle Worker Pty Ltd') {
  return buildDetailedReport(
    quickAssessment({
      id: '00000000-0000-4000-8000-000000000006',
      createdAt: Date.UTC(2026, 10, 22),
      updatedAt: Date.UTC(2026, 10, 22),
      organizationName,
      respondentEmail: 'ada@worker.example',
      assessments: allControls(1),
      priorities: [],
      constraints: '',
    }),
    DEFAULT_BRANDING, [], TEST_DAY,
  );
}

/** The report of the largest detailed assessment a respondent can submit, under a name of its own. */
function maximalReport(organizationName: string) {
  const input = parseAnyAssessmentInput(maximalDetailedAssessmentBody({ organizationName }), TEST_DAY);
  if (!input.success) throw new Error(input.error.message);
  const at = Date.UTC(2026, 10, 22);
  return buildDetailedReport({ id: '00000000-0000-4000-8000-000000000007', createdAt: at, updatedAt: at, ...storedFieldsOf(input.data, TEST_DAY) }, DEFAULT_BRANDING, [], TEST_DAY);
}

describe('the report worker', () => {
  it('answers a render that waited longer than the time limit for a free worker as busy, in words', async () => {
    let renders = 0;
    const renderer = workerReportRenderer({ workers: 1, timeLimitMs: 100, onRenderStart: () => (renders += 1) });
    try {
      const [first, second] = await Promise.allSettled([renderer.renderDetailedPdf(maximalReport('First Pty Ltd')), renderer.renderDetailedPdf(maximalReport('Second Pty Ltd'))]);
      expect(first).toMatchObject({ status: 'rejected', reason: { code: 'report_timeout', status: 503 } });
      expect(second).toMatchObject({ status: 'rejected', reason: { code: 'report_busy', status: 503, message: 'The server is busy making other reports. Try again in a minute, or download the Word report instead.' } });
      expect(renders).toBe(1);
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it('renders the largest report a respondent can make within the server\'s time and memory limits, every part of it whole', async () => {
    // The server's own limits (20 s of layout, a 512 MB heap): a render past either is refused, so the PDF arriving is the proof.
    const renderer = workerReportRenderer();
    try {
      const file = path.join(dir, 'maximal.pdf');
      const text = pdfText(await renderer.renderDetailedPdf(maximalDetailedReport(), { lane: 'portal' }), file);
      // The last of the 100 files, the register's last entry and the last requirement's summarised note: nothing was cut off a page.
      expect(text).toContain(maximalEvidenceFiles().at(-1)?.fileName);
      expect(text).toContain('Alternate control for regular-backups-backup-admin-cannot-modify-or-delete-during-retention: check 1 done.');
      expect(text).toContain('Evidence for regular-backups-backup-admin-cannot-modify-or-delete-during-retention: check 1 done.');
      expect(text).toContain('(full text in the Word report and the JSON download)');
      expect(pdfPageCount(file)).toBeLessThan(150);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it('keeps a worker for the portal: public renders take turns on the other, and a portal render asked for behind them starts at once', async () => {
    const started: RenderLane[] = [];
    const renderer = workerReportRenderer({ onRenderStart: (lane) => started.push(lane) });
    try {
      const publicRenders = Promise.allSettled([1, 2, 3, 4].map((count) => renderer.renderDetailedPdf(smallReport(`Public ${count} Pty Ltd`), { lane: 'public' })));
      await expect.poll(() => started.length).toBe(1);
      const portal = await renderer.renderDetailedPdf(smallReport('Portal Pty Ltd'), { lane: 'portal' });
      expect(portal.subarray(0, 5).toString()).toBe('%PDF-');
      // The first public render was still loading its worker: the portal's started second, ahead of the three public ones waiting.
      expect(started.slice(0, 2)).toEqual(['public', 'portal']);
      for (const result of await publicRenders) expect(result.status).toBe('fulfilled');
      expect(started.filter((lane) => lane === 'public')).toHaveLength(4);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it('lifts a public render out of the public turns when the portal asks for the same report', async () => {
    const started: RenderLane[] = [];
    const renderer = workerReportRenderer({ onRenderStart: (lane) => started.push(lane) });
    try {
      const publicRenders = Promise.allSettled(['First Pty Ltd', 'Shared Pty Ltd'].map((name) => renderer.renderDetailedPdf(smallReport(name), { lane: 'public' })));
      await expect.poll(() => started.length).toBe(1);
      const portalCopy = await renderer.renderDetailedPdf(smallReport('Shared Pty Ltd'), { lane: 'portal' });
      const [first, publicCopy] = await publicRenders;
      expect(first?.status).toBe('fulfilled');
      expect(publicCopy).toEqual({ status: 'fulfilled', value: portalCopy });
      expect(started.slice(0, 2)).toEqual(['public', 'portal']);
      expect(started).toHaveLength(2);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it('keeps rendering for the requests still waiting when one of them gives up', async () => {
    let renders = 0;
    const renderer = workerReportRenderer({ onRenderStart: () => (renders += 1) });
    const report = smallReport();
    const leaving = new AbortController();
    try {
      const gone = renderer.renderDetailedPdf(report, { signal: leaving.signal });
      const staying = renderer.renderDetailedPdf(report);
      await expect.poll(() => renders).toBe(1);
      leaving.abort();
      await expect(gone).rejects.toBeInstanceOf(RenderFailure);
      await expect(gone).rejects.toMatchObject({ code: 'report_cancelled' });
      expect((await staying).subarray(0, 5).toString()).toBe('%PDF-');
      expect(renders).toBe(1);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it('stops a worker that does not load the renderer in time, fails its render in words, and tries a fresh worker for the next', async () => {
    // No worker loads the renderer in a millisecond: the first render fails, and so does the next in its fresh worker.
    const renderer = workerReportRenderer({ startLimitMs: 1 });
    try {
      await expect(renderer.renderDetailedPdf(smallReport())).rejects.toMatchObject({ code: 'export_failed', detail: 'The report renderer did not start in time', message: 'Failed to export assessment' });
      expect(renderer.running()).toBe(false);
      await expect(renderer.renderDetailedPdf(smallReport())).rejects.toMatchObject({ code: 'export_failed' });
    } finally {
      await renderer.close();
    }
  });

  it('on closing, fails every waiting render and leaves no worker running', async () => {
    const renderer = workerReportRenderer({ workers: 1 });
    // Each render's failure is looked for before closing: close fails them before its workers have stopped.
    const running = expect(renderer.renderDetailedPdf(smallReport('Running Pty Ltd'))).rejects.toMatchObject({ code: 'export_failed' });
    const queued = expect(renderer.renderDetailedPdf(smallReport('Queued Pty Ltd'))).rejects.toMatchObject({ code: 'export_failed' });
    await renderer.close();
    await running;
    await queued;
    expect(renderer.running()).toBe(false);
  });

  it('renders PDFs, stops once idle so its memory goes back, and starts again when asked', async () => {
    const renderer = workerReportRenderer({ idleMs: 300 });
    const report = smallReport();
    try {
      expect(renderer.running()).toBe(false);
      const first = await renderer.renderDetailedPdf(report);
      expect(first.subarray(0, 5).toString()).toBe('%PDF-');
      expect(renderer.running()).toBe(true);
      await expect.poll(() => renderer.running(), { timeout: 5000 }).toBe(false);
      const [second, third] = await Promise.all([renderer.renderDetailedPdf(report), renderer.renderDetailedPdf(report)]);
      expect(second.subarray(0, 5).toString()).toBe('%PDF-');
      expect(third.length).toBe(second.length);
    } finally {
      await renderer.close();
    }
    expect(renderer.running()).toBe(false);
  }, 60_000);
});
