/** "1 file", "2 files", "1,204 sections": a count with its noun, in the right number. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${pluralNoun(count, singular, pluralForm)}`;
}

/** The noun alone, in the right number for `count` ("question", "questions"), for a count shown apart from it. */
export function pluralNoun(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}
