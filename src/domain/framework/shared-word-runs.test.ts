import { describe, expect, it } from 'vitest';
import { comparableWords, sharedWordRuns } from './shared-word-runs';

describe('comparable words', () => {
  it('ignores case and punctuation, drops apostrophes and takes "cyber security" as "cybersecurity"', () => {
    expect(comparableWords("Microsoft's recommended blocklist: Cyber Security events, non-internet-facing servers."))
      .toEqual(['microsofts', 'recommended', 'blocklist', 'cybersecurity', 'events', 'non', 'internet', 'facing', 'servers']);
    expect(comparableWords('Cybersecurity events')).toEqual(comparableWords('cyber security events'));
  });
});

describe('shared word runs', () => {
  const asd = 'Cyber security incidents are reported to ASD as soon as possible after they occur or are discovered.';

  it('finds a text copied word for word, whatever its case, punctuation and spelling of cybersecurity', () => {
    expect(sharedWordRuns('CYBERSECURITY incidents are reported to ASD, as soon as possible after they occur or are discovered', asd, 12)).toEqual([
      'cybersecurity incidents are reported to asd as soon as possible after they occur or are discovered',
    ]);
  });

  it('finds a run of exactly the length asked for inside other words, and none one word shorter', () => {
    const twelve = 'Our own note: sent to ASD as soon as possible after they occur or are discovered, say we.';
    expect(sharedWordRuns(twelve, asd, 12)).toEqual(['to asd as soon as possible after they occur or are discovered']);
    expect(sharedWordRuns(twelve, asd, 13)).toEqual([]);
  });

  it('lists each separate run once, in the order they end in our text, and no run inside a longer one', () => {
    const theirs = 'one two three four five six seven eight nine ten';
    expect(sharedWordRuns('one two three x five six seven y one two three', theirs, 3)).toEqual(['one two three', 'five six seven']);
  });

  it('finds nothing in a text that says the same in other words', () => {
    expect(sharedWordRuns('The organisation tells ASD of each cybersecurity incident promptly, once it happens or comes to light.', asd, 12)).toEqual([]);
  });
});
