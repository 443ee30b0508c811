/** Status badge: green for completed, yellow for draft, blue for anything else; always in words. */
export function StatusBadge({ status }: { status: string }) {
  const tone = status === 'completed' ? 'completed' : status === 'draft' ? 'draft' : 'other';
  const label = status === 'completed' ? 'Completed' : status === 'draft' ? 'Draft' : status;
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}
