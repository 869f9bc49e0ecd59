import type { ContextChipLabels } from '../react/labels';

export type { ContextChipLabels } from '../react/labels';

/** The chips' strings in English, part of the preset's labels (`labels.contextChips`). */
export const defaultContextChipLabels: ContextChipLabels = {
  group: 'Attached context',
  code: 'Code',
  textSelection: 'Selection',
  remove: 'Remove {kind}: {preview}',
  trimmedBadge: 'shortened',
  tooMany:
    'Up to {max} items can be attached, so {count, plural, one {# more was} other {# more were}} not added. Remove one to add another.',
  trimmed: 'Long context is cut to its first {max} characters.',
  duplicate: 'That is already attached.',
};
