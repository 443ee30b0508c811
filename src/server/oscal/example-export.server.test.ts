import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessmentResultsOf } from '../../domain/oscal/assessment-results';
import { reviewedExampleInput } from '../../../tests/support/oscal-example';
import { ASSESSMENT_RESULTS_SCHEMA_FILE, assessmentResultsErrors } from '../../../tests/support/oscal-schema';
import { nameBasedUuid } from './name-based-uuid.server';

const EXAMPLE_FILE = path.resolve(import.meta.dirname, '../../../docs/oscal/example-assessment-results.json');

/** The example as the server would export it: the example assessment with the server's name-based UUIDs, as the route writes it. */
function exampleText(): string {
  const input = reviewedExampleInput((key) => nameBasedUuid(input.assessment.id, key));
  return `${JSON.stringify(assessmentResultsOf(input), null, 2)}\n`;
}

describe('the OSCAL files the repository keeps', () => {
  it('keeps NIST’s OSCAL 1.1.2 assessment results schema unchanged: its SHA-256 and size as docs/oscal/README.md gives them', () => {
    const bytes = fs.readFileSync(ASSESSMENT_RESULTS_SCHEMA_FILE);
    expect(bytes.length).toBe(133_015);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe('d033da70154cf6625ae46a746199e88e58f2928b1387dfac051d381b92f41b0d');
  });

  it('keeps an example export that is what the export gives today for the example assessment, and valid', () => {
    // E8_WRITE_OSCAL_EXAMPLE=1 writes the example afresh after a deliberate change of the mapping.
    if (process.env.E8_WRITE_OSCAL_EXAMPLE === '1') fs.writeFileSync(EXAMPLE_FILE, exampleText());
    const kept = fs.readFileSync(EXAMPLE_FILE, 'utf8');
    expect(kept).toBe(exampleText());
    expect(assessmentResultsErrors(JSON.parse(kept))).toEqual([]);
  });
});
