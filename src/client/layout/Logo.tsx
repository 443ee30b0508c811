/** The shield mark shown beside the product name. Decorative: the name next to it is the label. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7z" />
      <text x="16" y="21" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="700" fill="#16324f" textAnchor="middle">
        E8
      </text>
    </svg>
  );
}
