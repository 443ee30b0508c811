/** "30 days", "1 day": how long drafts are kept, in the words the server's own messages use. */
export function daysKept(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
