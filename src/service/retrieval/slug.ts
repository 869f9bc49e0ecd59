/**
 * GitHub-style heading anchors (`## Route options` → `route-options`), the scheme most docs sites and
 * rehype-slug use, so links the assistant writes land on the heading the reader's site renders.
 */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Repeated headings on one page get `-1`, `-2`… as GitHub does. */
export function createSlugger(): (heading: string) => string {
  const seen = new Map<string, number>();
  return (heading) => {
    const base = slugify(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}
