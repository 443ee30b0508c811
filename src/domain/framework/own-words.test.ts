import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import asdRequirementTexts from './asd-requirement-texts.json';
import { REQUIREMENTS } from './catalogue';
import { howToCheck } from './how-to-check';
import { sharedWordRuns } from './shared-word-runs';

/** The longest run of words our text may share with any of ASD's requirement texts: one word fewer than this. */
const SHARED_RUN_LIMIT = 12;

const fixtureSchema = z.strictObject({
  provenance: z.object({ sourceRepository: z.url(), sourceCommit: z.string().regex(/^[0-9a-f]{40}$/), dateRead: z.iso.date(), licence: z.string().includes('CC BY 4.0') }),
  texts: z.record(z.string().regex(/^ISM-\d{4}$/), z.string().min(1)),
});
const asd = fixtureSchema.parse(asdRequirementTexts);

/** Every text a user reads about a requirement: the requirement itself and each step of how to check it. */
const ourTexts = REQUIREMENTS.flatMap((requirement) => [
  { where: `${requirement.id} (requirement)`, text: requirement.text },
  ...howToCheck(requirement.id).map((step, index) => ({ where: `${requirement.id} (how to check, step ${index + 1})`, text: step })),
]);

describe("the catalogue in this product's own words", () => {
  it("has ASD's text for every ISM control the catalogue maps to, and no other", () => {
    const mapped = [...new Set(REQUIREMENTS.flatMap((requirement) => requirement.ism))].sort();
    expect(Object.keys(asd.texts).sort()).toEqual(mapped);
  });

  it(`shares no run of ${SHARED_RUN_LIMIT} or more words with any of ASD's requirement texts`, () => {
    const shared = ourTexts.flatMap(({ where, text }) =>
      Object.entries(asd.texts).flatMap(([ism, asdText]) => sharedWordRuns(text, asdText, SHARED_RUN_LIMIT).map((run) => `${where} with ${ism}: "${run}"`)),
    );
    expect(shared).toEqual([]);
  });
});
