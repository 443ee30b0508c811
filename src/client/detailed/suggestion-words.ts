/** "3 suggestions" or "1 suggestion": a count of suggestions in words. */
export function suggestionsInWords(count: number): string {
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;
}
