import { describe, expect, it } from 'vitest';
import { completedAssessmentBody } from '../tests/support/assessments';
import fixture from '../containers/test/completed-assessment.json';

describe("the assessment scripts/container-test.sh saves in the container", () => {
  it('is the completed assessment the API tests save, so it stays valid as the schema changes', () => {
    expect(fixture).toEqual(completedAssessmentBody({ organizationName: 'Container Test Pty Ltd' }));
  });
});
