import type { ChatState } from 'ai';
import { toAssistantError } from '../core/errors';
import type { AssistantMessage } from '../core/types';
import type { AssistantStore } from '../store/assistant-store';

/** A copy the chat can keep mutating while the store holds the snapshot (what the AI SDK's React state does too). */
function snapshot<T>(value: T): T {
  if (value === null || typeof value !== 'object' || !('parts' in value) || !Array.isArray(value.parts)) return value;
  const message = value as unknown as AssistantMessage;
  const copy: AssistantMessage = { ...message, parts: message.parts.map((part) => ({ ...part })) };
  if (message.metadata) copy.metadata = { ...message.metadata };
  return copy as T;
}

/**
 * The AI SDK's `ChatState` (its public extension point for where a chat keeps messages, status and error) backed by
 * the widget's store: the chat writes here, the UI reads the store, and there is no second copy to keep in step.
 */
export class StoreChatState implements ChatState<AssistantMessage> {
  constructor(private readonly store: AssistantStore) {}

  get status() {
    return this.store.getState().status;
  }
  set status(status) {
    this.store.setState({ status });
  }

  get error(): Error | undefined {
    const error = this.store.getState().error;
    return error instanceof Error ? error : undefined;
  }
  set error(error) {
    this.store.setState({ error: error ? toAssistantError(error) : null });
  }

  get messages() {
    return this.store.getState().messages;
  }
  set messages(messages) {
    this.store.setState({ messages: [...messages] });
  }

  pushMessage = (message: AssistantMessage) => {
    this.store.setState((state) => ({ messages: [...state.messages, message] }));
  };

  popMessage = () => {
    this.store.setState((state) => ({ messages: state.messages.slice(0, -1) }));
  };

  replaceMessage = (index: number, message: AssistantMessage) => {
    this.store.setState((state) => ({
      messages: [...state.messages.slice(0, index), snapshot(message), ...state.messages.slice(index + 1)],
    }));
  };

  snapshot = snapshot;
}
