/** What the globalSetup hands to the test files (Vitest `provide`/`inject`). */
export interface ProvidedSupabaseStack {
  /** Gateway URL: the `supabaseUrl` a page is configured with. */
  url: string;
  anonKey: string;
  serviceKey: string;
  /** Superuser connection string (bypasses RLS). */
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseStack: ProvidedSupabaseStack;
  }
}
