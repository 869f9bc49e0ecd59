/**
 * Characters a terminal acts on rather than shows: C0 and C1 controls (ESC starts the sequences that clear the
 * screen, recolour it or set the window title) and the bidirectional overrides that make text read in another
 * order than it is stored. Tabs and line ends are not here: the report's tables turn them into spaces.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const ACTED_ON = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text a reader typed, made safe to print to a terminal: each such character shown as its escape (`\x1b`). */
export function terminalSafe(text: string): string {
  return text.replace(ACTED_ON, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
