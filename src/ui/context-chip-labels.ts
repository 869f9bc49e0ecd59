/** The chips' strings, part of the preset's labels (`labels.contextChips`). */
export interface ContextChipLabels {
  /** Accessible name of the chip list. */
  group: string;
  /** Kind shown before a chip's preview. */
  code: string;
  textSelection: string;
  /** Remove button's accessible name; `{kind}` and `{preview}` are replaced. */
  remove: string;
  /** Shown on a chip whose text was cut to the limit. */
  trimmedBadge: string;
  /** `{max}` and `{count}` are replaced. */
  tooMany: string;
  trimmed: string;
  duplicate: string;
}

export const defaultContextChipLabels: ContextChipLabels = {
  group: 'Attached context',
  code: 'Code',
  textSelection: 'Selection',
  remove: 'Remove {kind}: {preview}',
  trimmedBadge: 'shortened',
  tooMany: 'Up to {max} items can be attached, so {count} more was not added. Remove one to add another.',
  trimmed: 'Long context is cut to its first {max} characters.',
  duplicate: 'That is already attached.',
};
