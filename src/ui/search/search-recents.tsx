import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { format } from '../../core/format';
import { useAssistantStore, useAssistantStoreApi } from '../../react/store-context';
import { useAssistantWidget, useSlot } from '../../react/widget-context';
import { IconButton } from '../../primitives/icon-button';
import { readRecents, removeRecent, type RecentEntry } from '../../search/recents';

/**
 * The empty search view: the reader's recent searches and the questions they asked from here, newest first, each
 * removable; or a line saying what the view does. Buttons, not options: each row has its own remove button, which an
 * option could not hold. ↓ from the field reaches the first; ↑/↓ move between them, ↑ from the first back to the field.
 */
export function SearchRecents({
  onPick,
  fieldRef,
}: {
  onPick: (entry: RecentEntry) => void;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const { labels } = useAssistantWidget('SearchRecents');
  const store = useAssistantStoreApi('SearchRecents');
  // As storage holds them at this opening, until this page changes them (then the store's).
  const [stored] = useState(() => readRecents(store));
  const recents = useAssistantStore((s) => s.searchRecents) ?? stored;
  const slot = useSlot('searchRecent');
  const headingId = useId();
  if (!recents.length) return <p data-da-muted="">{labels.searchEmpty}</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const rows = [...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLElement>('[data-da-recent]') ?? [])];
    const at = rows.indexOf(event.currentTarget.closest('li')!.querySelector('[data-da-recent]')!);
    const next = rows[at + (event.key === 'ArrowDown' ? 1 : -1)];
    (next ?? (event.key === 'ArrowUp' ? fieldRef.current : undefined))?.focus();
  };
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} data-da-heading="">
        {labels.searchRecent}
      </h3>
      <ul {...slot}>
        {recents.map((entry) => (
          <li key={`${entry.kind}:${entry.text}`}>
            <button type="button" data-da-recent={entry.kind} onClick={() => onPick(entry)} onKeyDown={onKeyDown}>
              {entry.kind === 'ask' ? format(labels.searchAsk, { query: entry.text }) : entry.text}
            </button>
            <IconButton
              slot="action"
              action="remove-recent"
              icon="close"
              label={format(labels.searchRemoveRecent, { text: entry.text })}
              onKeyDown={onKeyDown}
              onClick={() => {
                // Focus stays in the list: on the next row, else the field.
                const row = document.activeElement?.closest('li');
                const next = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector<HTMLElement>(
                  '[data-da-recent]',
                );
                removeRecent(store, entry);
                (next ?? fieldRef.current)?.focus();
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
