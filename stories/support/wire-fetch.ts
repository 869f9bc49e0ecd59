import type { CannedStep } from './canned-answers';

/**
 * What the fake service does with a request, as plain data (story args are serialised by the manager):
 * - `answer`: streams the steps as a real SSE body, then `[DONE]`;
 * - `cut`: streams the first `after` steps and closes the body without `finish` (a proxy timing out, a restart);
 * - `stall`: streams the first `after` steps and then sends nothing, the connection open;
 * - `html`: answers 200 with an HTML page (a login wall, a CDN error page) instead of an event stream;
 * - `status`: answers `status` with the service's JSON `{error}` body and, for 429, `Retry-After`;
 * - `offline`: the request never reaches the service (`fetch` rejects, as it does offline or on a CORS refusal).
 */
export type WireScript =
  | { kind: 'answer' }
  | { kind: 'cut'; after: number }
  | { kind: 'stall'; after: number }
  | { kind: 'html' }
  | { kind: 'status'; status: number; error?: string; retryAfter?: number }
  | { kind: 'offline' };

export interface WireFetchOptions {
  script: WireScript;
  /** The answer's chunks for a question; `cut` and `stall` stream a prefix of them. */
  answer: (question: string) => CannedStep[];
  /** Pause between SSE events, so streaming is visible. */
  chunkDelayMs: number;
}

const encoder = new TextEncoder();
const sse = (data: unknown) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);

const aborted = () => new DOMException('aborted', 'AbortError');

const sleep = (ms: number, signal: AbortSignal | null | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(aborted());
      },
      { once: true },
    );
  });

/** The newest user question in the service's request body (`messages[].parts[].text`). */
function questionOf(body: unknown): string {
  if (typeof body !== 'string') return '';
  const { messages = [] } = JSON.parse(body) as {
    messages?: { role: string; parts?: { type: string; text?: string }[] }[];
  };
  const user = messages.findLast((m) => m.role === 'user');
  return user?.parts?.map((p) => (p.type === 'text' ? (p.text ?? '') : '')).join('') ?? '';
}

function eventStream(steps: CannedStep[], script: WireScript, delayMs: number, signal?: AbortSignal | null) {
  const shown = script.kind === 'cut' || script.kind === 'stall' ? steps.slice(0, script.after) : steps;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for (const step of shown) {
          await sleep('pauseMs' in step ? step.pauseMs : delayMs, signal);
          if (!('pauseMs' in step)) controller.enqueue(sse(step));
        }
        if (script.kind === 'stall') return; // Open, silent: only the widget's idle limit (or Stop) ends it.
        if (script.kind === 'answer') controller.enqueue(encoder.encode('data: [DONE]\n\n'));
        controller.close();
      } catch {
        // The reader stopped: the transport has cancelled the body already.
      }
    },
  });
}

/**
 * A `fetch` that plays the assistant service over real `Response`s, so a story goes through the widget's own HTTP
 * transport (status checks, content-type check, SSE parsing, the idle and finish guards) with no network at all.
 */
export function wireFetch({ script, answer, chunkDelayMs }: WireFetchOptions): typeof fetch {
  return async (_input, init) => {
    await sleep(250, init?.signal);
    if (script.kind === 'offline') throw new TypeError('Failed to fetch');
    if (script.kind === 'html') {
      return new Response('<!doctype html><title>Sign in</title><h1>Please sign in</h1>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
    if (script.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (script.retryAfter !== undefined) headers['retry-after'] = String(script.retryAfter);
      return new Response(JSON.stringify({ error: script.error ?? `Canned ${script.status}` }), {
        status: script.status,
        headers,
      });
    }
    const steps = answer(questionOf(init?.body));
    return new Response(eventStream(steps, script, chunkDelayMs, init?.signal), {
      headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
    });
  };
}
