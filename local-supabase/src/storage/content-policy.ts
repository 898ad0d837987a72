import { StorageErrors } from './errors.ts';
import type { BucketRow } from './objects.ts';
import { mimeAllowed, sniffMimeType } from './sniff.ts';

/**
 * Loja Praia's own upload policy, on top of Storage: in these buckets the bytes themselves must be one of the
 * bucket's allowed_mime_types, so a text or HTML file sent as image/png is refused. Real Storage checks only
 * the declared type (see `checkDeclaredMimeType`); this is a local-only addition, stated here and in the README,
 * not a change to Storage's behaviour. Default: the product image bucket `imagens`. The environment variable
 * LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS (comma-separated; empty for none) overrides it; it cannot live in
 * supabase/config.toml, which the real CLI reads with UnmarshalExact.
 */
export const DEFAULT_CONTENT_CHECKED_BUCKETS: readonly string[] = ['imagens'];

/** The list from the environment; read once, by loadConfig (StackConfig.contentCheckedBuckets). */
export function contentCheckedBuckets(env: NodeJS.ProcessEnv): string[] {
  const configured = env.LOCAL_STORAGE_CONTENT_CHECKED_BUCKETS;
  if (configured === undefined) return [...DEFAULT_CONTENT_CHECKED_BUCKETS];
  return configured.split(',').map((id) => id.trim()).filter(Boolean);
}

/**
 * The policy's check: refuses, with Storage's own 415 shape naming what the bytes are, content outside the
 * bucket's MIME list. The declared type is still the one stored and served.
 */
export function checkContentPolicy(bucket: BucketRow, head: Buffer, buckets: readonly string[]): void {
  if (!buckets.includes(bucket.id) || !bucket.allowed_mime_types?.length) return;
  const actual = sniffMimeType(head);
  if (!mimeAllowed(actual, bucket.allowed_mime_types)) throw StorageErrors.invalidMimeType(actual);
}
