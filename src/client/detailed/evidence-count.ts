/** How close to the evidence limit the count of characters left appears on screen. */
export const NEAR_LIMIT = 200;

/** The counts of characters left at which screen readers are told, largest first. */
const ANNOUNCED_AT = [NEAR_LIMIT, 100, 50, 0] as const;

/** The count of characters left shown beside an evidence note: empty until it nears the limit. */
export function charactersLeftText(charactersLeft: number): string {
  return charactersLeft <= NEAR_LIMIT ? `${charactersLeft.toLocaleString('en-AU')} characters left` : '';
}

/**
 * What screen readers are told about the characters left: it changes only as the note crosses 200,
 * 100, 50 and 0 left, so typing near the limit is not interrupted at every key.
 */
export function charactersLeftAnnouncement(charactersLeft: number): string {
  const crossed = ANNOUNCED_AT.filter((threshold) => charactersLeft <= threshold).at(-1);
  if (crossed === undefined) return '';
  return crossed === 0 ? 'No characters left' : `${crossed} characters or fewer left`;
}
