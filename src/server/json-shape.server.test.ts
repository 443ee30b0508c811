import { describe, expect, it } from 'vitest';
import { jsonShapeMessage, jsonShapeProblem, MAX_JSON_DEPTH, MAX_JSON_MEMBERS } from './json-shape.server';
import { detailedAssessmentBody } from '../../tests/support/assessments';

/** An object of `count` members. */
function objectOf(count: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_unused, index) => [`key${index}`, index]));
}

describe('the shape of a JSON body', () => {
  it('lets through the largest body a respondent sends: a detailed assessment with every requirement answered', () => {
    expect(jsonShapeProblem(JSON.stringify(detailedAssessmentBody()))).toBeUndefined();
  });

  it('lets through a passkey answer as a browser sends it, five levels deep', () => {
    const answer = { challengeId: 'x', response: { id: 'a', response: { transports: ['usb', 'nfc'] }, clientExtensionResults: { prf: { results: { first: 'x' } } } } };
    expect(jsonShapeProblem(JSON.stringify(answer))).toBeUndefined();
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels, of lists or objects`, () => {
    expect(jsonShapeProblem('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonShapeProblem('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).toEqual({ kind: 'too-deep', limit: MAX_JSON_DEPTH });
    expect(jsonShapeProblem('{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1))).toEqual({ kind: 'too-deep', limit: MAX_JSON_DEPTH });
    // Unclosed: the scan stops at the first excess, whatever follows.
    expect(jsonShapeProblem('['.repeat(2_000_000))).toEqual({ kind: 'too-deep', limit: MAX_JSON_DEPTH });
  });

  it(`refuses an object or list of more than ${MAX_JSON_MEMBERS} members (the catalogue's requirements), at any depth`, () => {
    expect(MAX_JSON_MEMBERS).toBe(152);
    expect(jsonShapeProblem(JSON.stringify(objectOf(MAX_JSON_MEMBERS)))).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify(objectOf(MAX_JSON_MEMBERS + 1)))).toEqual({ kind: 'too-many-members', limit: MAX_JSON_MEMBERS });
    expect(jsonShapeProblem(JSON.stringify({ status: 'draft', targetAssessments: objectOf(150_000) }))).toEqual({ kind: 'too-many-members', limit: MAX_JSON_MEMBERS });
    expect(jsonShapeProblem(JSON.stringify({ list: Array.from({ length: MAX_JSON_MEMBERS + 1 }, () => 0) }))).toEqual({ kind: 'too-many-members', limit: MAX_JSON_MEMBERS });
  });

  it('does not count brackets, braces or commas inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `${'[{,'.repeat(1000)}\\"[[[[[[[[,,,,\\\\`, other: 'a"b\\' });
    expect(jsonShapeProblem(text)).toBeUndefined();
    // A string that ends in an escaped backslash is closed by the quote after it.
    expect(jsonShapeProblem(`{"a":"x\\\\","b":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`)).toEqual({ kind: 'too-deep', limit: MAX_JSON_DEPTH });
  });

  it('counts members of each object on its own: many small objects side by side are fine', () => {
    const body = { requirementOutcomes: Object.fromEntries(Array.from({ length: MAX_JSON_MEMBERS }, (_unused, index) => [`r${index}`, { outcome: 'effective', evidence: 'a, b, c' }])) };
    expect(jsonShapeProblem(JSON.stringify(body))).toBeUndefined();
  });

  it('leaves malformed JSON to the parser', () => {
    expect(jsonShapeProblem('{"a": "unterminated')).toBeUndefined();
  });

  it('says in words why a body is refused', () => {
    expect(jsonShapeMessage({ kind: 'too-deep', limit: 6 })).toBe('The request body is nested more than 6 levels deep, deeper than any request of this service needs');
    expect(jsonShapeMessage({ kind: 'too-many-members', limit: 152 })).toBe(
      'An object or list in the request body has more than 152 entries, more than any request of this service needs',
    );
  });
});
