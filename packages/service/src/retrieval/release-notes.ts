/**
 * Release notes and changelogs mention every feature, each in a line, and grow with every release (one site's is
 * 700 KB): on their words alone they outrank the guide that explains the feature. They rank below guides unless
 * the question is about a version or a change, when they are what the reader wants.
 */

/** How much a release-notes section's score keeps when the question is not about versions or changes. */
export const RELEASE_NOTES_FACTOR = 0.5;

// `/changelog`, `/release-notes`, `/blog/releases/…`, `/CHANGES`, `/news` (a Python project's changelog); not the
// pages under a `changes/` folder, which explain one change each (Vite's `/changes/hotupdate-hook`).
const RELEASE_NOTES_PATH =
  /(^|\/)(change-?log|changes|release-?notes|releases|news)$|(^|\/)(change-?log|release-?notes|releases)\//i;
const RELEASE_NOTES_TITLE = /^\s*(change\s?log|changes|release notes|releases|what's new|history of changes)\b/i;
const ABOUT_CHANGES =
  /\b(versions?|releases?|released|change\s?log|changed|changes|new in|upgrad\w*|migrat\w*|deprecat\w*|breaking|removed in|added in|v?\d+\.\d+(\.\d+)?(\.x)?)\b/i;

// A release announced as a post: a page of a blog (or news) folder whose title names a version — "Textual 0.17.0
// adds translucent screens", "Vite 5.1 is out!", "Announcing Vite 2.0". Such a post lists the release's features
// a paragraph each, as a changelog does, and is the same for ranking; a post without a version in its title is an
// article and stays one.
const POST_PATH = /(^|\/)(blog|posts|news|announcements?)\//i;
const VERSION_IN_TITLE = /\bv?\d+\.\d+(\.\d+)?\b/;

/** Whether a page is release notes or a changelog, by its path or title, or a release announced as a post. */
export function isReleaseNotes(path: string, title: string): boolean {
  return (
    RELEASE_NOTES_PATH.test(path) ||
    RELEASE_NOTES_TITLE.test(title) ||
    (POST_PATH.test(path) && VERSION_IN_TITLE.test(title))
  );
}

/** Whether a question asks about a version or a change ("what changed in 5.0", "is X deprecated"). */
export function asksAboutChanges(question: string): boolean {
  return ABOUT_CHANGES.test(question);
}

/** The factor a section's score is multiplied by: `RELEASE_NOTES_FACTOR` for release notes asked about otherwise. */
export function releaseNotesFactor(onReleaseNotes: boolean, aboutChanges: boolean): number {
  return onReleaseNotes && !aboutChanges ? RELEASE_NOTES_FACTOR : 1;
}
