// A data dir seeded the way readers fill it: questions through the real message route (covered ones, ones the
// docs do not cover, from several pages) and ratings through the feedback route — for the report's suites.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalService, type StartedLocalService } from './local-service';

export interface Asked {
  question: string;
  page: string;
  threadId: string;
  answerId: string;
  /** Whether the service answered from the docs (sources sent) or said they do not cover it. */
  covered: boolean;
}

export const DOMAIN = 'docs';

export async function ask(service: StartedLocalService, question: string, page: string): Promise<Asked> {
  const response = await fetch(`${service.url}/discovery/v2/assistant/${DOMAIN}/message`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${service.assistantKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fp: 'anonymous',
      currentPath: page,
      messages: [
        { id: `q_${Math.random().toString(36).slice(2)}`, role: 'user', parts: [{ type: 'text', text: question }] },
      ],
    }),
  });
  const chunks = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; messageId?: string; output?: { results: unknown[] } });
  const start = chunks.find((c) => c.type === 'start');
  const results = chunks.find((c) => c.type === 'tool-output-available')?.output?.results ?? [];
  return {
    question,
    page,
    threadId: response.headers.get('x-thread-id')!,
    answerId: start?.messageId ?? '',
    covered: results.length > 0,
  };
}

export async function rate(service: StartedLocalService, asked: Asked, value: 'positive' | 'negative') {
  return fetch(`${service.url}/discovery/v2/assistant/${DOMAIN}/feedback`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${service.assistantKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ threadId: asked.threadId, messageId: asked.answerId, value }),
  });
}

export interface SeededService {
  service: StartedLocalService;
  dataDir: string;
  covered: Asked[];
  uncovered: Asked[];
  ratedDown: Asked;
  ratedUp: Asked;
}

/**
 * Six questions: three the fixture docs answer (install twice, theme once), the same uncovered question asked twice
 * in different words from two pages, and one more uncovered one. One answer rated down, one up. The service keeps
 * running: the report must read beside it.
 */
export async function seedReportService(): Promise<SeededService> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-report-'));
  const service = await startLocalService({ dataDir, keepDataDir: true });
  const covered = [
    await ask(service, 'How do I install it?', '/getting-started'),
    await ask(service, 'How do I install it?', '/getting-started'),
    await ask(service, 'How do I configure the theme?', '/theming'),
  ];
  const uncovered = [
    await ask(service, 'Does it support Kubernetes cron jobs?', '/guides/deploy'),
    await ask(service, 'does it support  kubernetes cron jobs', '/reference/cli'),
    await ask(service, 'Can I pay the invoice with bitcoin?', '/guides/deploy'),
  ];
  const ratedDown = covered[2]!;
  const ratedUp = covered[0]!;
  for (const [asked, value] of [
    [ratedDown, 'negative'],
    [ratedUp, 'positive'],
  ] as const) {
    const response = await rate(service, asked, value);
    if (response.status !== 200) throw new Error(`feedback answered ${response.status}: ${await response.text()}`);
  }
  return { service, dataDir, covered, uncovered, ratedDown, ratedUp };
}
