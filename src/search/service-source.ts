import { AssistantRequestError } from '../core/errors';
import { discoveryEndpoint, type EndpointOptions } from '../transport/endpoint';
import { responseError } from '../transport/response-error';
import type { SearchSource } from './types';

/** Results asked for: what fits the view on a laptop with room to scroll; the service's default too. */
export const SEARCH_PAGE_SIZE = 10;

/** The widget's connection props, read as each search is sent (a changed key or header applies at once). */
export interface ServiceSearchConfig extends EndpointOptions {
  apiKey?: string | undefined;
  headers?: Record<string, string> | undefined;
  fetch?: typeof fetch | undefined;
}

/**
 * The service's search (service-api §1b): `POST {baseUrl}/discovery/v1/search/{domain}` with the assistant key, or
 * the host's proxy at `api`, which tells a search from a question by its body (proxy/request-kind.ts). The body is
 * `query`, `pageSize` and `filter` when there is one — nothing else, as the contract says, so a proxy that rebuilds
 * bodies and one that forwards them see the same thing.
 */
export function serviceSearch(config: () => ServiceSearchConfig): SearchSource {
  return async (query, { signal, filter }) => {
    const current = config();
    const headers: Record<string, string> = { ...current.headers, 'Content-Type': 'application/json' };
    if (current.apiKey) headers.Authorization = `Bearer ${current.apiKey}`;
    const body = { query, pageSize: SEARCH_PAGE_SIZE, ...(filter ? { filter } : {}) };
    let response: Response;
    try {
      response = await (current.fetch ?? fetch)(discoveryEndpoint('search', current), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new AssistantRequestError('network', 'The search could not reach the service.', { cause: error });
    }
    if (!response.ok) throw await responseError(response, 'The search service');
    try {
      return (await response.json()) as never;
    } catch (error) {
      if (signal.aborted) throw error;
      throw new AssistantRequestError('invalid-response', 'The search service sent a response it could not read.', {
        cause: error,
      });
    }
  };
}
