import { describe, expect, it } from 'vitest';
import { nameBasedUuid } from './name-based-uuid.server';

describe('name-based UUIDs for the OSCAL export', () => {
  it('gives RFC 9562’s own example: "www.example.com" in the DNS namespace', () => {
    expect(nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives the same UUID for the same assessment and key, and another for another key or assessment', () => {
    const assessment = '00000000-0000-4000-8000-0000000de7a1';
    expect(nameBasedUuid(assessment, 'result')).toBe(nameBasedUuid(assessment, 'result'));
    expect(nameBasedUuid(assessment, 'result')).not.toBe(nameBasedUuid(assessment, 'finding:x'));
    expect(nameBasedUuid('00000000-0000-4000-8000-0000000de7a2', 'result')).not.toBe(nameBasedUuid(assessment, 'result'));
  });
});
