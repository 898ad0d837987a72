import type { IncomingMessage } from 'node:http';
import { readJson } from '../http.ts';

export type Body = Record<string, unknown>;

/**
 * A JSON request body as GoTrue's retrieveRequestParams sees it: `null` and an empty body leave the
 * parameters at their zero values, so both read as {} (never a TypeError on `body.x`).
 */
export async function readAuthBody(req: IncomingMessage): Promise<Body> {
  const body: unknown = await readJson<Body>(req);
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const metadataOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
