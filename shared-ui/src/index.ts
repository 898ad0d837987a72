/**
 * @loja/shared-ui: the Loja Praia design system (components + theme).
 * Formatters live in `@loja/shared-ui/format`, the platform (Supabase, store, auth)
 * in `@loja/shared-ui/platform`.
 *
 * Not a federation singleton: each build bundles the components it uses (tree-shaken), with the
 * theme's tokens and media helpers they read (constants and a hook: no state). The theme reaches
 * components through styled-components' ThemeProvider, whose context is a singleton, and the shell's
 * `LojaThemeProvider` is the one that provides it (tooling/federation.ts).
 */
export * from './theme';
export * from './components';
export * from './list';
export * from './forms';
export * from './page';
