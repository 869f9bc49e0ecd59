import { UsageError } from './usage-error';

/** `--site-url`: an http(s) URL, kept without its trailing slash; a usage error naming the flag otherwise. */
export function siteUrlFlag(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`--site-url must be an http(s) URL such as https://docs.example.com, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}
