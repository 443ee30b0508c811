import { describe, expect, it } from 'vitest';
import { actionPlan } from '../detailed-assessment';
import { assessmentReportPdfFileName, assessmentReportWordFileName } from '../file-names';
import { REQUIREMENTS } from '../framework/catalogue';
import { firstLevel } from '../framework/requirement';
import { RISK_ACCEPTANCE_NOT_RECORDED } from '../framework/risk-acceptance';
import { sameRequirementIds } from '../framework/shared-requirements';
import { CHANGED_ANSWER, REVIEW_TIMES, sampleFinding, sampleReviewInput } from '../../../tests/support/assessment-review';
import { buildAssessmentReport } from './assessment-report';
import { afterText, ASSESSMENT_REPORT_TITLE, NOT_RECORDED, TEMPLATE_STRATEGY_ORDER } from './assessment-report-words';
import { EMPTY_REPORT_WORDS } from './report-words';
import { EMPTY_SCOPE } from './review-scope';
import type { SharedReview } from './review';
import { NO_TARGET_AGREED } from './review-target';
import { modelRequirements } from './within-scope';

const sample = buildAssessmentReport(sampleReviewInput());
const requirementsOf = (report: typeof sample) => report.results.flatMap((strategy) => strategy.levels.flatMap((level) => level.requirements));
const entry = (report: typeof sample, id: string) => requirementsOf(report).find((requirement) => requirement.id === id)!;
/** Every requirement of the model found effective with a live look at its configuration, a shared one once. */
const allEffective = () => modelRequirements(REQUIREMENTS).map(({ requirement }) => sampleFinding(requirement.id, 'effective', 'live-configuration', 'Seen in the console.'));
/** The catalogue entries up to Maturity Level Two. */
const UP_TO_TWO = REQUIREMENTS.filter((requirement) => firstLevel(requirement) <= 2);

describe('the assessment report: cover and document details', () => {
  it('is titled as ASD’s template titles it, final once the review is finished, with the versions, the date and who prepared it for whom', () => {
    expect(sample.title).toBe(ASSESSMENT_REPORT_TITLE);
    expect(sample.status).toBe('Final');
    expect(sample.reportDate).toBe('22 November 2026');
    expect(sample.details.assessment).toContainEqual({ label: 'Essential Eight version', value: 'Essential Eight Maturity Model (November 2023)' });
    expect(sample.details.assessment).toContainEqual({ label: 'Requirement catalogue', value: 'e8mm-2023-11.r4 (152 requirements)' });
    expect(sample.details.preparedBy).toContainEqual({ label: 'Assessors', value: 'Priya Raman (lead), Tom Okafor' });
    expect(sample.details.preparedFor).toEqual([
      { label: 'Organisation', value: 'Harbourside Logistics Pty Ltd' },
      { label: 'Address', value: NOT_RECORDED },
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
    // Dated in the deployment's zone (Sydney's here): the first finding, saved at 23:00 UTC on the 16th, is 10 am on the 17th there.
    expect(sample.details.revisions.map((row) => [row.version, row.date])).toEqual([
      ['0.1', '17 November 2026'],
      ['1.0', '20 November 2026'],
    ]);
    const input = sampleReviewInput();
    const shared = buildAssessmentReport({ ...input, review: { ...input.review, sharedAt: REVIEW_TIMES.shared } });
    expect(shared.details.revisions.at(-1)).toMatchObject({ date: '21 November 2026', description: 'Report shared with the organisation' });
    expect(buildAssessmentReport(sampleReviewInput({ findings: [], finishedAt: null })).details.revisions).toEqual([]);
  });

  it('carries a classification marking, OFFICIAL: Sensitive unless the branding file or the review names another, and every field of the template’s document details', () => {
    expect(sample.marking).toBe('OFFICIAL: Sensitive');
    const input = sampleReviewInput();
    const branded = { ...input, branding: { ...input.branding, reportMarking: 'OFFICIAL', address: '1 Collins Street, Melbourne VIC 3000' } };
    expect(buildAssessmentReport(branded).marking).toBe('OFFICIAL');
    const words = { ...EMPTY_REPORT_WORDS, marking: 'PROTECTED', systemClassification: 'OFFICIAL: Sensitive', entityAddress: '7 Quay Road, Fremantle WA 6160', assessorQualifications: 'IRAP assessor; CISSP' };
    const report = buildAssessmentReport({ ...branded, review: { ...branded.review, reportWords: words } });
    expect(report.marking).toBe('PROTECTED');
    expect(report.details.assessment).toContainEqual({ label: 'System security classification', value: 'OFFICIAL: Sensitive' });
    expect(report.details.preparedBy).toContainEqual({ label: 'Address', value: '1 Collins Street, Melbourne VIC 3000' });
    expect(report.details.preparedBy).toContainEqual({ label: 'Assessor qualifications', value: 'IRAP assessor; CISSP' });
    expect(report.details.preparedFor).toContainEqual({ label: 'Address', value: '7 Quay Road, Fremantle WA 6160' });
    expect(sample.details.assessment).toContainEqual({ label: 'System security classification', value: NOT_RECORDED });
  });

  it('takes the respondent’s shared copy of the review, whose findings name nobody', () => {
    const input = sampleReviewInput();
    const shared: SharedReview = {
      assessmentId: input.assessment.id,
      scope: input.review.scope,
      target: input.review.target ?? NO_TARGET_AGREED,
      findings: input.review.findings.map(({ savedBy: _who, ...finding }) => finding),
      finishedAt: REVIEW_TIMES.finished,
      sharedAt: REVIEW_TIMES.shared,
      reportWords: EMPTY_REPORT_WORDS,
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
      { label: 'Overall level by the answers, within the target', value: 'Maturity Level Two' },
      { label: 'Overall level supported by evidence, within the target', value: 'Maturity Level Zero' },
    ]);
    expect(sample.summary.reviewedText).toBe('87 of 87 requirements within the target reviewed');
    expect(sample.summary.disagreementsText).toBe('2 findings differ from the answers');
    expect(sample.summary.strategies.map((strategy) => strategy.id)).toEqual(TEMPLATE_STRATEGY_ORDER);
  });

  it('reads the levels by the answers and by the evidence within the target, as the opinion does, never above it', () => {
    // Every answer is effective with good evidence up to Maturity Level Three, the target Maturity Level Two.
    const input = sampleReviewInput({ findings: allEffective(), target: { targetLevel: 2, strategyTargets: {} } });
    const graded = Object.fromEntries(Object.entries(input.assessment.requirementOutcomes).map(([id, answer]) => [id, { ...answer!, outcome: 'effective' as const, evidenceQuality: 'good' as const }]));
    const report = buildAssessmentReport({ ...input, assessment: { ...input.assessment, requirementOutcomes: graded } });
    expect(report.summary.overallLevels.map((level) => level.value)).toEqual(['Maturity Level Two', 'Maturity Level Two', 'Maturity Level Two']);
    expect(report.summary.overallLevels.slice(1).every((level) => level.label.endsWith('within the target'))).toBe(true);
    expect(report.summary.strategies.every((strategy) => strategy.answersLevelName === 'Maturity Level Two' && strategy.evidenceLevelName === 'Maturity Level Two')).toBe(true);
    expect(report.results.every((strategy) => strategy.answersLevelName === 'Maturity Level Two')).toBe(true);
    expect(report.summary.opinion).toContain("This is the level the organisation's own answers give within the target");
    expect(report.summary.opinion).toContain('supports the same level');
    expect(report.summary.opinion).not.toContain('Maturity Level Three');
    // With a strategy widened to Maturity Level Three, its levels may reach Three there and nowhere else.
    const widened = buildAssessmentReport({ ...input, assessment: { ...input.assessment, requirementOutcomes: graded }, review: { ...input.review, target: { targetLevel: 2, strategyTargets: { 'regular-backups': 3 } } } });
    expect(widened.summary.strategies.filter((strategy) => strategy.answersLevelName === 'Maturity Level Three').map((strategy) => strategy.id)).toEqual(['regular-backups']);
  });

  it('counts only requirements within the target, a requirement with no finding as not assessed, and the level held at zero', () => {
    const report = buildAssessmentReport(sampleReviewInput({ findings: allEffective().slice(0, 40), finishedAt: null }));
    const reviewed = allEffective().slice(0, 40).filter((finding) => firstLevel(REQUIREMENTS.find((each) => each.id === finding.requirementId)!) <= 2).length;
    expect(report.summary.reviewedText).toBe(`${reviewed} of 87 requirements within the target reviewed`);
    expect(report.summary.assessedLevelName).toBe('Maturity Level Zero');
    expect(report.summary.opinion).toContain(`${reviewed} of the 87 requirements within the target were reviewed; the other ${87 - reviewed} count as not assessed`);
    expect(report.summary.opinion).toContain('because requirements it answered as met have not been assessed yet');
    expect(report.summary.opinion).toContain('this is a draft');
  });

  it('writes an opinion that says the level is below the answers’ and names the strategies that hold it down', () => {
    expect(sample.summary.opinion).toContain('Essential Eight Advisory assessed Harbourside Logistics Pty Ltd at Maturity Level Zero');
    expect(sample.summary.opinion).toContain(
      "This is below Maturity Level Two, the level the organisation's own answers give within the target: 2 requirements it answered as met or not applicable were found otherwise (1 in Application control and 1 in Regular backups, which hold the level down).",
    );
    expect(sample.summary.opinion).toContain('Six of the eight strategies reach their targets.');
  });

  it('writes a different opinion when the findings agree with the answers, and another when they find more than was answered', () => {
    const agreeing = buildAssessmentReport(sampleReviewInput({ findings: allEffective() })).summary.opinion;
    expect(agreeing).toContain('Essential Eight Advisory assessed Harbourside Logistics Pty Ltd at Maturity Level Two, the level of its weakest strategy: all eight strategies are at it.');
    expect(agreeing).toContain('Every one of the 87 requirements within the target was reviewed.');
    expect(agreeing).toContain('though 2 findings differ from the answers');
    expect(agreeing).toContain('Every strategy reaches its target.');
    expect(agreeing).toContain('87 of the 87 tested findings rest on a simulated activity or the live configuration');
    expect(agreeing).not.toContain('below');

    const input = sampleReviewInput({ findings: allEffective() });
    const modest = { ...input.assessment.requirementOutcomes };
    for (const requirement of REQUIREMENTS.filter((each) => each.strategy === 'regular-backups')) modest[requirement.id] = { outcome: 'not-implemented', evidence: '' };
    const above = buildAssessmentReport({ ...input, assessment: { ...input.assessment, requirementOutcomes: modest } }).summary.opinion;
    expect(above).toContain('This is above Maturity Level Zero, the level the organisation\'s own answers give within the target: the assessor found met 8 requirements the organisation had not answered as met.');
    expect(new Set([sample.summary.opinion, agreeing, above]).size).toBe(3);
  });

  it('starts the key recommendations with the action plan as found', () => {
    expect(sample.summary.keyRecommendations[0]).toBe('Start with the 2 requirements that hold Application control and Regular backups below Maturity Level One: the action plan lists them first.');
  });

  it('gives the key security risks and positive findings from the findings within the target', () => {
    expect(sample.summary.keySecurityRisks).toContain('Application control: 1 no visibility, holding it at Maturity Level Zero against a target of Maturity Level Two');
    expect(sample.summary.keySecurityRisks).toContain('Regular backups: 1 ineffective');
    expect(sample.summary.positiveFindings).toContain('Restrict Microsoft Office macros and User application hardening reach their target as assessed.');
    expect(sample.summary.positiveFindings).toContain('83 of the 87 requirements within the target reviewed were found effective');
    expect(buildAssessmentReport(sampleReviewInput({ findings: allEffective() })).summary.keySecurityRisks).toContain('no key security risk stands within the scope');
    expect(buildAssessmentReport(sampleReviewInput({ findings: [], finishedAt: null })).summary.keySecurityRisks).toBe('No requirement within the target has a finding yet: the key security risks follow from the findings.');
    expect(buildAssessmentReport(sampleReviewInput({ findings: allEffective().slice(0, 5), finishedAt: null })).summary.keySecurityRisks).toMatch(/^No requirement within the target reviewed so far \(5 of 87\) was found unmet; 82 have no finding yet\.$/);
  });

  it('gives the assessor’s own words where they wrote them, the report’s own where they did not, and keeps the report’s for the form', () => {
    const words = {
      ...EMPTY_REPORT_WORDS,
      background: 'Harbourside runs two depots and a head office.',
      keySecurityRisks: 'Backups are not restored in tests.',
      positiveFindings: 'Patching is fast.',
      opinion: 'In our opinion the organisation is at Maturity Level Zero.',
      strategyCommentary: { 'regular-backups': 'Backups run nightly.\n\nRestoration was never tested.' },
    };
    const report = buildAssessmentReport(sampleReviewInput({ reportWords: words }));
    expect(report.scope.background).toBe(words.background);
    expect(report.summary).toMatchObject({ keySecurityRisks: words.keySecurityRisks, positiveFindings: words.positiveFindings, opinion: words.opinion });
    const backups = report.results.find((strategy) => strategy.strategy === 'regular-backups')!;
    expect(backups).toMatchObject({ findings: ['Backups run nightly.', 'Restoration was never tested.'], findingsInOwnWords: true });
    expect(backups.generatedFindings[0]).toBe('Target Maturity Level Two: not reached; Maturity Level Zero as assessed.');
    expect(report.results.find((strategy) => strategy.strategy === 'patch-applications')?.findingsInOwnWords).toBe(false);
    expect(report.generated.opinion).toBe(sample.summary.opinion);
    expect(report.generated.background).toBe(sample.scope.background);
    expect(report.generated.commentary['regular-backups']).toBe(backups.generatedFindings.join('\n'));
  });
});

describe('scope and approach', () => {
  it('gives every field, "Not recorded" where nothing was written', () => {
    const input = sampleReviewInput();
    const report = buildAssessmentReport({ ...input, review: { ...input.review, scope: { ...EMPTY_SCOPE, sampling: 'Five desktops.' } } });
    expect(report.scope.fields.map((field) => [field.label, field.value])).toEqual([
      ['Systems in scope and exclusions', NOT_RECORDED],
      ['Target maturity level', "Maturity Level Two for all eight strategies (the organisation's own targets: none was agreed for this assessment)"],
      ['Essential Eight version', 'Essential Eight Maturity Model (November 2023)'],
      ['Sampling', 'Five desktops.'],
      ['Approach, techniques and tools', NOT_RECORDED],
      ['Limitations', NOT_RECORDED],
      ['Assessment days', NOT_RECORDED],
      ['Assessors', NOT_RECORDED],
    ]);
    expect(sample.scope.fields).toContainEqual({ label: 'Assessment days', value: '16 November 2026 to 18 November 2026' });
  });
  it('says in the background and the scope whose target the review was made against: the one agreed, or the organisation’s own when none was', () => {
    expect(sample.scope.background).toContain("reviewed it requirement by requirement against the organisation's own targets (no target maturity level was agreed for this assessment), tested");
    expect(sample.scope.background).not.toContain('against the target maturity level agreed');
    const agreed = buildAssessmentReport(sampleReviewInput({ target: { targetLevel: 2, strategyTargets: {} } }));
    expect(agreed.scope.background).toContain('reviewed it requirement by requirement against the target maturity level agreed for this assessment, tested');
    expect(agreed.scope.fields).toContainEqual({ label: 'Target maturity level', value: 'Maturity Level Two for all eight strategies' });
    const partly = buildAssessmentReport(sampleReviewInput({ target: { targetLevel: null, strategyTargets: { 'regular-backups': 1 } } }));
    expect(partly.scope.background).toContain("against the target maturity levels agreed for some strategies and the organisation's own targets for the rest");
    expect(agreed.appendix.levelRule.join(' ')).toContain("the organisation's own target where none was agreed");
  });
});

describe('results by strategy', () => {
  it('gives only the requirements within the target, each requirement of the model once, under the level it first applies at', () => {
    expect(sample.results.map((strategy) => strategy.strategy)).toEqual(TEMPLATE_STRATEGY_ORDER);
    expect(requirementsOf(sample)).toHaveLength(87);
    expect(requirementsOf(sample).every((requirement) => firstLevel(REQUIREMENTS.find((each) => each.id === requirement.id)!) <= 2)).toBe(true);
    const models = requirementsOf(sample).map((requirement) => sameRequirementIds(requirement.id)[0]);
    expect(new Set(models).size).toBe(models.length);
    expect(UP_TO_TWO.every((entry) => models.includes(sameRequirementIds(entry.id)[0]))).toBe(true);
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

  it('prints a shared requirement once, where it is first within the target, naming the strategies it also counts in', () => {
    const scanner = entry(sample, 'patch-applications-vulnerability-scanner-up-to-date');
    expect(scanner.alsoCountsIn).toBe('Also counts in Patch operating systems');
    expect(scanner.status).toBe('Alternate control');
    const system = sample.results.find((strategy) => strategy.strategy === 'patch-operating-systems')!;
    expect(system.givenElsewhere).toContainEqual({ text: scanner.text, strategyTitle: 'Patch applications' });
    expect(system.findings[1]).toBe('All 8 requirements within the target reviewed: 7 effective and 1 alternate control.');
    expect(entry(sample, 'regular-backups-restoration-tested').alsoCountsIn).toBe('');
  });

  it('names a requirement within the target with no finding by ASD’s outcome, Not assessed, never "Not reviewed", with the answer still given', () => {
    const report = buildAssessmentReport(sampleReviewInput({ findings: allEffective().slice(1), finishedAt: null }));
    const first = entry(report, REQUIREMENTS[0]!.id);
    expect(first.status).toBe('Not assessed');
    expect(first.finding).toBeNull();
    expect(first.answer.outcome).toBe('Effective');
    expect(requirementsOf(report).some((requirement) => /not reviewed/i.test(requirement.status))).toBe(false);
    expect(report.results.find((strategy) => strategy.strategy === REQUIREMENTS[0]!.strategy)?.findings[1]).toMatch(/^\d+ of its \d+ requirements within the target reviewed: .*; 1 not assessed yet\.$/);
  });

  it('leaves findings above the target out, and never assesses a strategy above its target', () => {
    const report = buildAssessmentReport(sampleReviewInput({ findings: allEffective(), target: { targetLevel: 1, strategyTargets: {} } }));
    expect(report.summary.assessedLevelName).toBe('Maturity Level One');
    expect(requirementsOf(report).every((requirement) => firstLevel(REQUIREMENTS.find((each) => each.id === requirement.id)!) === 1)).toBe(true);
    expect(report.summary.reviewedText).toBe('46 of 46 requirements within the target reviewed');
    expect(report.summary.widenedScope).toBeNull();
  });

  it('says so when the assessor widened the scope above the organisation’s own target, and gives the wider scope’s requirements', () => {
    const report = buildAssessmentReport(sampleReviewInput({ findings: allEffective(), target: { targetLevel: 2, strategyTargets: { 'regular-backups': 3 } } }));
    expect(report.summary.widenedScope).toBe(
      "The assessor widened the scope above the organisation's own target: Regular backups at Maturity Level Three, where the organisation targets Maturity Level Two.",
    );
    expect(report.scope.fields.find((field) => field.label === 'Target maturity level')?.value).toContain('Regular backups: Maturity Level Three');
    expect(report.results.find((strategy) => strategy.strategy === 'regular-backups')?.levels.map((level) => level.level)).toEqual([1, 2, 3]);
    expect(report.summary.strategies.find((strategy) => strategy.id === 'regular-backups')).toMatchObject({ targetLevelName: 'Maturity Level Three', assessedLevelName: 'Maturity Level Three' });
  });

  it('writes each strategy’s findings from the facts, and its recommendations only while its target is not reached', () => {
    const backups = sample.results.find((strategy) => strategy.strategy === 'regular-backups')!;
    expect(backups.findings[0]).toBe('Target Maturity Level Two: not reached; Maturity Level Zero as assessed.');
    expect(backups.findings[1]).toBe('All 8 requirements within the target reviewed: 7 effective and 1 ineffective.');
    expect(backups.recommendations.length).toBeGreaterThan(0);
    expect(sample.results.find((strategy) => strategy.strategy === 'patch-applications')?.recommendations).toEqual([]);
  });
});

describe('exceptions as found', () => {
  it('lists the alternate controls and not applicable requirements found, with the assessor’s justification, grade and review date, and the organisation’s answer beside', () => {
    expect(sample.exceptions.map((exception) => [exception.requirementId, exception.outcome, exception.reviewBy, exception.answered])).toEqual([
      ['patch-applications-vulnerability-scanner-up-to-date', 'Alternate control', '31 May 2027', 'Alternate control'],
      ['multi-factor-authentication-third-party-online-services-non-sensitive-data', 'Not applicable', 'Not set', 'Not applicable'],
    ]);
    expect(sample.exceptions[0]).toMatchObject({
      justification: expect.stringContaining('the vendor feed is pulled by hand before each scan'),
      // No one accepted the residual risk in the finding: the register as found warns of it.
      approvedBy: RISK_ACCEPTANCE_NOT_RECORDED,
      answeredJustification: 'The scanner vendor updates weekly; the team pulls the feed by hand before every scan.',
      answeredApprovedBy: 'Chief Information Officer',
    });
    expect(sample.exceptions[1]).toMatchObject({
      justification: 'No third-party service without sensitive data is in use.',
      answeredJustification: 'Every third-party service holds sensitive data.',
      facts: [{ label: 'Evidence quality', value: sample.exceptions[1]!.evidenceQuality }],
    });
  });

  it('takes who accepted the residual risk, the justification, the grade and the review date from the assessor’s finding, never the respondent’s', () => {
    const input = sampleReviewInput();
    const scanner = 'patch-applications-vulnerability-scanner-up-to-date';
    const findings = input.review.findings.map((finding) =>
      finding.requirementId === scanner
        ? { ...finding, note: 'A weekly feed pulled by hand before each scan covers the intent.', evidenceQuality: 'fair' as const, reviewBy: '2027-03-31', acceptedBy: 'Jo Chief, CIO' }
        : finding,
    );
    const report = buildAssessmentReport({ ...input, review: { ...input.review, findings } });
    const found = report.exceptions.find((exception) => exception.requirementId === scanner)!;
    expect(found).toMatchObject({
      justification: 'A weekly feed pulled by hand before each scan covers the intent.',
      approvedBy: 'Jo Chief, CIO',
      reviewBy: '31 March 2027',
      evidenceQuality: 'Fair',
      facts: [
        { label: 'Evidence quality', value: 'Fair' },
        { label: 'Review by', value: '31 March 2027' },
        { label: 'Residual risk accepted by', value: 'Jo Chief, CIO' },
      ],
      answeredApprovedBy: 'Chief Information Officer',
    });
    expect(entry(report, scanner).finding).toMatchObject({ note: 'A weekly feed pulled by hand before each scan covers the intent.', evidenceQuality: 'Fair', reviewBy: '31 March 2027', acceptedBy: 'Jo Chief, CIO' });
    expect(entry(sample, scanner).finding?.acceptedBy).toBe(NOT_RECORDED);
    expect(entry(sample, 'regular-backups-restoration-tested').finding?.acceptedBy).toBeNull();
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
      justification: 'No restore test is planned.',
      answeredJustification: '',
      facts: [{ label: 'Evidence quality', value: 'Poor' }],
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

  it('never count a requirement with no finding, nor one outside the target, as an action', () => {
    const report = buildAssessmentReport(sampleReviewInput({ findings: allEffective().slice(1), finishedAt: null }));
    expect(report.actionPlan).toEqual([]);
    expect(report.summary.keyRecommendations).toEqual([expect.stringContaining('Every strategy meets its target')]);
    const planned = sample.actionPlan.flatMap((section) => section.levels.flatMap((level) => level.requirements));
    expect(planned.every((requirement) => firstLevel(REQUIREMENTS.find((each) => each.id === requirement.id)!) <= 2)).toBe(true);
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

describe('the report’s words', () => {
  it('put one full stop between a text and the next label, none more after a text that ends a sentence', () => {
    expect(afterText('Alternate control')).toBe('.  ');
    expect(afterText('before every scan. ')).toBe('  ');
    expect(afterText('Is it in use?')).toBe('  ');
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
