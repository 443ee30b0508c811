import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { draftsKey, sessionDrafts } from './review-drafts';

/** A tab's session storage, as a browser keeps it. */
function sessionStorageLike(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const noteSchema = z.object({ note: z.string() });

describe("a review's unsaved drafts", () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: sessionStorageLike() }));
  afterEach(() => vi.unstubAllGlobals());

  it('come back in a new page of the same tab, each checked as it is read; the key goes once none is left', () => {
    const key = draftsKey('assessment-1', 'findings');
    expect(key).toBe('e8_review_findings_assessment-1');
    const drafts = sessionDrafts(key, noteSchema);
    drafts.set('a', { note: 'Half typed' });
    drafts.set('b', { note: 'Other' });
    window.sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(window.sessionStorage.getItem(key) ?? '{}'), c: { note: 3 } }));

    const reloaded = sessionDrafts(key, noteSchema);
    expect(reloaded.get('a')).toEqual({ note: 'Half typed' });
    expect(reloaded.get('c')).toBeUndefined();
    reloaded.remove('a');
    reloaded.remove('b');
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });

  it('are kept for the page when the browser refuses storage', () => {
    vi.stubGlobal('window', {});
    const drafts = sessionDrafts('e8_review_findings_x', noteSchema);
    drafts.set('a', { note: 'Still here' });
    expect(drafts.get('a')).toEqual({ note: 'Still here' });
  });
});
