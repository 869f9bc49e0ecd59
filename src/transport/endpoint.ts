import { withoutTrailingSlash } from '../core/trailing-slash';

/** The vendor's production base address (service-api §1). */
export const DEFAULT_BASE_URL = 'https://api.mintlify.com';

export interface EndpointOptions {
  domain: string;
  baseUrl?: string;
  /** A full endpoint URL (a proxy); replaces `baseUrl` and the path. */
  api?: string;
}

export function assistantEndpoint({ domain, baseUrl = DEFAULT_BASE_URL, api }: EndpointOptions): string {
  if (api) return api;
  if (!domain) throw new TypeError('docs-assistant: `domain` is required (the last segment of your dashboard URL).');
  return `${withoutTrailingSlash(baseUrl)}/discovery/v2/assistant/${encodeURIComponent(domain)}/message`;
}

/**
 * The search and page operations (service-api §1b), beside the assistant's and with the same key:
 * `{baseUrl}/discovery/v1/search/{domain}` and `{baseUrl}/discovery/v1/page/{domain}`. With `api` (a host's proxy)
 * it is that one URL for all three: the proxy tells them apart by the body (docs/server-side.md).
 */
export function discoveryEndpoint(
  operation: 'search' | 'page',
  { domain, baseUrl = DEFAULT_BASE_URL, api }: EndpointOptions,
): string {
  if (api) return api;
  if (!domain) throw new TypeError('docs-assistant: `domain` is required (the last segment of your dashboard URL).');
  return `${baseUrl.replace(/\/+$/, '')}/discovery/v1/${operation}/${encodeURIComponent(domain)}`;
}
