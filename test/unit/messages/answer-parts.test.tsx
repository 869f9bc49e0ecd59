// The answer's parts as a host recomposing them sees them: each forwards its ref to its element,
// spreads the host's props onto it, and composes the host's handler with its own the Radix way — the host's runs
// first, ours runs after unless the host called `event.preventDefault()`.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AssistantMessage } from '../../../src/core/types';
import type { SupportRequest } from '../../../src/core/support';
import {
  Answer,
  AnswerActions,
  AnswerCopyButton,
  AnswerFeedbackThanks,
  AnswerFollowUps,
  AnswerRateButton,
  AnswerRegenerateButton,
  AnswerSearchStatus,
  AnswerSourceItem,
  AnswerSources,
  AnswerStatusNote,
  AnswerSupport,
  AnswerText,
  AssistantLabelsProvider,
  AssistantRoot,
  type AnswerProps,
  type AssistantRootProps,
} from '../../../src/headless/index';
import { FakeTransport } from '../../support/fake-transport';

const SOURCES = [
  { path: '/quickstart', metadata: { title: 'Quickstart' } },
  { path: '/install#npm', metadata: { title: 'Install with npm' } },
];

/** A finished answer with two sources and two follow-ups, as the engine leaves it in the store. */
function finishedAnswer(metadata: AssistantMessage['metadata'] = {}): AssistantMessage {
  return {
    id: 'a1',
    role: 'assistant',
    metadata,
    parts: [
      {
        type: 'tool-search',
        toolCallId: 'c1',
        state: 'output-available',
        input: { query: 'install acme' },
        output: { results: SOURCES },
      },
      {
        type: 'text',
        text: 'Run `npm i acme`.\n\n```suggestions\n(How do I upgrade?)[/upgrade]\n(Where are logs kept?)[/logs]\n```\n',
      },
    ],
  };
}

/** An answer whose search is still running: "Searching for …" is all there is to show. */
const searchingAnswer = {
  id: 'a1',
  role: 'assistant',
  parts: [{ type: 'tool-search', toolCallId: 'c1', state: 'input-available', input: { query: 'install acme' } }],
} as AssistantMessage;

interface Setup {
  message?: AssistantMessage;
  streaming?: boolean;
  root?: Partial<AssistantRootProps>;
  answer?: Partial<AnswerProps>;
  children: ReactNode;
}

/** One answer, as a host renders its own arrangement: inside the root and the labels, from headless exports only. */
function renderAnswer({ message = finishedAnswer(), streaming = false, root, answer, children }: Setup) {
  const user = userEvent.setup();
  const onRegenerate = vi.fn();
  const onEvent = vi.fn();
  const onFeedback = vi.fn();
  const result = render(
    <AssistantRoot
      domain="acme"
      transport={new FakeTransport()}
      storage={null}
      pageContext={false}
      onEvent={onEvent}
      onFeedback={onFeedback}
      {...root}
    >
      <AssistantLabelsProvider>
        <Answer message={message} streaming={streaming} onRegenerate={onRegenerate} {...answer}>
          {children}
        </Answer>
      </AssistantLabelsProvider>
    </AssistantRoot>,
  );
  return { ...result, user, onRegenerate, onEvent, onFeedback };
}

/** The host props every part must pass through to its element: a data attribute, a class, a handler. */
function hostProps(name: string) {
  const clickedOn: Element[] = [];
  const onClick = vi.fn((event: { currentTarget: Element }) => void clickedOn.push(event.currentTarget));
  return { 'data-host': name, className: `host-${name}`, onClick, onKeyDown: vi.fn(), clickedOn };
}

/** The element got the host's data attribute and class, and the host's click and key handlers run on it. */
async function expectHostProps(
  element: HTMLElement,
  props: ReturnType<typeof hostProps>,
  user: ReturnType<typeof userEvent.setup>,
) {
  expect(element).toHaveAttribute('data-host', props['data-host']);
  expect(element.classList.contains(props.className)).toBe(true);
  await user.click(element);
  expect(props.onClick).toHaveBeenCalledTimes(1);
  expect(props.clickedOn).toEqual([element]);
  fireEvent.keyDown(element, { key: 'x' });
  expect(props.onKeyDown).toHaveBeenCalledTimes(1);
}

describe('Answer (the root)', () => {
  it('forwards its ref to the <article>, takes the host’s props and overrides its default name', async () => {
    const ref = createRef<HTMLElement>();
    const props = hostProps('answer');
    const { user } = renderAnswer({
      answer: { ...props, ref, 'aria-label': 'Reply from the docs' } as Partial<AnswerProps>,
      children: <AnswerText />,
    });
    const article = screen.getByRole('article', { name: 'Reply from the docs' });
    expect(ref.current).toBe(article);
    expect(article).toHaveAttribute('data-status', 'complete');
    await expectHostProps(article, props, user);
  });
});

describe('AnswerText', () => {
  it('forwards its ref to the element holding the markdown and takes the host’s props', async () => {
    const ref = createRef<HTMLDivElement>();
    const props = hostProps('text');
    const { user } = renderAnswer({ children: <AnswerText ref={ref} {...props} /> });
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
    expect(ref.current).toHaveTextContent('Run npm i acme.');
    await expectHostProps(ref.current!, props, user);
  });
});

describe('AnswerSearchStatus', () => {
  it('forwards its ref to the live “Searching for …” note and takes the host’s props', async () => {
    const ref = createRef<HTMLParagraphElement>();
    const props = hostProps('search');
    const { user } = renderAnswer({
      message: searchingAnswer,
      streaming: true,
      children: <AnswerSearchStatus ref={ref} {...props} aria-label="Looking it up" />,
    });
    const status = screen.getByRole('status', { name: 'Looking it up' });
    expect(ref.current).toBe(status);
    expect(status).toHaveTextContent('Searching for “install acme”…');
    await expectHostProps(status, props, user);
  });
});

describe('AnswerSources and AnswerSourceItem', () => {
  it('forward their refs to the group and to one card, and take the host’s props', async () => {
    const groupRef = createRef<HTMLElement>();
    const itemRef = createRef<HTMLLIElement>();
    const group = hostProps('sources');
    const item = hostProps('source');
    const { user } = renderAnswer({
      children: (
        <AnswerSources ref={groupRef} {...group}>
          <AnswerSourceItem
            ref={itemRef}
            {...item}
            source={{ href: '/quickstart', title: 'Quickstart' }}
            number={1}
            aria-label="First source"
          />
        </AnswerSources>
      ),
    });
    const list = screen.getByRole('group', { name: 'Sources' });
    expect(groupRef.current).toBe(list);
    expect(itemRef.current).toBe(within(list).getByRole('listitem', { name: 'First source' }));
    expect(within(itemRef.current!).getByRole('link', { name: 'Quickstart' })).toHaveAttribute('href', '/quickstart');
    await expectHostProps(itemRef.current!, item, user);
    // The item's click and key bubbled to the group: the host's handlers on the group run for events inside it too.
    group.onClick.mockClear();
    group.clickedOn.length = 0;
    group.onKeyDown.mockClear();
    await expectHostProps(list, group, user);
  });

  it('is named by the host’s aria-label when the host gives one, instead of its “Sources” heading', () => {
    renderAnswer({ children: <AnswerSources aria-label="Pages this answer used" /> });
    const list = screen.getByRole('group', { name: 'Pages this answer used' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/quickstart', '/install#npm']);
  });
});

describe('AnswerFollowUps', () => {
  it('forwards its ref and takes the host’s props; the host’s `onFollowUp` runs before the follow-up is asked', async () => {
    const ref = createRef<HTMLDivElement>();
    const props = hostProps('follow-ups');
    const onFollowUp = vi.fn();
    const { user, onEvent } = renderAnswer({
      children: <AnswerFollowUps ref={ref} {...props} aria-label="Ask next" onFollowUp={onFollowUp} />,
    });
    const group = screen.getByRole('group', { name: 'Ask next' });
    expect(ref.current).toBe(group);
    expect(group).toHaveAttribute('data-host', 'follow-ups');

    await user.click(within(group).getByRole('button', { name: 'How do I upgrade?' }));
    expect(onFollowUp).toHaveBeenCalledWith(expect.objectContaining({ label: 'How do I upgrade?' }), expect.anything());
    expect(onEvent).toHaveBeenCalledWith({ type: 'follow-up', question: 'How do I upgrade?' });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'ask', question: 'How do I upgrade?' }));
    // The button's click reached the host's handler on the group as well.
    expect(props.onClick).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(group, { key: 'x' });
    expect(props.onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the host’s `onFollowUp` calls preventDefault()', async () => {
    const onFollowUp = vi.fn((_suggestion: unknown, event: { preventDefault: () => void }) => event.preventDefault());
    const { user, onEvent } = renderAnswer({ children: <AnswerFollowUps onFollowUp={onFollowUp} /> });
    await user.click(screen.getByRole('button', { name: 'Where are logs kept?' }));
    expect(onFollowUp).toHaveBeenCalledTimes(1);
    expect(onEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'follow-up' }));
    expect(onEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'ask' }));
  });
});

describe('AnswerActions and its buttons', () => {
  it('forwards the row’s ref and takes the host’s props and name', async () => {
    const ref = createRef<HTMLDivElement>();
    const props = hostProps('actions');
    const { user } = renderAnswer({ children: <AnswerActions ref={ref} {...props} aria-label="Answer tools" /> });
    const row = screen.getByRole('group', { name: 'Answer tools' });
    expect(ref.current).toBe(row);
    expect(within(row).getByRole('button', { name: 'Copy answer' })).toBeInTheDocument();
    await expectHostProps(row, props, user);
  });

  it('copy: ref, host props and name; the host’s click runs, then ours copies the answer', async () => {
    const ref = createRef<HTMLButtonElement>();
    const props = hostProps('copy');
    const { user, onEvent } = renderAnswer({
      children: <AnswerCopyButton ref={ref} {...props} aria-label="Copy this reply" />,
    });
    const button = screen.getByRole('button', { name: 'Copy this reply' });
    expect(ref.current).toBe(button);
    await expectHostProps(button, props, user);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'copied'));
    expect(await navigator.clipboard.readText()).toBe('Run `npm i acme`.');
    expect(onEvent).toHaveBeenCalledWith({ type: 'copy', messageId: 'a1' });
  });

  it('copy: copies nothing when the host’s click calls preventDefault()', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user, onEvent } = renderAnswer({ children: <AnswerCopyButton onClick={onClick} /> });
    await navigator.clipboard.writeText('what the reader had');
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copy answer' })).toHaveAttribute('data-state', 'idle');
    expect(await navigator.clipboard.readText()).toBe('what the reader had');
    expect(onEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'copy' }));
  });

  it('regenerate: ref and host props; the host’s click runs, then ours asks again, unless prevented', async () => {
    const ref = createRef<HTMLButtonElement>();
    const props = hostProps('regenerate');
    const first = renderAnswer({ children: <AnswerRegenerateButton ref={ref} {...props} /> });
    const button = screen.getByRole('button', { name: 'Regenerate answer' });
    expect(ref.current).toBe(button);
    await expectHostProps(button, props, first.user);
    expect(first.onRegenerate).toHaveBeenCalledWith('a1');
    expect(props.onClick.mock.invocationCallOrder[0]).toBeLessThan(first.onRegenerate.mock.invocationCallOrder[0]!);
    first.unmount();

    const prevented = renderAnswer({
      children: <AnswerRegenerateButton onClick={(event) => event.preventDefault()} />,
    });
    await prevented.user.click(screen.getByRole('button', { name: 'Regenerate answer' }));
    expect(prevented.onRegenerate).not.toHaveBeenCalled();
  });

  it('rate: ref and host props; the host’s click runs, then ours rates and tells `onFeedback`, unless prevented', async () => {
    const upRef = createRef<HTMLButtonElement>();
    const thanksRef = createRef<HTMLSpanElement>();
    const up = hostProps('helpful');
    const { user, onFeedback } = renderAnswer({
      children: (
        <>
          <AnswerRateButton ref={upRef} value="positive" {...up} />
          <AnswerRateButton value="negative" onClick={(event) => event.preventDefault()} />
          <AnswerFeedbackThanks ref={thanksRef} data-host="thanks" />
        </>
      ),
    });
    const notHelpful = screen.getByRole('button', { name: 'Not helpful' });
    await user.click(notHelpful);
    expect(notHelpful).toHaveAttribute('aria-pressed', 'false');
    expect(onFeedback).not.toHaveBeenCalled();
    expect(thanksRef.current).toBeNull();

    const helpful = screen.getByRole('button', { name: 'Helpful' });
    expect(upRef.current).toBe(helpful);
    await expectHostProps(helpful, up, user);
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    expect(onFeedback).toHaveBeenCalledWith(expect.objectContaining({ messageId: 'a1', value: 'positive' }));
    expect(thanksRef.current).toBe(screen.getByRole('status'));
    expect(thanksRef.current).toHaveAttribute('data-host', 'thanks');
  });
});

describe('AnswerStatusNote', () => {
  it('forwards its ref and takes the host’s props; the host’s `onContinueClick` runs before Continue, unless prevented', async () => {
    const ref = createRef<HTMLParagraphElement>();
    const props = hostProps('stopped');
    const onContinue = vi.fn();
    const onContinueClick = vi.fn();
    const first = renderAnswer({
      message: finishedAnswer({ stopped: true }),
      answer: { onContinue },
      children: <AnswerStatusNote ref={ref} {...props} onContinueClick={onContinueClick} />,
    });
    expect(ref.current).toHaveTextContent('Stopped');
    expect(ref.current).toHaveAttribute('data-host', 'stopped');
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinueClick).toHaveBeenCalledTimes(1);
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onContinueClick.mock.invocationCallOrder[0]).toBeLessThan(onContinue.mock.invocationCallOrder[0]!);
    expect(props.onClick).toHaveBeenCalledTimes(1);
    first.unmount();

    const stillStopped = vi.fn();
    const prevented = renderAnswer({
      message: finishedAnswer({ stopped: true }),
      answer: { onContinue: stillStopped },
      children: <AnswerStatusNote onContinueClick={(event) => event.preventDefault()} />,
    });
    await prevented.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(stillStopped).not.toHaveBeenCalled();
  });
});

describe('AnswerSupport', () => {
  it('forwards its ref and takes the host’s props; the host’s `onContact` runs before the host’s `support`, unless prevented', async () => {
    const ref = createRef<HTMLParagraphElement>();
    const props = hostProps('support');
    const support = vi.fn<(request: SupportRequest) => void>();
    const onContact = vi.fn();
    const first = renderAnswer({
      root: { support },
      children: <AnswerSupport ref={ref} reason="not-covered" {...props} onContact={onContact} />,
    });
    expect(ref.current).toHaveAttribute('data-reason', 'not-covered');
    expect(ref.current).toHaveAttribute('data-host', 'support');
    await first.user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(onContact).toHaveBeenCalledTimes(1);
    expect(support).toHaveBeenCalledWith(expect.objectContaining({ reason: 'not-covered', messageId: 'a1' }));
    expect(onContact.mock.invocationCallOrder[0]).toBeLessThan(support.mock.invocationCallOrder[0]!);
    expect(first.onEvent).toHaveBeenCalledWith({ type: 'support', reason: 'not-covered', messageId: 'a1' });
    expect(props.onClick).toHaveBeenCalledTimes(1);
    first.unmount();

    const untouched = vi.fn();
    const prevented = renderAnswer({
      root: { support: untouched },
      children: <AnswerSupport reason="not-covered" onContact={(event) => event.preventDefault()} />,
    });
    await prevented.user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(untouched).not.toHaveBeenCalled();
    expect(prevented.onEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'support' }));
  });

  it('a support link: the host’s `onContact` runs first, and preventDefault() also stops our “support” event', async () => {
    const onEvent = vi.fn();
    const { user } = renderAnswer({
      root: { support: 'https://help.example.com/new?q={question}', onEvent },
      children: (
        <AnswerSupport
          reason="not-covered"
          onContact={(event) => event.preventDefault()}
          data-host="support-link"
          aria-label="Need a person?"
        />
      ),
    });
    const link = screen.getByRole('link', { name: 'Contact support' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/help\.example\.com\/new\?q=/);
    expect(link.closest('[data-host="support-link"]')).toHaveAttribute('aria-label', 'Need a person?');
    await user.click(link);
    expect(onEvent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'support' }));
  });
});

describe('a part’s className and the root’s classNames', () => {
  it('both reach the element: the host’s class for the part does not drop the one for its slot', () => {
    renderAnswer({
      root: {
        classNames: {
          message: 'slot-message',
          answer: 'slot-answer',
          sources: 'slot-sources',
          followUps: 'slot-follow-ups',
          actions: 'slot-actions',
          action: 'slot-action',
        },
      },
      answer: { className: 'part-message' },
      children: (
        <>
          <AnswerText className="part-answer" data-host="text" />
          <AnswerSources className="part-sources" />
          <AnswerFollowUps className="part-follow-ups" />
          <AnswerActions className="part-actions">
            <AnswerCopyButton className="part-action" />
          </AnswerActions>
        </>
      ),
    });
    const classesOf = (element: Element) => [...element.classList];
    expect(classesOf(screen.getByRole('article'))).toEqual(['slot-message', 'part-message']);
    expect(classesOf(document.querySelector('[data-host="text"]')!)).toEqual(['slot-answer', 'part-answer']);
    expect(classesOf(screen.getByRole('group', { name: 'Sources' }))).toEqual(['slot-sources', 'part-sources']);
    expect(classesOf(screen.getByRole('group', { name: 'Related questions' }))).toEqual([
      'slot-follow-ups',
      'part-follow-ups',
    ]);
    expect(classesOf(screen.getByRole('group', { name: 'Answer actions' }))).toEqual(['slot-actions', 'part-actions']);
    expect(classesOf(screen.getByRole('button', { name: 'Copy answer' }))).toEqual(['slot-action', 'part-action']);
  });
});
