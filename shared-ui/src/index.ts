/**
 * @loja/shared-ui: the Loja Praia design system (components + theme).
 * Formatters live in `@loja/shared-ui/format`, the platform (Supabase, store, auth)
 * in `@loja/shared-ui/platform`.
 */
export * from './theme';
export * from './components';
export * from './list';
export * from './forms';
