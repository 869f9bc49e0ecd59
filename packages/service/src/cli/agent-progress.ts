import type { AgentJob } from '../from-widget-package';

export interface ProgressReporter {
  update(job: AgentJob): void;
  /** Clears the live line (TTY) so what follows starts on a clean line. */
  stop(): void;
}

export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(seconds / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return m >= 60 ? `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m` : `${m}:${s}`;
}

// A job created on a clock ahead of ours would show negative time; our own start is the fallback.
function startOf(job: AgentJob, fallback: number): number {
  const created = job.createdAt.getTime();
  return created <= Date.now() ? created : fallback;
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** One line redrawn in place every second: status and elapsed time, so a long job visibly lives. */
function ttyReporter(stream: NodeJS.WriteStream, startedAt: number): ProgressReporter {
  let job: AgentJob | undefined;
  let frame = 0;
  const draw = () => {
    if (!job) return;
    const elapsed = formatElapsed(Date.now() - startOf(job, startedAt));
    stream.write(`\r\x1b[2K${FRAMES[frame++ % FRAMES.length]} ${job.status}  ${elapsed}  job ${job.id}`);
  };
  const timer = setInterval(draw, 1000);
  timer.unref();
  return {
    update(next) {
      job = next;
      draw();
    },
    stop() {
      clearInterval(timer);
      if (job) stream.write('\r\x1b[2K');
    },
  };
}

/** Logs and CI: one plain line per status change, nothing redrawn. */
function lineReporter(stream: NodeJS.WritableStream, startedAt: number): ProgressReporter {
  let lastStatus: string | undefined;
  return {
    update(job) {
      if (job.status === lastStatus) return;
      lastStatus = job.status;
      stream.write(`[${formatElapsed(Date.now() - startOf(job, startedAt))}] job ${job.id}: ${job.status}\n`);
    },
    stop() {},
  };
}

export function createProgressReporter(stream: NodeJS.WriteStream, startedAt = Date.now()): ProgressReporter {
  return stream.isTTY ? ttyReporter(stream, startedAt) : lineReporter(stream, startedAt);
}
