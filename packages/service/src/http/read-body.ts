import type { IncomingMessage } from 'node:http';
import { HttpError } from './respond';

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
    throw new HttpError(413, `Request body is too large: the limit is ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      req.resume();
      throw new HttpError(413, `Request body is too large: the limit is ${maxBytes} bytes.`);
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new HttpError(400, 'Request body is empty: expected a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'Request body must be a JSON object.');
  }
  return value;
}
