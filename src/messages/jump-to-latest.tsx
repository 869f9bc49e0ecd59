import type { RefObject } from 'react';
import { Icon } from '../primitives/icons';

export interface JumpToLatestProps {
  label: string;
  onJump: () => void;
  /** Where focus goes once the button has done its job and gone. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Shown while the conversation goes on below what the reader sees: scrolls to the end and follows what still
 * streams. It sits at the bottom of the scroller (sticky, in a box of no height, so it never adds to what scrolls).
 */
export function JumpToLatest({ label, onJump, inputRef }: JumpToLatestProps) {
  return (
    <div data-da-jump="">
      <button
        type="button"
        data-da-slot="action"
        data-action="jump-to-latest"
        onClick={() => {
          onJump();
          // The button goes away at the end: focus would fall to the page.
          inputRef.current?.focus();
        }}
      >
        <Icon name="arrowDown" />
        {label}
      </button>
    </div>
  );
}
