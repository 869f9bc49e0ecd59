import { describe, expect, it } from 'vitest';
import { createProgressReporter, formatElapsed } from '../../src/cli/agent-progress';
import { parseAgentJob } from '../../../../src/proxy';
import { job } from '../../../../test/node/proxy/support/scripted-service';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { writes, stream: { isTTY, write: (text: string) => writes.push(text) } as unknown as NodeJS.WriteStream };
}

const at = (status: string, createdAt: string) => parseAgentJob(job('j1', status, { createdAt }))!;

describe('agent CLI progress', () => {
  it('on a terminal, redraws one line with status, elapsed time and job id, and clears it at the end', () => {
    const { writes, stream } = fakeStream(true);
    const reporter = createProgressReporter(stream);
    reporter.update(at('active', new Date(Date.now() - 65_000).toISOString()));
    reporter.stop();
    // eslint-disable-next-line no-control-regex -- the reporter's output is terminal escapes; ESC is what is checked
    expect(writes[0]).toMatch(/^\r\x1b\[2K. active {2}1:0[5-9] {2}job j1$/);
    expect(writes.at(-1)).toBe('\r\x1b[2K');
  });

  it('off a terminal, writes a plain line per status change only', () => {
    const { writes, stream } = fakeStream(false);
    const reporter = createProgressReporter(stream);
    const created = new Date().toISOString();
    reporter.update(at('active', created));
    reporter.update(at('active', created));
    reporter.update(at('completed', created));
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/^\[0:\d\d\] job j1: active\n$/);
    expect(writes[1]).toMatch(/^\[0:\d\d\] job j1: completed\n$/);
  });

  it('formats long jobs in hours and minutes', () => {
    expect(formatElapsed(59_000)).toBe('0:59');
    expect(formatElapsed(3 * 3600_000 + 5 * 60_000)).toBe('3h 05m');
  });
});
