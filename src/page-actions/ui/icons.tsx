/** The buttons' icons (24×24 stroke paths), their own: the page actions load apart from the widget and its icons. The
 * menu's are in its lazy chunk (page-actions-menu-items.tsx). */
export const buttonIcons = {
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12l5 5 9-10',
  chevron: 'M6 9l6 6 6-6',
};

/** One icon, drawn from its path. */
export function PageActionIcon({ path }: { path: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
