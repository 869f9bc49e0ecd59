// The one way a test runs the CLI as another user. Root — as CI and containers run the suites — reads and writes any
// file whatever its mode, so a test of what an unreadable or read-only file does runs the CLI as `nobody` there. That
// user needs to reach this clone's Node (node_modules/node/bin/node), the bin and the sources; a clone in a folder
// other users cannot enter (under /root, or in a `mktemp -d` folder) keeps them out, and the spawn fails with EACCES.
// Such a test skips then, saying why. eslint.config.js refuses `uid`/`gid` anywhere else in the tests.
import { tmpdir } from 'node:os';
import { it, type TestContext } from 'vitest';
import { cli, type CliOptions } from './spawn-cli';

/** `nobody` on Debian and most Linux systems. */
const NOBODY = { uid: 65534, gid: 65534 };

/**
 * Spawn options that run the CLI as `nobody` when the tests run as root; none otherwise, where the file modes already
 * bind this user.
 */
export const ANOTHER_USER: Pick<CliOptions, 'user'> = process.getuid?.() === 0 ? { user: NOBODY } : {};

let probe: Promise<string | undefined> | undefined;

/** Why the other user cannot run the CLI from this clone, or undefined when it can (or when no switch is needed). */
function whyAnotherUserCannotRun(): Promise<string | undefined> {
  probe ??= (async () => {
    if (!ANOTHER_USER.user) return undefined;
    // From the temporary folder the tests' scratch folders are made in: that user must reach it too.
    const run = await cli(['--version'], { ...ANOTHER_USER, cwd: tmpdir() });
    if (run.code === 0) return undefined;
    const why = run.stderr.trim().split('\n')[0] || `exit code ${run.code}`;
    return (
      `the user nobody cannot run the CLI from this clone (${process.execPath}): ${why}. Run the suite as an ` +
      'ordinary user, or from a clone in a folder other users can enter.'
    );
  })();
  return probe;
}

/**
 * A test that spawns the CLI as another user (`cli(args, { ...ANOTHER_USER })`): skipped, with the reason, where that
 * user cannot run it from this clone.
 */
export function itAsAnotherUser(name: string, body: (context: TestContext) => Promise<void>, timeout?: number) {
  it(
    name,
    async (context) => {
      const why = await whyAnotherUserCannotRun();
      if (why) context.skip(why);
      await body(context);
    },
    timeout,
  );
}
