import { NotFoundPage } from '@loja/shared-ui';

/**
 * A path under /catalogo or /links that the storefront has no page for (`/catalogo/xyz`): the same
 * 404 page the shell shows for an unknown path (shared-ui's NotFoundPage); the page servers answer
 * these paths with HTTP 404 (scripts/pageHead.mjs `pageStatus`).
 */
export function StorefrontNotFound() {
  return <NotFoundPage />;
}
