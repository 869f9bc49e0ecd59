const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", in the reader's language (the browser's `Intl`, no strings of ours to translate);
 * "now" under a minute.
 */
export function timeAgo(then: number, now: number): string {
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const seconds = Math.max(0, (now - then) / 1000);
  for (const [unit, size] of UNITS) if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  return format.format(0, 'second');
}
