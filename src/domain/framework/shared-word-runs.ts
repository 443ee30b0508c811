/**
 * Runs of words two texts share, for checking that the catalogue says ASD's requirements in its own
 * words. Texts are compared as words: case is ignored, apostrophes dropped ("Microsoft's" is
 * "microsofts"), every other mark of punctuation separates words, and "cyber security" is the same
 * word as "cybersecurity", since ASD's publications spell it both ways.
 */

/** The words of a text as the comparison sees them: lower case, without punctuation. */
export function comparableWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  return words.reduce<string[]>((joined, word) => {
    if (word === 'security' && joined[joined.length - 1] === 'cyber') joined[joined.length - 1] = 'cybersecurity';
    else joined.push(word);
    return joined;
  }, []);
}

/**
 * Every longest run of at least `minWords` consecutive words that appears in both texts, as the
 * words joined by spaces, in the order they end in `ours`; a run inside a longer shared run is
 * not listed again. Empty when the texts share no run that long.
 */
export function sharedWordRuns(ours: string, theirs: string, minWords: number): string[] {
  const a = comparableWords(ours);
  const b = comparableWords(theirs);
  // lengths[j] holds, for the row of the word of `ours` before, how many words end matched at b[j - 1].
  let previous = new Array<number>(b.length + 1).fill(0);
  const runs: { end: number; length: number }[] = [];
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) current[j] = (previous[j - 1] ?? 0) + 1;
    }
    // A run ends at (i, j) when the next pair of words does not extend it.
    for (let j = 1; j <= b.length; j += 1) {
      const length = current[j] ?? 0;
      const extended = i < a.length && j < b.length && a[i] === b[j];
      if (length >= minWords && !extended) runs.push({ end: i, length });
    }
    previous = current;
  }
  const found = runs.map(({ end, length }) => a.slice(end - length, end).join(' '));
  return [...new Set(found)].filter((run, _index, all) => !all.some((other) => other !== run && ` ${other} `.includes(` ${run} `)));
}
