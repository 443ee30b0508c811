import { z } from 'zod';
import { STORAGE_KEY_PREFIX } from '../../../domain/constants';

/**
 * Unsaved work of one review, by what it belongs to (a requirement's id, or the scope): kept in memory for
 * the page and mirrored to this tab's session storage, so that a filter hiding a form, a reload, or
 * signing in again after the session ended loses nothing typed. Session storage ends with the tab, so
 * nothing lingers on a shared computer.
 */
export interface DraftStore<T> {
  get: (key: string) => T | undefined;
  set: (key: string, value: T) => void;
  remove: (key: string) => void;
}

/** The session storage key of one review's unsaved work. */
export function draftsKey(assessmentId: string, what: string): string {
  return `${STORAGE_KEY_PREFIX}review_${what}_${assessmentId}`;
}

function readSession(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function writeSession(key: string, value: unknown): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A browser that refuses storage still keeps the drafts for as long as the page is open.
  }
}

/** The unsaved drafts of one review under `key`, each checked with `schema` as it is read back (anything unreadable is dropped). */
export function sessionDrafts<T>(key: string, schema: z.ZodType<T>): DraftStore<T> {
  const stored = z.record(z.string(), z.unknown()).safeParse(readSession(key));
  const drafts = new Map<string, T>();
  for (const [name, value] of Object.entries(stored.success ? stored.data : {})) {
    const parsed = schema.safeParse(value);
    if (parsed.success) drafts.set(name, parsed.data);
  }
  const save = () => writeSession(key, drafts.size === 0 ? undefined : Object.fromEntries(drafts));
  return {
    get: (name) => drafts.get(name),
    set: (name, value) => {
      drafts.set(name, value);
      save();
    },
    remove: (name) => {
      if (drafts.delete(name)) save();
    },
  };
}
