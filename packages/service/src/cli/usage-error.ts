/** A mistake in how the command was called: the CLI prints one line and exits 2 (runtime failures exit 1). */
export class UsageError extends Error {
  override name = 'UsageError';
}

// Exit codes. 0 is done (`serve`: stopped cleanly; `agent`: the job completed; help printed).
/** Could not do it: a request failed, the port was in use, the data was damaged. */
export const EXIT_FAILURE = 1;
/** The command was used wrongly: an unknown command or option, a bad value, something required missing. */
export const EXIT_USAGE = 2;
/**
 * `agent`: the request to start a job (or send a follow-up) failed after the service received it, so it may have
 * acted. Not retried, and not to be blindly re-run: check first (docs/cli.md says how).
 */
export const EXIT_MAYBE_ACTED = 3;
/** Stopped with Ctrl+C (128 + SIGINT). */
export const EXIT_INTERRUPTED = 130;
