import { HttpError } from '../http.ts';

/**
 * Supabase Storage's error shape: { statusCode: '<real status>', code, error, message }.
 * Hosted Storage answers every object/bucket error with HTTP 400 (500 stays 500) and puts the real
 * status in the body's `statusCode` (supabase/storage src/http/error-handler.ts: userStatusCode),
 * so supabase-js sees `error.status === 400` and `error.statusCode === '403' | '404' | '413' ...`.
 * We answer the same, so code written against this stack behaves identically in production.
 */
export function storageError(statusCode: number, error: string, message: string, code: string): HttpError {
  return new HttpError(statusCode >= 500 ? 500 : 400, message, { statusCode: String(statusCode), code, error });
}

export const StorageErrors = {
  noSuchBucket: () => storageError(404, 'Bucket not found', 'Bucket not found', 'NoSuchBucket'),
  noSuchKey: () => storageError(404, 'not_found', 'Object not found', 'NoSuchKey'),
  accessDenied: (message = 'Access denied') => storageError(403, 'Unauthorized', message, 'AccessDenied'),
  rowLevelSecurity: () => storageError(403, 'Unauthorized', 'new row violates row-level security policy', 'AccessDenied'),
  duplicate: () => storageError(409, 'Duplicate', 'The resource already exists', 'KeyAlreadyExists'),
  bucketExists: () => storageError(409, 'Duplicate', 'The resource already exists', 'BucketAlreadyExists'),
  bucketNotEmpty: () => storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty', 'ResourceNotEmpty'),
  entityTooLarge: () =>
    storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size', 'EntityTooLarge'),
  invalidMimeType: (mimeType: string) =>
    storageError(415, 'invalid_mime_type', `mime type ${mimeType} is not supported`, 'InvalidMimeType'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`, 'InvalidKey'),
  invalidBucketName: () => storageError(400, 'Invalid Input', 'Bucket name invalid', 'InvalidBucketName'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message, 'InvalidJWT'),
  invalidSignature: (message = 'Invalid signature') => storageError(400, 'InvalidSignature', message, 'InvalidSignature'),
  invalidParameter: (message: string) => storageError(400, 'InvalidParameter', message, 'InvalidParameter'),
  missingParameter: (name: string) =>
    storageError(400, 'MissingParameter', `Missing Required Parameter ${name}`, 'MissingParameter'),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message, 'InvalidRequest'),
  /** ERRORS.ImageProcessingError(422, imgproxy's message): code InvalidRequest below 500. */
  imageProcessing: (message: string) => storageError(422, 'InvalidRequest', message, 'InvalidRequest'),
  routeNotFound: (method: string, url: string) =>
    storageError(404, 'Not Found', `Route ${method}:${url} not found`, 'NotFound'),
  /**
   * A request that fails the route's schema. Storage lets Fastify answer these: the real HTTP status, `error`
   * is the Fastify error's name ("Error"), the code is mapped to InvalidRequest (error-handler.ts).
   */
  validation: (message: string) => storageError(400, 'Error', message, 'InvalidRequest'),
  invalidHeaderChar: (name: string, value: string) =>
    storageError(400, 'invalid_header_char', `Invalid character in response header "${name}": ${value.substring(0, 50)}`, 'InvalidRequest'),
  /** Storage's answer to anything unexpected: no internal text (error-handler.ts, last branch). */
  internal: () => storageError(500, 'Internal', 'Internal Server Error', 'InternalError'),
};

interface PgError {
  code?: string;
  message?: string;
}

/** Turns what PostgreSQL said into Storage's answer (RLS refusals, duplicates, missing bucket). */
export function fromDatabaseError(error: unknown): unknown {
  const pgError = error as PgError;
  switch (pgError?.code) {
    case '42501':
      return StorageErrors.rowLevelSecurity();
    case '23505':
      return StorageErrors.duplicate();
    case '23503':
      return StorageErrors.noSuchBucket();
    default:
      return error;
  }
}
