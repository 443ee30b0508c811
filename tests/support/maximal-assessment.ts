import { createHash } from 'node:crypto';
import { CONTROL_IDS } from '../../src/domain/controls';
import { DEFAULT_BRANDING } from '../../src/domain/branding';
import { MAX_CONSTRAINTS_LENGTH, MAX_EMAIL_LENGTH, MAX_EVIDENCE_LENGTH, MAX_JUSTIFICATION_LENGTH, MAX_NAME_LENGTH } from '../../src/domain/constants';
import { parseAnyAssessmentInput, storedFieldsOf } from '../../src/domain/detailed-assessment';
import { buildDetailedReport, type DetailedReport } from '../../src/domain/detailed-report';
import { MAX_EVIDENCE_FILE_NAME } from '../../src/domain/evidence-file-name';
import { MAX_EVIDENCE_FILES_PER_ASSESSMENT, type EvidenceFile } from '../../src/domain/evidence-files';
import { evidenceReportGroups } from '../../src/domain/evidence-report';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { sameRequirementIds } from '../../src/domain/framework/shared-requirements';
import { seriesPoint } from '../../src/domain/progress';
import { allControls, detailedAssessmentBody, TEST_DAY } from './assessments';

/** `text` repeated to exactly `length` characters, its end never a space. */
function filled(text: string, length: number): string {
  return text.repeat(Math.ceil(length / text.length)).slice(0, length).trimEnd().padEnd(length, '.');
}

/** A note of exactly `length` characters in short lines, one check a line: as long as allowed, and as many lines as a person would type. */
export function longestLinedNote(what: string, length: number): string {
  let note = '';
  for (let line = 1; note.length < length; line += 1) note += `${line === 1 ? '' : '\n'}${what}: check ${line} done.`;
  return note.slice(0, length).trimEnd().padEnd(length, '.');
}

/** The longest email address the form takes: a 64-character local part at a long domain. */
function longestEmail(): string {
  const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.`;
  return `${'a'.repeat(64)}@${domain}${'d'.repeat(MAX_EMAIL_LENGTH - 65 - domain.length - '.example'.length)}.example`;
}

/**
 * The largest detailed assessment a respondent can submit, as its form's and the API's schemas cap it: every
 * requirement an alternate control past its review date (so each is in the action plan, the exceptions register and
 * the outcomes), with the longest evidence note and justification (in short lines), the longest approver's name and
 * the weakest evidence quality; every strategy targeting Maturity Level Three; the longest names, email and
 * constraints, every priority, and one level step a quarter (the longest roadmap). A requirement several strategies
 * share has one answer, named after the first of them.
 */
export function maximalDetailedAssessmentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const requirementOutcomes = Object.fromEntries(
    REQUIREMENTS.map((requirement) => {
      const id = sameRequirementIds(requirement.id)[0] ?? requirement.id;
      return [
        requirement.id,
        {
          outcome: 'alternate-control',
          evidence: longestLinedNote(`Evidence for ${id}`, MAX_EVIDENCE_LENGTH),
          evidenceQuality: 'poor',
          justification: longestLinedNote(`Alternate control for ${id}`, MAX_JUSTIFICATION_LENGTH),
          // Past before the save: an alternate control past review no longer meets its requirement.
          reviewBy: '2026-01-31',
          approvedBy: filled(`Approver for ${id}, Chief Information Security Officer `, MAX_NAME_LENGTH),
        },
      ];
    }),
  );
  return detailedAssessmentBody({
    targetAssessments: allControls(3),
    requirementOutcomes,
    timeline: '24months',
    stepsPerQuarter: 1,
    priorities: [...CONTROL_IDS],
    constraints: longestLinedNote('Constraint', MAX_CONSTRAINTS_LENGTH),
    organizationName: filled('Maximal Evidence Holdings Pty Ltd ', MAX_NAME_LENGTH),
    respondentName: filled('Alexandra Maximilian Evidence-Longname ', MAX_NAME_LENGTH),
    respondentEmail: longestEmail(),
    ...overrides,
  });
}

/** The most evidence files an assessment may hold, each under the longest name kept, one to a requirement in the catalogue's order. */
export function maximalEvidenceFiles(): EvidenceFile[] {
  return Array.from({ length: MAX_EVIDENCE_FILES_PER_ASSESSMENT }, (_, index) => {
    const requirement = REQUIREMENTS[index % REQUIREMENTS.length];
    const stem = filled(`Evidence file ${index + 1} for ${requirement?.id ?? 'a requirement'} exported configuration `, MAX_EVIDENCE_FILE_NAME - '.pdf'.length);
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      requirementId: requirement?.id ?? '',
      fileName: `${stem}.pdf`,
      size: 10 * 1024 * 1024,
      mediaType: 'application/pdf',
      sha256: createHash('sha256').update(String(index)).digest('hex'),
    };
  });
}

/** Completed assessments in the series before the maximal one: a year of monthly re-assessments. */
const EARLIER_IN_SERIES = 12;

/**
 * The detailed report of the largest assessment (`maximalDetailedAssessmentBody`), on `TEST_DAY`, with the most
 * evidence files and a year of monthly assessments before it in its series: the largest input the PDF renderer is given.
 */
export function maximalDetailedReport(overrides: Record<string, unknown> = {}): DetailedReport {
  const input = parseAnyAssessmentInput(maximalDetailedAssessmentBody(overrides), TEST_DAY);
  if (!input.success) throw new Error(input.error.message);
  const at = Date.UTC(2026, 10, 22, 1);
  const assessment = { id: '00000000-0000-4000-8000-000000000a11', createdAt: at, updatedAt: at, ...storedFieldsOf(input.data, TEST_DAY) };
  const month = 30 * 24 * 3600_000;
  const earlier = Array.from({ length: EARLIER_IN_SERIES }, (_, index) =>
    seriesPoint({ id: `00000000-0000-4000-8000-0000000005${String(index).padStart(2, '0')}`, createdAt: at - (EARLIER_IN_SERIES - index) * month, kind: 'quick', assessments: allControls((_id, control) => (index + control) % 4) }),
  );
  return { ...buildDetailedReport(assessment, DEFAULT_BRANDING, [...earlier, seriesPoint(assessment)], TEST_DAY), evidenceFiles: evidenceReportGroups(maximalEvidenceFiles()) };
}
