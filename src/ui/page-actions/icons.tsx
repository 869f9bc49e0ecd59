/** The menu's icons (24×24 stroke paths), its own: the page actions load apart from the widget and its icons. */
const paths = {
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12l5 5 9-10',
  chevron: 'M6 9l6 6 6-6',
  markdown: 'M4 6h16v12H4zM7 15V9l2.5 3L12 9v6M15.5 9v6M13.5 13l2 2 2-2',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  sparkle: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z',
  chat: 'M4 5h16v11H9l-5 4z',
} as const;

export type PageActionIconName = keyof typeof paths;

export function PageActionIcon({ name }: { name: PageActionIconName }) {
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
      <path d={paths[name]} />
    </svg>
  );
}
