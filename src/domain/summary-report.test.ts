import { describe, expect, it } from 'vitest';
import type { Assessment } from './assessment';
import { DEFAULT_BRANDING, withExposureFigures } from './branding';
import { longAustralianDate } from './format';
import { buildSummaryReport, controlsOpenFirst } from './summary-report';
import { asdResultOf } from './detailed-assessment';
import { asdSummary } from './framework/asd-headline';
import { allControls, detailedAssessment, TEST_DAY } from '../../tests/support/assessments';
import { summaryPdfFileName, detailedPdfFileName, serverExportFileName, wordReportFileName } from './file-names';

const assessment: Assessment = {
  id: '7d2a1f7e-0000-4000-8000-000000000001',
  status: 'completed',
  kind: 'quick',
  createdAt: Date.UTC(2026, 10, 22, 1),
  updatedAt: Date.UTC(2026, 10, 22, 1),
  organizationName: 'Acme Widgets Pty Ltd',
  respondentName: '',
  respondentEmail: 'jane@acme.example',
  targetAssessments: allControls(3),
  assessments: allControls((_id, index) => [0, 1, 2, 3, 1, 2, 1, 0][index]!),
  timeline: '12months',
  priorities: [],
  constraints: 'None',
  resumeStep: null,
  requirementOutcomes: {},
};

describe('summary report model', () => {
  it('holds what the summary PDF says: average, priority counts, exposure and contact', () => {
    const report = buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY);
    expect(report.organisationName).toBe('Acme Widgets Pty Ltd');
    expect(report.respondentName).toBe('N/A');
    expect(report.averageMaturity).toBe(1.25);
    expect(report.averageMaturityText).toBe('1.3');
    expect(report.highPriorityCount).toBe(2);
    expect(report.mediumPriorityCount).toBe(3);
    // The summary risk exposure: two controls at level 0 at A$500,000 and three at level 1 at A$250,000.
    expect(report.exposure?.figures.map((figure) => figure.value)).toEqual(['A$1,750,000', 'A$1.5-2.5M', '200-280 days']);
    expect(report.exposure?.weakest).toBe('Your weakest strategies, Patch applications and Regular backups at Maturity Level Zero, set the exposure: an attacker needs only one gap.');
    expect(report.consultation.contactEmail).toBe(DEFAULT_BRANDING.contactEmail);
    expect(report.controls).toHaveLength(8);
    expect(report.controls[0]).toMatchObject({ id: 'patch-applications', currentTitle: 'Maturity Level Zero', targetTitle: 'Maturity Level Three', gap: 3, exposureBand: 'A$600K+' });
    expect(report.controls[0]!.priority.band).toBe('High');
  });

  it("gives each control below its target its own band, in the panel most urgent first, and none to a control whose target is met", () => {
    const report = buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY);
    // Restrict administrative privileges is at its target of Three.
    expect(report.controls[3]).toMatchObject({ id: 'restrict-administrative-privileges', standing: { targetMet: true }, exposureBand: null });
    expect(report.controls.filter((control) => control.exposureBand !== null)).toHaveLength(7);
    expect(report.exposure?.bands.map((entry) => entry.title)).toEqual(report.openControls.map((control) => control.title));
    expect(report.exposure?.bands[0]).toEqual({ title: 'Patch applications', band: 'A$600K+' });
  });

  it('leaves every money figure out when the operator turns them off: no panel, no band', () => {
    const report = buildSummaryReport(assessment, withExposureFigures(DEFAULT_BRANDING, false), TEST_DAY);
    expect(report.exposure).toBeNull();
    expect(report.controls.every((control) => control.exposureBand === null)).toBe(true);
    expect(JSON.stringify(report)).not.toContain('A$');
    expect(buildSummaryReport(assessment, withExposureFigures(DEFAULT_BRANDING, true), TEST_DAY).exposure).not.toBeNull();
  });

  it('writes dates the Australian way', () => {
    expect(longAustralianDate(Date.UTC(2026, 10, 22, 1))).toBe('22 November 2026');
  });
});

describe('controls in the order the results show them', () => {
  it("puts the open controls first, most urgent first, then the met ones in ASD's order", () => {
    const report = buildSummaryReport(
      { ...assessment, targetAssessments: allControls((_id, index) => [3, 1, 3, 3, 1, 2, 2, 0][index]!), priorities: ['multi-factor-authentication'] },
      DEFAULT_BRANDING, TEST_DAY,
    );
    const ordered = controlsOpenFirst(report.controls, report.openControls);
    expect(ordered.map((control) => control.id)).toEqual([
      'patch-applications',
      'user-application-hardening',
      'multi-factor-authentication',
      'patch-operating-systems',
      'restrict-administrative-privileges',
      'application-control',
      'configure-microsoft-office-macro-settings',
      'regular-backups',
    ]);
    expect(ordered.slice(0, 3).map((control) => control.standing.label)).toEqual(['High priority', 'Medium priority', 'Low priority']);
    expect(ordered.slice(3).map((control) => control.standing.label)).toEqual(['Target met', 'Target met', 'Target met', 'Target met', 'No target set']);
  });
});

describe('summary report model of a detailed assessment', () => {
  // Regular backups at 0, patch applications at 1, multi-factor authentication at 2, the rest at 3.
  const detailed = detailedAssessment({
    'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: '' },
    'patch-applications-other-applications-1m': { outcome: 'no-visibility', evidence: '' },
    'multi-factor-authentication-workstation-logs-analysed': { outcome: 'not-implemented', evidence: '' },
  });

  it("gives ASD's result from the stored levels, the same as from the requirement outcomes", () => {
    const report = buildSummaryReport(detailed, DEFAULT_BRANDING, TEST_DAY);
    expect(report.asd).toEqual(asdSummary(asdResultOf(detailed, TEST_DAY)));
    expect(report.asd.overallName).toBe('Maturity Level Zero');
    expect(report.asd.limitingText).toBe('Regular backups');
    expect(report.asd.strategies.map((strategy) => strategy.achievedLevel)).toEqual([1, 3, 2, 3, 3, 3, 3, 0]);
  });

  it('says the levels were achieved from requirement outcomes, not rated', () => {
    const report = buildSummaryReport(detailed, DEFAULT_BRANDING, TEST_DAY);
    expect(report.kind).toBe('detailed');
    expect(report.levelsNote).toMatch(/^Each strategy's current level is the level its requirement outcomes achieve by ASD's rule/);
    expect(report.highPriorityLabel).toBe('Controls below Maturity Level One');
    expect(report.mediumPriorityLabel).toBe('Controls at Maturity Level One');
    expect(report.figures.map((figure) => figure.name)).toContain('Controls below Maturity Level One');
    expect(report.figures.find((figure) => figure.name === 'Controls at Maturity Level One')?.measures).toMatch(/outcomes reach Maturity Level One/);
    const quick = buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY);
    expect([quick.kind, quick.levelsNote]).toEqual(['quick', '']);
  });

  it('shows no negative gap where a strategy achieves more than its target', () => {
    const report = buildSummaryReport({ ...detailed, targetAssessments: allControls(1) }, DEFAULT_BRANDING, TEST_DAY);
    expect(report.controls.map((control) => control.gap)).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('file names', () => {
  it('names each file after the organisation', () => {
    expect(summaryPdfFileName('Acme Widgets')).toBe('Acme Widgets_Summary.pdf');
    expect(detailedPdfFileName('Acme Widgets')).toBe('Acme Widgets_Detailed_Report.pdf');
    expect(serverExportFileName('Acme  Widgets Pty')).toBe('assessment-Acme-Widgets-Pty.pdf');
    expect(wordReportFileName(undefined)).toBe('assessment-report.docx');
    expect(wordReportFileName('Acme')).toBe('Acme-report.docx');
  });

  it('drops characters a file system would refuse', () => {
    expect(summaryPdfFileName('A/B: "C"?')).toBe('AB C_Summary.pdf');
    expect(serverExportFileName('evil.exe\u202Egpj')).toBe('assessment-evil.exegpj.pdf');
    expect(summaryPdfFileName('Acme\u200B\u2066Co\u2069\u0007')).toBe('AcmeCo_Summary.pdf');
    expect(wordReportFileName('\u202E\u200F')).toBe('assessment-report.docx');
    expect(summaryPdfFileName('///')).toBe('assessment_Summary.pdf');
    expect(summaryPdfFileName('')).toBe('assessment_Summary.pdf');
    const hostile = '<script>alert(1)</script> & "Co" / Ünïcode';
    expect(summaryPdfFileName(hostile)).toBe('scriptalert(1)script & Co Ünïcode_Summary.pdf');
    expect(serverExportFileName(hostile)).toBe('assessment-scriptalert(1)script-&-Co-Ünïcode.pdf');
    expect(wordReportFileName('..\\..\\etc')).toBe('....etc-report.docx'.replace(/^\.+/, ''));
    const long = detailedPdfFileName('x'.repeat(300));
    expect(long).toBe(`${'x'.repeat(100)}_Detailed_Report.pdf`);
  });
});
