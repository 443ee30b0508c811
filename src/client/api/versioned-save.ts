import { ApiError, requestJson } from './http';

/** What a save against the version read came to: saved, or refused because someone else saved first (their newer copy). */
export type VersionedSave<Kept> = { saved: Kept } | { newer: Kept };

/**
 * PUTs `input` (which holds the version read) to `url`: the saved copy, or on a 409 `changed_elsewhere` the newer copy
 * the server answers with (`parseNewer`, undefined when the body holds none, which is then thrown as any failure).
 * A save that holds unsaved words says so itself when the session has ended, rather than leave the page at once.
 */
export async function saveAgainstVersion<Kept>(url: string, input: unknown, parseSaved: (body: unknown) => Kept, parseNewer: (body: unknown) => Kept | undefined): Promise<VersionedSave<Kept>> {
  try {
    return { saved: await requestJson(url, parseSaved, { method: 'PUT', body: JSON.stringify(input) }, { keepPageOn401: true }) };
  } catch (failure) {
    const newer = failure instanceof ApiError && failure.code === 'changed_elsewhere' ? parseNewer(failure.body) : undefined;
    if (newer) return { newer };
    throw failure;
  }
}
