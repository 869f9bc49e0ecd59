import { request, type Agent } from 'node:http';

export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * A POST of bytes exactly as given (no fetch, which would refuse or re-encode a malformed body) with the assistant
 * key, answered with its status and text: for suites that throw hostile bodies at a route.
 */
export function rawPost(
  url: URL | string,
  body: Buffer | string,
  options: { key: string; agent?: Agent; contentType?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: options.agent,
        headers: {
          'content-type': options.contentType ?? 'application/json',
          authorization: `Bearer ${options.key}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    // The service may refuse an oversized body before reading it all and close: that is an answer, not a failure.
    req.on('error', reject);
    req.end(body);
  });
}
