import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../framework/catalogue';
import { assessmentResultsErrors, definitionErrors } from '../../../tests/support/oscal-schema';
import { EXAMPLE, reviewedExampleInput } from '../../../tests/support/oscal-example';
import asdBaselines from './asd-e8-baseline-controls.json';
import { assessmentResultsOf, OSCAL_NAMESPACE, reviewedIsmControls } from './assessment-results';
import type { OscalAssessmentPlan, OscalProp } from './oscal-model';

/** A test's stand-in for the server's name-based UUIDs: a valid version 4 UUID per key, the same for the same key. */
function countingUuids(): (key: string) => string {
  const given = new Map<string, string>();
  return (key) => {
    const known = given.get(key);
    if (known) return known;
    const uuid = `00000000-0000-4000-8000-${String(given.size + 1).padStart(12, '0')}`;
    given.set(key, uuid);
    return uuid;
  };
}

const exported = () => assessmentResultsOf(reviewedExampleInput(countingUuids()));
const valueOf = (props: readonly OscalProp[], name: string, klass?: string) => props.find((each) => each.name === name && (klass === undefined || each.class === klass))?.value;
const TOKEN = /^(\p{L}|_)(\p{L}|\p{N}|[.\-_])*$/u;

describe('OSCAL assessment results of a detailed assessment', () => {
  it('is valid against NIST’s OSCAL 1.1.2 assessment results schema', () => {
    expect(assessmentResultsErrors(exported())).toEqual([]);
  });

  it('is refused by the schema once broken: a finding without its target and a status OSCAL does not know', () => {
    const broken = structuredClone(exported());
    const [result] = broken['assessment-results'].results;
    const [first, second] = result?.findings ?? [];
    if (!first || !second) throw new Error('The export has no findings');
    delete (first as Partial<typeof first>).target;
    (second.target.status as { state: string }).state = 'partially-satisfied';
    const errors = assessmentResultsErrors(broken);
    expect(errors).toContain("/assessment-results/results/0/findings/0: must have required property 'target'");
    expect(errors.some((error) => error.startsWith('/assessment-results/results/0/findings/1/target/status/state'))).toBe(true);
  });

  it('selects exactly the ISM controls the catalogue names, as ASD’s OSCAL catalogue writes their ids', () => {
    const ismNumbers = new Set(REQUIREMENTS.flatMap((requirement) => requirement.ism));
    const selected = exported()['assessment-results'].results[0]?.['reviewed-controls']['control-selections'][0]?.['include-controls'].map((each) => each['control-id']);
    expect(selected).toEqual(reviewedIsmControls());
    expect(selected).toHaveLength(ismNumbers.size);
    for (const id of selected ?? []) {
      expect(id).toMatch(/^ism-\d{4}$/);
      expect(ismNumbers.has(id.toUpperCase())).toBe(true);
    }
    const objectives = exported()['assessment-results']['local-definitions']['objectives-and-methods'];
    expect(objectives.map((objective) => objective['control-id'])).toEqual(REQUIREMENTS.map((requirement) => requirement.ism[0]?.toLowerCase()));
  });

  it('names only controls ASD’s own Essential Eight baselines in OSCAL select, each at every level its requirement applies at', () => {
    const baseline = { 1: asdBaselines.ML1, 2: asdBaselines.ML2, 3: asdBaselines.ML3 } as const;
    for (const requirement of REQUIREMENTS) {
      for (const level of requirement.levels) {
        for (const ism of requirement.ism) expect(baseline[level], `${requirement.id} at level ${level}`).toContain(ism.toLowerCase());
      }
    }
  });

  it('has a finding per requirement, satisfied when its outcome meets it, the assessor’s outcome over the respondent’s', () => {
    const findings = exported()['assessment-results'].results[0]?.findings ?? [];
    expect(findings).toHaveLength(REQUIREMENTS.length);
    const of = (id: string) => findings.find((finding) => valueOf(finding.props, 'requirement-id') === id);
    expect(of(EXAMPLE.alternate)?.target).toEqual({ type: 'objective-id', 'target-id': `${EXAMPLE.alternate}_obj`, status: { state: 'satisfied', reason: 'pass' } });
    expect(valueOf(of(EXAMPLE.alternate)?.props ?? [], 'outcome')).toBe('Alternate control');
    expect(of(EXAMPLE.foundIneffective)?.target.status).toEqual({ state: 'not-satisfied', reason: 'fail' });
    expect(of(EXAMPLE.foundIneffective)?.description).toBe('Found Ineffective by the assessor; the respondent answered Effective.');
    expect(of(EXAMPLE.notImplemented)?.target.status).toEqual({ state: 'not-satisfied', reason: 'fail' });
    expect(valueOf(of(EXAMPLE.notImplemented)?.props ?? [], 'outcome-from')).toBe('respondent');
    expect(of(EXAMPLE.notApplicable)?.target.status).toEqual({ state: 'not-satisfied', reason: 'other' });
    // A requirement both patching strategies list: the one finding counts in each.
    expect(valueOf(of('patch-operating-systems-asset-discovery-fortnightly')?.props ?? [], 'outcome-from')).toBe('assessor');
  });

  it('observes the assessor’s finding with OSCAL’s method for its test method, its grade, and each file with its SHA-256', () => {
    const observations = exported()['assessment-results'].results[0]?.observations ?? [];
    const found = observations.find((each) => each.title.startsWith('The assessor’s finding') && valueOf(each.props, 'requirement-id') === EXAMPLE.alternate);
    expect(found?.methods).toEqual(['TEST']);
    expect(valueOf(found?.props ?? [], 'evidence-quality')).toBe('Excellent');
    expect(found?.['relevant-evidence']?.map((evidence) => valueOf(evidence.props, 'sha256'))).toEqual(['b'.repeat(64)]);
    const interview = observations.find((each) => each.title.startsWith('The assessor’s finding') && valueOf(each.props, 'requirement-id') === EXAMPLE.foundIneffective);
    expect(interview?.methods).toEqual(['INTERVIEW']);
    const answer = observations.find((each) => each.title.startsWith('The respondent’s answer') && valueOf(each.props, 'requirement-id') === 'patch-applications-asset-discovery-fortnightly');
    expect(answer?.['relevant-evidence']?.[0]?.description).toBe('File “discovery.pdf” (PDF, 2 KB)');
  });

  it('lists exceptions as risks: the alternate control approved until its review date, the others as they stand', () => {
    const risks = exported()['assessment-results'].results[0]?.risks ?? [];
    const answered = (id: string) => risks.find((risk) => valueOf(risk.props, 'requirement-id') === id && valueOf(risk.props, 'recorded-by') === 'respondent');
    expect(answered(EXAMPLE.alternate)).toMatchObject({ status: 'deviation-approved', deadline: '2027-06-30T23:59:59Z', description: 'The kiosks boot a read-only image that nobody can change.' });
    expect(valueOf(answered(EXAMPLE.alternate)?.props ?? [], 'risk-accepted-by')).toBe('Sam Lee, Chief Information Security Officer');
    expect(answered(EXAMPLE.notApplicable)).toMatchObject({ status: 'deviation-requested' });
    expect(answered(EXAMPLE.notImplemented)).toMatchObject({ status: 'open', description: 'No justification recorded.' });
    expect(answered(EXAMPLE.notImplemented)?.deadline).toBeUndefined();
  });

  it('gives the levels by strategy and overall: by the answers, supported by evidence, and as assessed once finished', () => {
    const props = exported()['assessment-results'].results[0]?.props ?? [];
    expect(valueOf(props, 'overall-maturity-level-by-answers')).toBe('1');
    expect(valueOf(props, 'maturity-level-by-answers', 'regular-backups')).toBe('1');
    expect(valueOf(props, 'maturity-level-by-answers', 'application-control')).toBe('3');
    expect(valueOf(props, 'maturity-level-supported-by-evidence', 'application-control')).toBe('0');
    expect(valueOf(props, 'maturity-level-assessed', 'application-control')).toBe('1');
    expect(valueOf(props, 'maturity-level-assessed', 'regular-backups')).toBe('0');
    expect(valueOf(props, 'overall-maturity-level-assessed')).toBe('0');
    expect(valueOf(props, 'review-status')).toBe('Finished');
    const inReview = reviewedExampleInput(countingUuids());
    const unfinished = assessmentResultsOf({ ...inReview, review: inReview.review && { ...inReview.review, status: 'in-review', finishedAt: null } });
    expect(unfinished['assessment-results'].results[0]?.props.some((each) => each.name.endsWith('-assessed'))).toBe(false);
  });

  it('names every property of ours as an OSCAL token in our namespace', () => {
    const text = JSON.stringify(exported());
    const props = [...text.matchAll(/\{"name":"([^"]*)","ns":"([^"]*)"/g)];
    expect(props.length).toBeGreaterThan(REQUIREMENTS.length);
    for (const [, name, ns] of props) {
      expect(name).toMatch(TOKEN);
      expect(ns).toBe(OSCAL_NAMESPACE);
    }
  });

  it('imports a minimal assessment plan kept inline in the back matter, whose parts are valid OSCAL too', () => {
    const results = exported()['assessment-results'];
    const resource = results['back-matter'].resources.find((each) => `#${each.uuid}` === results['import-ap'].href);
    expect(resource?.base64?.filename).toBe('assessment-plan.json');
    const plan = JSON.parse(Buffer.from(resource?.base64?.value ?? '', 'base64').toString('utf8')) as OscalAssessmentPlan;
    const { metadata, 'reviewed-controls': controls, 'back-matter': backMatter, 'import-ssp': importSsp } = plan['assessment-plan'];
    expect(definitionErrors('#assembly_oscal-metadata_metadata', metadata)).toEqual([]);
    expect(definitionErrors('#assembly_oscal-assessment-common_reviewed-controls', controls)).toEqual([]);
    expect(definitionErrors('#assembly_oscal-metadata_back-matter', backMatter)).toEqual([]);
    expect(definitionErrors('#assembly_oscal-assessment-common_import-ssp', importSsp)).toEqual([]);
    expect(backMatter.resources.some((each) => `#${each.uuid}` === importSsp.href)).toBe(true);
  });

  it('gives the same document for the same assessment', () => {
    expect(JSON.stringify(exported())).toBe(JSON.stringify(exported()));
  });
});
