import type { IncomingMessage } from 'node:http';
import { HttpError } from './respond';

/** What is wrong with a request body: each is a 400 but for `too-large` (413), and MCP maps each to its own code. */
export type BodyProblem = 'too-large' | 'empty' | 'not-json' | 'not-an-object';

/** A request body refused, with which problem it has (a route may answer each in its own terms). */
export class RequestBodyError extends HttpError {
  constructor(
    readonly problem: BodyProblem,
    message: string,
  ) {
    super(problem === 'too-large' ? 413 : 400, message);
  }
}

/** 1 MB: a long conversation with page context is a few tens of KB; anything near this is a mistake or abuse. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON request body, refusing it as soon as it passes `maxBytes` (413) rather than buffering it whole,
 * and naming what is wrong when it is not a JSON object (400).
 */
export async function readJsonBody(req: IncomingMessage, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    throw new RequestBodyError('too-large', `Request body is too large: the limit is ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      req.resume();
      throw new RequestBodyError('too-large', `Request body is too large: the limit is ${maxBytes} bytes.`);
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new RequestBodyError('empty', 'Request body is empty: expected a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestBodyError('not-json', 'Request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new RequestBodyError('not-an-object', 'Request body must be a JSON object.');
  }
  return value;
}
