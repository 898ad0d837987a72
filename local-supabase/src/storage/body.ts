import type { IncomingMessage } from 'node:http';
import { HttpError, readBody } from '../http.ts';
import { StorageErrors } from './errors.ts';

/** Fastify's default body limit, which Storage keeps for its JSON routes. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A JSON request body as Storage's routes take it. Storage parses `null` (and an empty body) to null and the
 * route's schema (`type: 'object'`) refuses it: 400 "body must be object". Arrays and scalars fail the same way.
 * So every handler gets a plain object, never null (a null body used to reach them and end in a TypeError).
 */
export async function readStorageJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readStorageBody(req);
  let parsed: unknown = null;
  if (raw.trim()) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw StorageErrors.invalidRequest('Body is not valid JSON');
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw StorageErrors.validation('body must be object');
  return parsed as Record<string, unknown>;
}

/**
 * The text of a JSON route's body, at most Fastify's 1 MiB. Also for a route that ignores its body
 * (Fastify reads it all the same): the bytes are read, bounded, so the connection stays usable.
 */
export async function readStorageBody(req: IncomingMessage): Promise<string> {
  try {
    return (await readBody(req, JSON_BODY_LIMIT)).toString('utf8');
  } catch (error) {
    // Fastify's FST_ERR_CTP_BODY_TOO_LARGE keeps its real status; Storage maps the code to EntityTooLarge.
    if (error instanceof HttpError && error.status === 413) {
      throw new HttpError(413, 'Request body is too large', { statusCode: '413', code: 'EntityTooLarge', error: 'FastifyError' });
    }
    throw error;
  }
}

/** One property of a route's body schema: the subset of JSON Schema Storage's routes use. */
export interface PropertyRule {
  type: 'string' | 'integer' | 'boolean' | 'object' | 'array';
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** Arrays: every item must be a string. */
  stringItems?: boolean;
  enum?: readonly string[];
  /** Objects: nested rules (used for sortBy and transform). */
  properties?: Record<string, PropertyRule>;
  required?: readonly string[];
}

export interface BodySchema {
  required?: readonly string[];
  properties: Record<string, PropertyRule>;
}

function typeMatches(value: unknown, type: PropertyRule['type']): boolean {
  switch (type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    default:
      return typeof value === type;
  }
}

function checkObject(value: Record<string, unknown>, path: string, required: readonly string[], properties: Record<string, PropertyRule>) {
  for (const name of required) {
    if (!(name in value)) throw StorageErrors.validation(`${path} must have required property '${name}'`);
  }
  for (const [name, rule] of Object.entries(properties)) {
    if (value[name] !== undefined) checkValue(value[name], `${path}/${name}`, rule);
  }
}

function checkValue(value: unknown, path: string, rule: PropertyRule): void {
  if (value === null && rule.nullable) return;
  if (!typeMatches(value, rule.type)) throw StorageErrors.validation(`${path} must be ${rule.type}`);
  if (rule.minimum !== undefined && (value as number) < rule.minimum) throw StorageErrors.validation(`${path} must be >= ${rule.minimum}`);
  if (rule.maximum !== undefined && (value as number) > rule.maximum) throw StorageErrors.validation(`${path} must be <= ${rule.maximum}`);
  if (rule.enum && !rule.enum.includes(value as string)) throw StorageErrors.validation(`${path} must be equal to one of the allowed values`);
  if (Array.isArray(value)) {
    if (rule.minItems !== undefined && value.length < rule.minItems) {
      throw StorageErrors.validation(`${path} must NOT have fewer than ${rule.minItems} items`);
    }
    if (rule.maxItems !== undefined && value.length > rule.maxItems) {
      throw StorageErrors.validation(`${path} must NOT have more than ${rule.maxItems} items`);
    }
    if (rule.stringItems) {
      const bad = value.findIndex((item) => typeof item !== 'string');
      if (bad !== -1) throw StorageErrors.validation(`${path}/${bad} must be string`);
    }
  }
  if (rule.properties) checkObject(value as Record<string, unknown>, path, rule.required ?? [], rule.properties);
}

/**
 * Checks a body against the route's schema, with Fastify's (ajv's) messages, e.g. "body/limit must be integer"
 * or "body must have required property 'prefix'". Only the first failure is reported, as Fastify does.
 */
export function checkBody<T>(body: Record<string, unknown>, schema: BodySchema): T {
  checkObject(body, 'body', schema.required ?? [], schema.properties);
  return body as T;
}

/** A Fastify schema failure on the query string ("querystring must have required property 'token'"). */
export const missingQuery = (name: string) => StorageErrors.validation(`querystring must have required property '${name}'`);
