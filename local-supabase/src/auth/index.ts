// PLACEHOLDER until the auth service lands (owned by the auth helper): answers 501 so the stack starts.
import { HttpError } from '../http.ts';
import type { ServiceContext, ServiceHandler } from '../types.ts';

export function createAuthService(_ctx: ServiceContext): ServiceHandler {
  return async () => {
    throw new HttpError(501, 'Auth service not implemented yet');
  };
}
