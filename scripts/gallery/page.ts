import type { ShotStatus, Shot } from './shoot';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

export interface TakenShot extends Shot {
  status: ShotStatus;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const STATUS_NOTE: Record<ShotStatus, string> = {
  ok: '',
  error: ' <strong class="bad">play function failed</strong>',
  timeout: ' <strong class="bad">did not finish</strong>',
};

function figure(shot: TakenShot): string {
  const caption = `${shot.viewport === 'desktop' ? '1280×800' : '390×844'} · ${shot.scheme}${STATUS_NOTE[shot.status]}`;
  return `<figure class="${shot.viewport}"><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${escape(
    `${shot.id}, ${shot.viewport}, ${shot.scheme}`,
  )}"></a><figcaption>${caption}</figcaption></figure>`;
}

/** Groups in first-seen order (`Map.groupBy` is ES2024; the project's lib is ES2023). */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** One page, a section per story title and a row per story with its shots, for people to look through. */
export function galleryPage(stories: StoryEntry[], shots: TakenShot[], note: string): string {
  const byStory = groupBy(shots, (shot) => shot.id);
  const byTitle = groupBy(
    stories.filter((story) => byStory.has(story.id)),
    (story) => story.title,
  );
  const row = (story: StoryEntry) =>
    `<article id="${story.id}"><h3>${escape(story.name)} <code>${story.id}</code></h3><div class="row">${(
      byStory.get(story.id) ?? []
    )
      .map(figure)
      .join('')}</div></article>`;
  const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const sections = [...byTitle].map(
    ([title, entries]) =>
      `<section id="${slug(title)}"><h2>${escape(title)}</h2>${entries.map(row).join('')}</section>`,
  );
  const contents = [...byTitle]
    .map(([title, entries]) => `<li><a href="#${slug(title)}">${escape(title)}</a> (${entries.length})</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>docs-assistant gallery</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; color: #1f2328; background: #f6f7f9; }
  h2 { margin-top: 40px; border-bottom: 1px solid #d0d7de; }
  h3 { font-size: 15px; margin: 20px 0 8px; }
  h3 code { font-weight: normal; color: #57606a; font-size: 12px; }
  .row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
  figure { margin: 0; }
  figure.desktop img { width: 416px; }
  figure.phone img { width: 195px; }
  img { display: block; border: 1px solid #d0d7de; background: white; }
  figcaption { color: #57606a; font-size: 12px; }
  .bad { color: #b42318; }
</style>
<h1>docs-assistant: every story</h1>
<p>${escape(note)} Click a picture for full size. A picture to look at, not a test: nothing here is asserted.</p>
<nav aria-label="Contents"><ul>${contents}</ul></nav>
${sections.join('\n')}
</html>
`;
}
