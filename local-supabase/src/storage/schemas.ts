import type { BodySchema, PropertyRule } from './body.ts';

/**
 * The body schemas of Storage's routes (supabase/storage src/http/routes/**), for the properties this service
 * reads (file_size_limit's anyOf is checked where it is parsed). A body that breaks them gets Fastify's 400 instead of reaching a handler.
 */
const mimeTypes: PropertyRule = { type: 'array', nullable: true, stringItems: true };

export const CREATE_BUCKET: BodySchema = {
  required: ['name'],
  properties: { name: { type: 'string' }, id: { type: 'string' }, public: { type: 'boolean' }, allowed_mime_types: mimeTypes },
};

export const UPDATE_BUCKET: BodySchema = {
  properties: { public: { type: 'boolean' }, allowed_mime_types: mimeTypes },
};

export const LIST: BodySchema = {
  required: ['prefix'],
  properties: {
    prefix: { type: 'string' },
    limit: { type: 'integer', minimum: 1 },
    offset: { type: 'integer', minimum: 0 },
    search: { type: 'string' },
    sortBy: {
      type: 'object',
      required: ['column'],
      properties: {
        column: { type: 'string', enum: ['name', 'updated_at', 'created_at', 'last_accessed_at'] },
        order: { type: 'string', enum: ['asc', 'desc'] },
      },
    },
  },
};

export const LIST_V2: BodySchema = {
  properties: {
    prefix: { type: 'string' },
    limit: { type: 'integer', minimum: 1 },
    cursor: { type: 'string' },
    with_delimiter: { type: 'boolean' },
    sortBy: {
      type: 'object',
      required: ['column'],
      properties: {
        column: { type: 'string', enum: ['name', 'updated_at', 'created_at'] },
        order: { type: 'string', enum: ['asc', 'desc'] },
      },
    },
  },
};

const transform: PropertyRule = {
  type: 'object',
  properties: {
    height: { type: 'integer', minimum: 0 },
    width: { type: 'integer', minimum: 0 },
    resize: { type: 'string', enum: ['cover', 'contain', 'fill'] },
    format: { type: 'string', enum: ['origin', 'avif', 'webp'] },
    quality: { type: 'integer', minimum: 20, maximum: 100 },
  },
};

export const SIGN: BodySchema = {
  required: ['expiresIn'],
  properties: { expiresIn: { type: 'integer', minimum: 1 }, transform },
};

export const SIGN_MANY: BodySchema = {
  required: ['expiresIn', 'paths'],
  properties: { expiresIn: { type: 'integer', minimum: 1 }, paths: { type: 'array', stringItems: true, minItems: 1, maxItems: 1000 } },
};

export const MOVE: BodySchema = {
  required: ['bucketId', 'sourceKey', 'destinationKey'],
  properties: {
    bucketId: { type: 'string' },
    sourceKey: { type: 'string' },
    destinationBucket: { type: 'string' },
    destinationKey: { type: 'string' },
  },
};

export const DELETE_MANY: BodySchema = {
  required: ['prefixes'],
  properties: { prefixes: { type: 'array', stringItems: true, minItems: 1, maxItems: 1000 } },
};
