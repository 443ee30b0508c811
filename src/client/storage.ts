import { STORAGE_KEY_PREFIX } from '../domain/constants';

/** Reads a JSON value saved by this app; anything unreadable counts as absent. */
export function readStored(name: string): unknown {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY_PREFIX + name);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Saves a JSON value under an `e8_` key. Returns false when the browser refuses (private mode, quota). */
export function writeStored(name: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY_PREFIX + name, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes an `e8_` key. */
export function removeStored(name: string): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY_PREFIX + name);
  } catch {
    // Nothing to do: a browser that refuses storage has nothing stored either.
  }
}

/** Whether this browser lets the app keep anything (private modes and policies may refuse). */
export function canStore(): boolean {
  const probe = 'storage_probe';
  const works = writeStored(probe, true);
  removeStored(probe);
  return works;
}
