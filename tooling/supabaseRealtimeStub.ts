/**
 * What `@supabase/realtime-js` resolves to in the frontend builds (tooling/vite.ts `resolve.alias`).
 *
 * supabase-js constructs a RealtimeClient in `createClient` and imports the package whole, so every
 * page shipped Realtime and its Phoenix socket (≈55 KB of code, ≈14 KB gzipped) though the project
 * subscribes to no channel: it reads and writes through PostgREST, auth and storage only. This class
 * has what supabase-js calls on its client without a channel: the constructor and `setAuth` (on
 * every sign-in, token refresh and sign-out), plus the channel list, which is empty. Opening a
 * channel throws, saying what to do. Types still come from the real package (only bundling is
 * aliased), so the code type-checks against the real API.
 *
 * To use Realtime one day: remove the alias in tooling/vite.ts and this file.
 */
const NO_REALTIME =
  'Realtime não está nos builds da Loja Praia (tooling/supabaseRealtimeStub.ts): remova o alias de @supabase/realtime-js em tooling/vite.ts para usar canais.';

export class RealtimeClient {
  constructor(_endPoint: string, _options?: unknown) {}

  /** supabase-js forwards each access token (and `undefined` on sign-out); no socket to pass it to. */
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(_name: string, _options?: unknown): never {
    throw new Error(NO_REALTIME);
  }

  getChannels(): [] {
    return [];
  }

  removeChannel(_channel: unknown): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<[]> {
    return Promise.resolve([]);
  }
}
