import { describe, expect, it } from 'vitest';
import { buildDetailedReport } from '../../domain/detailed-report';
import { DEFAULT_BRANDING } from '../../domain/branding';
import { workerReportRenderer } from './report-renderer.server';
import { allControls } from '../../../tests/support/assessments';

describe('the report worker', () => {
  it('renders PDFs, stops once idle so its memory goes back, and starts again when asked', async () => {
    const renderer = workerReportRenderer({ idleMs: 300 });
    const report = buildDetailedReport(
      {
        id: '00000000-0000-4000-8000-000000000006',
        status: 'completed',
        kind: 'quick',
        createdAt: Date.UTC(2026, 10, 22),
        updatedAt: Date.UTC(2026, 10, 22),
        organizationName: 'Idle Worker Pty Ltd',
        respondentName: 'Ada',
        respondentEmail: 'ada@worker.example',
        targetAssessments: allControls(3),
        assessments: allControls(1),
        timeline: '6months',
        priorities: [],
        constraints: '',
        resumeStep: null,
        requirementOutcomes: {},
      },
      DEFAULT_BRANDING,
    );
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
