import { describe, expect, it } from 'vitest';
import { pageFailureWords } from './PageFailed';

describe('the words for a page that could not be shown', () => {
  it("says the page could not be loaded when its code did not arrive, as each browser words it", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://e8.example/assets/LoginPage-abc.js',
      'error loading dynamically imported module: https://e8.example/assets/LoginPage-abc.js',
      'Importing a module script failed.',
    ]) {
      expect(pageFailureWords(new TypeError(message))).toEqual({
        heading: 'This page could not be loaded',
        advice: 'Check your connection, then reload the page to try again. Nothing you saved is lost.',
      });
    }
  });

  it('says the page could not be shown when it failed in some other way', () => {
    expect(pageFailureWords(new TypeError("Cannot read properties of undefined (reading 'id')")).heading).toBe('This page could not be shown');
    expect(pageFailureWords('a thrown string').advice).toBe('Reload the page to try again. Nothing you saved is lost. If it happens again, tell us what you were doing.');
  });
});
