import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { defaultLabels } from '../../src/headless';

type Play = NonNullable<StoryObj['play']>;

/** Types a question into the composer and sends it with Enter, as a reader would. */
export function askQuestion(question: string, inputLabel = defaultLabels.inputLabel): Play {
  return async ({ canvas }) => {
    const input = await canvas.findByRole('textbox', { name: inputLabel });
    await userEvent.type(input, question);
    await userEvent.keyboard('{Enter}');
  };
}

/** Asks, then waits until the answer's follow-up questions show (the answer has finished streaming). */
export function askAndAwaitAnswer(question: string, labels = defaultLabels): Play {
  return async (context) => {
    await askQuestion(question, labels.inputLabel)(context);
    const followUps = await context.canvas.findByRole('group', { name: labels.followUps });
    await expect(followUps).toBeInTheDocument();
  };
}

/** Asks, then waits for the error notice. */
export function askAndAwaitError(question: string, labels = defaultLabels): Play {
  return async (context) => {
    await askQuestion(question, labels.inputLabel)(context);
    await expect(await context.canvas.findByRole('alert')).toBeInTheDocument();
  };
}

/** Asks, waits until the answer is streaming (Stop shows, its first words are in), then presses Stop. */
export function askThenStop(question: string, labels = defaultLabels): Play {
  return async (context) => {
    const { canvas } = context;
    await askQuestion(question, labels.inputLabel)(context);
    const stop = await canvas.findByRole('button', { name: labels.stop });
    // Stop once the first paragraph is in, so the kept partial answer is worth showing.
    await canvas.findByText(/project key/);
    await userEvent.click(stop);
    await waitFor(() => expect(canvas.queryByRole('button', { name: labels.stop })).toBeNull());
  };
}
