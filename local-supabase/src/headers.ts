import type { IncomingHttpHeaders } from 'node:http';

/**
 * A request header's value as the gateway and the services read it: the first one when the client sent the
 * header more than once (Node gives an array only for headers it does not join).
 */
export function firstValue(value: IncomingHttpHeaders[string]): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
