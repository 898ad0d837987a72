// PLACEHOLDER until the storage service lands (owned by the storage helper): answers 501 so the stack starts.
import { HttpError } from '../http.ts';
import type { ServiceContext, ServiceHandler } from '../types.ts';

export function createStorageService(_ctx: ServiceContext): ServiceHandler {
  return async () => {
    throw new HttpError(501, 'Storage service not implemented yet');
  };
}

export async function importSeedObjects(_ctx: ServiceContext, _dir: string): Promise<number> {
  return 0;
}
