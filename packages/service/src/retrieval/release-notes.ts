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

/** Whether a page is release notes or a changelog, by its path or title. */
export function isReleaseNotes(path: string, title: string): boolean {
  return RELEASE_NOTES_PATH.test(path) || RELEASE_NOTES_TITLE.test(title);
}

/** Whether a question asks about a version or a change ("what changed in 5.0", "is X deprecated"). */
export function asksAboutChanges(question: string): boolean {
  return ABOUT_CHANGES.test(question);
}

/** The factor a section's score is multiplied by: `RELEASE_NOTES_FACTOR` for release notes asked about otherwise. */
export function releaseNotesFactor(onReleaseNotes: boolean, aboutChanges: boolean): number {
  return onReleaseNotes && !aboutChanges ? RELEASE_NOTES_FACTOR : 1;
}
