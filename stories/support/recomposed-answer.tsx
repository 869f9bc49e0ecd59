// An answer rearranged by the host from `docs-assistant/headless` exports only: its sources above its text, its
// actions behind a "More" menu button, the follow-ups last. It proves the answer's parts compose: each reads the
// answer it is in, takes the host's props and ref, and runs the host's handler before ours.
import { memo, useId, useRef, useState } from 'react';
import {
  Answer,
  AnswerActions,
  AnswerCopyButton,
  AnswerFeedbackThanks,
  AnswerFollowUps,
  AnswerRateButton,
  AnswerRegenerateButton,
  AnswerSearchStatus,
  AnswerSources,
  AnswerStatusNote,
  AnswerSupport,
  AnswerText,
  AssistantLabelsProvider,
  AssistantRoot,
  Composer,
  ConversationSlot,
  useAnswer,
  type AssistantMessageProps,
} from '../../src/headless/index';
import { CannedTransport } from './canned-transport';

/** The answer's actions in a menu: a menu button and a `role="menu"` of the action parts, opened on demand. */
function ActionsMenu() {
  const { streaming } = useAnswer();
  const [open, setOpen] = useState(false);
  const [copies, setCopies] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  if (streaming) return null;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="host-actions-menu" style={{ position: 'relative' }}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        More
      </button>
      {open && (
        <AnswerActions
          id={menuId}
          role="menu"
          aria-label="Answer actions"
          data-host-part="actions-menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'start' }}
        >
          <AnswerCopyButton role="menuitem" onClick={() => setCopies((count) => count + 1)}>
            Copy
          </AnswerCopyButton>
          <AnswerRegenerateButton role="menuitem" onClick={close}>
            Regenerate
          </AnswerRegenerateButton>
          <AnswerRateButton role="menuitem" value="positive">
            Helpful
          </AnswerRateButton>
          <AnswerRateButton role="menuitem" value="negative">
            Not helpful
          </AnswerRateButton>
        </AnswerActions>
      )}
      <AnswerFeedbackThanks />
      <p data-host-part="copies">Copied from the menu: {copies}</p>
    </div>
  );
}

/** The host's arrangement of an answer, memoised as the preset's is (finished answers never re-render). */
const HostAnswer = memo(function HostAnswer(props: AssistantMessageProps) {
  return (
    <Answer {...props} className="host-answer" data-host-part="answer">
      <AnswerSearchStatus />
      <AnswerSources data-host-part="sources" />
      <AnswerText data-host-part="text" />
      <AnswerStatusNote />
      <ActionsMenu />
      <AnswerSupport />
      <AnswerFollowUps />
    </Answer>
  );
});

export function RecomposedAnswerPanel() {
  const [transport] = useState(() => new CannedTransport());
  return (
    <AssistantRoot domain="acme" transport={transport} storage={null} pageContext={false} defaultOpen variant="inline">
      <div data-docs-assistant="">
        <AssistantLabelsProvider>
          <section aria-label="Docs helper" style={{ maxWidth: 560, border: '1px solid #ccc', padding: 16 }}>
            <ConversationSlot answer={HostAnswer} />
            <Composer />
          </section>
        </AssistantLabelsProvider>
      </div>
    </AssistantRoot>
  );
}
