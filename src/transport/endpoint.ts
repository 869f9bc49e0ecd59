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
