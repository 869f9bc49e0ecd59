// The context attached to the next question, shown above the composer's input as chips the reader can read in full,
// remove one by one, and see the limits of. The store applies the limits, whoever attached the context (the page
// affordances or the host's `addContext`); the chips say what they changed instead of dropping it silently.
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { WIDGET_MAX_CONTEXT_CHARS, WIDGET_MAX_CONTEXT_ITEMS, wasTrimmed } from '../core/context-limits';
import type { ContextItem } from '../core/types';
import { shorten } from '../core/shorten';
import { useAssistantStore } from '../react/store-context';
import type { ContextNotice } from '../store/assistant-store';
import { defaultContextChipLabels, type ContextChipLabels } from './context-chip-labels';
import { format } from './labels';

/** Characters of a chip's one-line preview; the full text is one click (or the tooltip) away. */
const PREVIEW_CHARS = 48;

export function previewOf(value: string): string {
  return shorten(value.replace(/\s+/g, ' ').trim(), PREVIEW_CHARS);
}

function noticeText(clamped: ContextNotice, labels: ContextChipLabels, locale: string | undefined): string {
  const parts: string[] = [];
  if (clamped.dropped)
    parts.push(format(labels.tooMany, { max: WIDGET_MAX_CONTEXT_ITEMS, count: clamped.dropped }, locale));
  if (clamped.trimmed) parts.push(format(labels.trimmed, { max: WIDGET_MAX_CONTEXT_CHARS }, locale));
  if (clamped.duplicates) parts.push(labels.duplicate);
  return parts.join(' ');
}

export interface ContextChipsProps extends ComponentPropsWithoutRef<'div'> {
  labels?: Partial<ContextChipLabels>;
  /** The labels' language (BCP 47), for plural forms and numbers. Default the browser's. */
  locale?: string;
}

export const ContextChips = forwardRef<HTMLDivElement, ContextChipsProps>(function ContextChips(
  { labels: overrides, locale, ...props },
  ref,
) {
  const labels = { ...defaultContextChipLabels, ...overrides };
  const context = useAssistantStore((state) => state.context);
  const notice = useAssistantStore((state) => state.contextNotice);
  const removeContext = useAssistantStore((state) => state.removeContext);
  const [expanded, setExpanded] = useState<ContextItem | null>(null);

  const message = notice ? noticeText(notice, labels, locale) : '';
  return (
    <div
      data-da-slot="contextChips"
      data-state={context.length ? 'attached' : 'empty'}
      hidden={!context.length && !message}
      {...props}
      ref={ref}
    >
      {context.length > 0 && (
        <ul role="list" aria-label={labels.group} data-da-slot="contextChipList">
          {context.map((item, index) => {
            const kind = item.type === 'code' ? labels.code : labels.textSelection;
            const preview = previewOf(item.value);
            const open = expanded === item;
            return (
              <li
                key={`${index}:${item.value.slice(0, 32)}`}
                data-da-slot="contextChip"
                data-type={item.type}
                data-state={open ? 'expanded' : 'collapsed'}
                data-trimmed={wasTrimmed(item) || undefined}
              >
                <button
                  type="button"
                  data-da-part="preview"
                  aria-expanded={open}
                  title={item.value}
                  onClick={() => setExpanded(open ? null : item)}
                >
                  <span data-da-part="kind">{kind}</span> <span data-da-part="text">{preview}</span>
                  {wasTrimmed(item) && (
                    <>
                      {' '}
                      <span data-da-part="badge">({labels.trimmedBadge})</span>
                    </>
                  )}
                </button>
                <button
                  type="button"
                  data-da-part="remove"
                  aria-label={format(labels.remove, { kind, preview })}
                  onClick={() => removeContext(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
                {open && (
                  <pre data-da-part="full" tabIndex={0}>
                    {item.value}
                  </pre>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" data-da-slot="contextNotice">
        {message}
      </p>
    </div>
  );
});
