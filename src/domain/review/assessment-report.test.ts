import { describe, expect, it } from 'vitest';
import { actionPlan } from '../detailed-assessment';
import { assessmentReportPdfFileName, assessmentReportWordFileName } from '../file-names';
import { REQUIREMENTS } from '../framework/catalogue';
import { firstLevel } from '../framework/requirement';
import { CHANGED_ANSWER, REVIEW_TIMES, sampleFinding, sampleReviewInput } from '../../../tests/support/assessment-review';
import { buildAssessmentReport } from './assessment-report';
import { ASSESSMENT_REPORT_TITLE, NOT_RECORDED, NOT_REVIEWED, TEMPLATE_STRATEGY_ORDER } from './assessment-report-words';
import { findingIdOf } from './finding';
import { EMPTY_SCOPE } from './review-scope';
import type { SharedReview } from './review';

const sample = buildAssessmentReport(sampleReviewInput());
const requirementsOf = (report: typeof sample) => report.results.flatMap((strategy) => strategy.levels.flatMap((level) => level.requirements));
const entry = (report: typeof sample, id: string) => requirementsOf(report).find((requirement) => requirement.id === id)!;
/** Every requirement of the model (a shared one once, under its first entry) found effective with a live look at its configuration. */
const allEffective = () => REQUIREMENTS.filter((requirement) => findingIdOf(requirement.id) === requirement.id).map((requirement) => sampleFinding(requirement.id, 'effective', 'live-configuration', 'Seen in the console.'));

describe('the assessment report: cover and document details', () => {
  it('is titled as ASD’s template titles it, final once the review is finished, with the versions, the date and who prepared it for whom', () => {
    expect(sample.title).toBe(ASSESSMENT_REPORT_TITLE);
    expect(sample.status).toBe('Final');
    expect(sample.reportDate).toBe('22 November 2026');
    expect(sample.details.assessment).toContainEqual({ label: 'Essential Eight version', value: 'Essential Eight Maturity Model (November 2023)' });
    expect(sample.details.assessment).toContainEqual({ label: 'Requirement catalogue', value: 'e8mm-2023-11.r3 (152 requirements)' });
    expect(sample.details.preparedBy).toContainEqual({ label: 'Assessors', value: 'Priya Raman (lead), Tom Okafor' });
    expect(sample.details.preparedFor).toEqual([
      { label: 'Organisation', value: 'Harbourside Logistics Pty Ltd' },
      { label: 'Contact name', value: 'Sam Nguyen' },
      { label: 'Contact email', value: 'sam.nguyen@harbourside.example' },
    ]);
    expect(sample.notice).toContain('not an assessment by the Australian Signals Directorate (ASD) and not a certification');
    expect(sample.notice).toContain("Essential Eight Advisory's assessment");
  });

  it('is a draft while the review is open, and its revision history gives what is known: started, finished, shared', () => {
    const draft = buildAssessmentReport(sampleReviewInput({ finishedAt: null }));
    expect(draft.status).toBe('Draft');
    expect(draft.details.revisions.map((row) => row.description)).toEqual(['Review started: first finding recorded (draft)']);
    expect(sample.details.revisions.map((row) => [row.version, row.date])).toEqual([
      ['0.1', '16 November 2026'],
      ['1.0', '20 November 2026'],
    ]);
    const input = sampleReviewInput();
    const shared = buildAssessmentReport({ ...input, review: { ...input.review, sharedAt: REVIEW_TIMES.shared } });
    expect(shared.details.revisions.at(-1)).toMatchObject({ date: '21 November 2026', description: 'Report shared with the organisation' });
    expect(buildAssessmentReport(sampleReviewInput({ findings: [], finishedAt: null })).details.revisions).toEqual([]);
  });

  it('takes the respondent’s shared copy of the review, whose findings name nobody', () => {
    const input = sampleReviewInput();
    const shared: SharedReview = {
      assessmentId: input.assessment.id,
      scope: input.review.scope,
      target: input.review.target,
      findings: input.review.findings.map(({ savedBy: _who, ...finding }) => finding),
      finishedAt: REVIEW_TIMES.finished,
      sharedAt: REVIEW_TIMES.shared,
    };
    expect(buildAssessmentReport({ ...input, review: shared }).summary.opinion).toBe(sample.summary.opinion);
  });
});

describe('the executive summary', () => {
  it('gives the level by ASD’s rule on the findings, what holds it, beside the levels by the answers and supported by evidence', () => {
    expect(sample.summary.assessedLevelName).toBe('Maturity Level Zero');
    expect(sample.summary.limitingText).toBe('Held there by Application control and Regular backups.');
    expect(sample.summary.overallLevels).toEqual([
      { label: 'Overall level as assessed', value: 'Maturity Level Zero' },
      { label: 'Overall level by the answers', value: 'Maturity Level Three' },
      { label: 'Overall level supported by evidence', value: 'Maturity Level Zero' },
    ]);
    expect(sample.summary.reviewedText).toBe('126 of 126 requirements within the target reviewed');
    // A shared requirement's finding differs in each strategy listing it.
    expect(sample.summary.disagreementsText).toBe('19 findings differ from the answers');
    expect(sample.summary.strategies.map((strategy) => strategy.id)).toEqual(TEMPLATE_STRATEGY_ORDER);
  });

  it('counts a requirement with no finding as not assessed: "73 of 126 requirements within the target reviewed", and the level held at zero', () => {
    const report = buildAssessmentReport(sampleReviewInput({ findings: allEffective().slice(0, 73), finishedAt: null }));
    expect(report.summary.reviewedText).toBe('73 of 126 requirements within the target reviewed');
    expect(report.summary.assessedLevelName).toBe('Maturity Level Zero');
    expect(report.summary.opinion).toContain('73 of the 126 requirements were reviewed; the other 53 count as not assessed');
    expect(report.summary.opinion).toContain('because requirements it answered as met have not been assessed yet');
    expect(report.summary.opinion).toContain('this is a draft');
  });

  it('writes an opinion that says the level is below the answers’ and names the strategies that hold it down', () => {
    expect(sample.summary.opinion).toContain('Essential Eight Advisory assessed Harbourside Logistics Pty Ltd at Maturity Level Zero');
    expect(sample.summary.opinion).toContain(
      "This is below Maturity Level Three, the level the organisation's own answers give: 18 requirements it answered as met or not applicable were found otherwise (3 in Application control and 2 in Regular backups, which hold the level down, and 13 in other strategies).",
    );
    expect(sample.summary.opinion).toContain('Six of the eight strategies reach their targets.');
  });

  it('writes a different opinion when the findings agree with the answers, and another when they find more than was answered', () => {
    const agreeing = buildAssessmentReport(sampleReviewInput({ findings: allEffective() })).summary.opinion;
    expect(agreeing).toContain('Essential Eight Advisory assessed Harbourside Logistics Pty Ltd at Maturity Level Three: all eight strategies reach it.');
    expect(agreeing).toContain('though 2 findings differ from the answers (1 in Patch applications and 1 in Multi-factor authentication) without changing it');
    expect(agreeing).toContain('Every strategy reaches its target.');
    expect(agreeing).toContain('126 of the 126 tested findings rest on a simulated activity or the live configuration');
    expect(agreeing).not.toContain('below');

    const input = sampleReviewInput({ findings: allEffective() });
    const modest = { ...input.assessment.requirementOutcomes };
    for (const requirement of REQUIREMENTS.filter((each) => each.strategy === 'regular-backups')) modest[requirement.id] = { outcome: 'not-implemented', evidence: '' };
    const above = buildAssessmentReport({ ...input, assessment: { ...input.assessment, requirementOutcomes: modest } }).summary.opinion;
    expect(above).toContain('This is above Maturity Level Zero, the level the organisation\'s own answers give: the assessor found met 11 requirements the organisation had not answered as met.');
    expect(new Set([sample.summary.opinion, agreeing, above]).size).toBe(3);
  });

  it('starts the key recommendations with the action plan as found', () => {
    expect(sample.summary.keyRecommendations[0]).toBe('Start with the 2 requirements that hold Application control and Regular backups below Maturity Level One: the action plan lists them first.');
  });
});

describe('scope and approach', () => {
  it('gives every field, "Not recorded" where nothing was written', () => {
    const input = sampleReviewInput();
    const report = buildAssessmentReport({ ...input, review: { ...input.review, scope: { ...EMPTY_SCOPE, sampling: 'Five desktops.' } } });
    expect(report.scope.fields.map((field) => [field.label, field.value])).toEqual([
      ['Systems in scope and exclusions', NOT_RECORDED],
      ['Target maturity level', 'Maturity Level Two for all eight strategies'],
      ['Essential Eight version', 'Essential Eight Maturity Model (November 2023)'],
      ['Sampling', 'Five desktops.'],
      ['Approach, techniques and tools', NOT_RECORDED],
      ['Limitations', NOT_RECORDED],
      ['Assessment days', NOT_RECORDED],
      ['Assessors', NOT_RECORDED],
    ]);
    expect(sample.scope.fields).toContainEqual({ label: 'Assessment days', value: '16 November 2026 to 18 November 2026' });
  });
});

describe('results by strategy', () => {
  it('follows the template’s order of strategies, each requirement once under the level it first applies at', () => {
    expect(sample.results.map((strategy) => strategy.strategy)).toEqual(TEMPLATE_STRATEGY_ORDER);
    expect(requirementsOf(sample)).toHaveLength(REQUIREMENTS.length);
    for (const strategy of sample.results) {
      for (const level of strategy.levels) {
        for (const requirement of level.requirements) expect(firstLevel(REQUIREMENTS.find((each) => each.id === requirement.id)!)).toBe(level.level);
      }
    }
  });

  it('gives the finding beside the answer, the files and whose they are, and whether the answer changed since', () => {
    const restoration = entry(sample, 'regular-backups-restoration-tested');
    expect(restoration.status).toBe('Ineffective');
    expect(restoration.finding?.note).toBe('Restoration was last tested in March 2025; no test of the current backup set was shown.');
    expect(restoration.answer).toMatchObject({ outcome: 'Effective', evidenceQuality: 'Good' });
    expect(restoration.files).toEqual([{ fileName: 'restore-test-march-2025.pdf', whose: "Organisation's" }]);
    expect(restoration.differs).toBe(true);
    expect(entry(sample, 'application-control-workstations').files).toEqual([{ fileName: 'e8mvt-results-workstations.csv', whose: "Assessor's" }]);
    expect(entry(sample, CHANGED_ANSWER).answerChanged).toBe(true);
    expect(requirementsOf(sample).filter((requirement) => requirement.answerChanged)).toHaveLength(1);

    const input = sampleReviewInput();
    const unattributed = buildAssessmentReport({ ...input, files: [{ requirementId: 'regular-backups-restoration-tested', fileName: 'old.pdf' }] });
    expect(entry(unattributed, 'regular-backups-restoration-tested').files).toEqual([{ fileName: 'old.pdf', whose: "Organisation's" }]);
    expect(unattributed.appendix.files).toEqual([{ requirement: restoration.text, fileName: 'old.pdf', whose: "Organisation's" }]);
  });

  it('says "Not reviewed" where there is no finding, with the answer still given', () => {
    const report = buildAssessmentReport(sampleReviewInput({ findings: allEffective().slice(1) }));
    const first = entry(report, REQUIREMENTS[0]!.id);
    expect(first.status).toBe(NOT_REVIEWED);
    expect(first.finding).toBeNull();
    expect(first.answer.outcome).toBe('Effective');
    expect(report.results.find((strategy) => strategy.strategy === REQUIREMENTS[0]!.strategy)?.findings).toContain(
      `${REQUIREMENTS.filter((each) => each.strategy === REQUIREMENTS[0]!.strategy).length - 1} of its 19 requirements reviewed: 18 effective; 1 not reviewed.`,
    );
  });

  it('writes each strategy’s findings from the facts, and its recommendations only while its target is not reached', () => {
    const backups = sample.results.find((strategy) => strategy.strategy === 'regular-backups')!;
    expect(backups.findings[0]).toBe('Target Maturity Level Two: not reached; Maturity Level Zero as assessed.');
    expect(backups.findings[1]).toBe('All 11 requirements reviewed: 9 effective and 2 ineffective.');
    expect(backups.recommendations.length).toBeGreaterThan(0);
    expect(sample.results.find((strategy) => strategy.strategy === 'patch-applications')?.recommendations).toEqual([]);
  });
});

describe('exceptions as found', () => {
  it('lists the alternate controls and not applicable requirements found, with the organisation’s justification and the assessor’s note', () => {
    expect(sample.exceptions.map((exception) => [exception.requirementId, exception.outcome, exception.reviewBy, exception.answered])).toEqual([
      ['patch-applications-vulnerability-scanner-up-to-date', 'Alternate control', '31 May 2027', 'Alternate control'],
      // The same requirement under Patch operating systems: one finding, counted in both strategies.
      ['patch-operating-systems-scanner-up-to-date-database', 'Alternate control', '31 May 2027', 'Effective'],
      ['multi-factor-authentication-third-party-online-services-non-sensitive-data', 'Not applicable', 'Not set', 'Not applicable'],
    ]);
    expect(sample.exceptions[0]).toMatchObject({
      justification: 'The scanner vendor updates weekly; the team pulls the feed by hand before every scan.',
      approvedBy: 'Chief Information Officer',
      assessorNote: expect.stringContaining('the vendor feed is pulled by hand before each scan'),
    });
  });

  it('flags an alternate control past its review date, and lists an exception found where the answer claimed none', () => {
    const input = sampleReviewInput();
    const findings = input.review.findings.map((finding) =>
      finding.requirementId === 'regular-backups-restoration-tested' ? sampleFinding(finding.requirementId, 'not-implemented', 'interview', 'No restore test is planned.') : finding,
    );
    const report = buildAssessmentReport({ ...input, review: { ...input.review, findings }, today: '2027-06-01' });
    expect(report.exceptions.find((exception) => exception.requirementId === 'patch-applications-vulnerability-scanner-up-to-date')).toMatchObject({
      pastReview: true,
      outcome: 'Alternate control past its review date (31 May 2027)',
    });
    expect(report.exceptions.find((exception) => exception.requirementId === 'regular-backups-restoration-tested')).toMatchObject({
      outcome: 'Not implemented',
      answered: 'Effective',
      justification: 'None recorded',
      assessorNote: 'No restore test is planned.',
    });
  });
});

describe('recommendations in order of action', () => {
  it('are the action plan on the findings, not on the answers: weakest strategy first, next level first', () => {
    const input = sampleReviewInput();
    expect(actionPlan(input.assessment, input.today)).toEqual([]);
    expect(sample.actionPlan.map((section) => [section.strategy, section.levels.map((level) => level.requirements.map((requirement) => [requirement.id, requirement.outcome]))])).toEqual([
      ['application-control', [[['application-control-user-profiles-temporary-folders', 'No visibility']]]],
      ['regular-backups', [[['regular-backups-restoration-tested', 'Ineffective']]]],
    ]);
  });

  it('name a requirement with no finding "Not reviewed" in the plan', () => {
    const report = buildAssessmentReport(sampleReviewInput({ findings: allEffective().slice(1) }));
    expect(report.actionPlan[0]?.levels[0]?.requirements).toEqual([expect.objectContaining({ id: REQUIREMENTS[0]!.id, outcome: NOT_REVIEWED })]);
  });
});

describe('the appendix', () => {
  it('gives the level rule, the seven outcomes, the five test methods and the four grades of evidence', () => {
    expect(sample.appendix.levelRule.join(' ')).toContain('The organisation is at the lowest level of its eight strategies');
    expect(sample.appendix.outcomes.map((outcome) => outcome.name)).toEqual(['Effective', 'Alternate control', 'Ineffective', 'Not implemented', 'Not applicable', 'No visibility', 'Not assessed']);
    expect(sample.appendix.testMethods.map((method) => method.name)).toEqual([
      'Tested with a simulated activity',
      'Live configuration examined',
      'Copy of the configuration reviewed',
      'Documents reviewed',
      'Interview',
    ]);
    expect(sample.appendix.evidenceQualities.map((quality) => quality.name)).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
  });
});

describe('the assessment report’s file names', () => {
  it('name the organisation, made safe as every report file name is', () => {
    expect(assessmentReportPdfFileName('Harbourside Logistics Pty Ltd')).toBe('Harbourside Logistics Pty Ltd_Assessment_Report.pdf');
    expect(assessmentReportWordFileName('Harbourside Logistics Pty Ltd')).toBe('Harbourside Logistics Pty Ltd_Assessment_Report.docx');
    expect(assessmentReportPdfFileName('A/B: "C"?\u202E')).toBe('AB C_Assessment_Report.pdf');
    expect(assessmentReportWordFileName('')).toBe('assessment_Assessment_Report.docx');
  });
});
