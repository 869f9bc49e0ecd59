// Every failure a reader can meet, as stories over the widget's real HTTP transport (support/wire-fetch.ts), shared
// by the light and the dark catalogue so the two list exactly the same states.
import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MID_ANSWER_STEPS } from './canned-answers';
import { askAndAwaitError, askThenStop } from './play';
import type { WireAssistant } from './wire-assistant';
import type { WireScript } from './wire-fetch';

type Story = StoryObj<typeof WireAssistant>;

const QUESTION = 'How do I install the SDK?';
/** Asks, and shows the error notice the failure ends in. */
const failing = (wire: WireScript, args: Story['args'] = {}): Story => ({
  args: { ...args, wire },
  play: askAndAwaitError(QUESTION),
});

export const errorStates = {
  /** The connection drops mid-answer: the body closes without `finish`. The partial answer stays, marked. */
  CutStream: failing({ kind: 'cut', after: MID_ANSWER_STEPS }),
  /**
   * The stream stops sending bytes mid-answer with the connection open. The widget's idle limit (30 s by default; 1.5 s
   * here so the story settles) ends it as interrupted, with retry.
   */
  StalledStream: failing({ kind: 'stall', after: MID_ANSWER_STEPS }, { idleTimeoutMs: 1500 }),
  /** The reader pressed Stop mid-answer: what arrived stays; nothing is an error. */
  StoppedByReader: { args: { wire: { kind: 'stall', after: MID_ANSWER_STEPS } }, play: askThenStop(QUESTION) },
  /** 200 with an HTML page (a login wall, a CDN's error page) where the event stream should be. */
  UnreadableResponse: failing({ kind: 'html' }),
  /** 400: the service could not read the request. */
  BadRequest: failing({ kind: 'status', status: 400, error: 'messages: too many' }),
  /** 401: the assistant key is wrong or revoked. */
  Unauthorized: failing({ kind: 'status', status: 401, error: 'Invalid assistant key' }),
  /** 403: the key is not allowed from this site (origin restrictions). */
  Forbidden: failing({ kind: 'status', status: 403, error: 'Origin not allowed' }),
  /** 404: the conversation's thread is gone on the service. */
  NotFound: failing({ kind: 'status', status: 404, error: 'Thread not found' }),
  /** 429 with `Retry-After: 30`. */
  RateLimited: failing({ kind: 'status', status: 429, error: 'Too many requests', retryAfter: 30 }),
  /** 500 from the service. */
  ServerError: failing({ kind: 'status', status: 500, error: 'Internal error' }),
  /** The request never reached the service (offline, DNS, CORS). */
  Offline: failing({ kind: 'offline' }),
  /** An admin key given to the browser: refused before any request, nothing to retry. */
  AdminKeyRefused: {
    args: { wire: { kind: 'answer' }, apiKey: 'mint_admin_example' },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    },
  },
} satisfies Record<string, Story>;
