// Recognises which shared package a fetched JavaScript file carries, by strings that survive
// minification and appear only in that package's own code (its definitions, not its consumers).
// File names are no use here: @module-federation/vite puts a package's code in chunks named after
// whichever module Rolldown grouped it with (e.g. "react-<hash>.js", "...__loadShare__react__loadShare__...").
// A body that matches is one copy of the package; two matching bodies are two copies in the page.

export interface SharedFingerprint {
  /** The package as DESIGN and the issue name it. */
  name: string;
  pattern: RegExp;
  /** Where the string comes from, for the failure message. */
  why: string;
}

export const SHARED_FINGERPRINTS: SharedFingerprint[] = [
  {
    name: 'react',
    // react.production.js defines this export (`exports.__CLIENT_INTERNALS_... = ReactSharedInternals`);
    // react-dom and react/jsx-runtime only read it (`X.__CLIENT_INTERNALS_...`, never followed by `=<value>`).
    pattern: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=\s*[A-Za-z_$]/,
    why: 'definição de __CLIENT_INTERNALS_... (react.production.js)',
  },
  {
    name: 'react-dom',
    // react-dom.production.js defines `exports.__DOM_INTERNALS_... = Internals`.
    pattern: /__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=\s*[A-Za-z_$]/,
    why: 'definição de __DOM_INTERNALS_... (react-dom.production.js)',
  },
  {
    name: 'react-dom/client',
    // The renderer tags DOM nodes with `"__reactFiber$" + randomKey`.
    pattern: /__reactFiber\$/,
    why: 'chave __reactFiber$ (react-dom-client.production.js)',
  },
  {
    name: 'react-router',
    // Its <Router> refuses to nest in another (a second copy would have contexts the shell's router never fills).
    pattern: /inside another <Router>\. You should never have more than one/,
    why: 'mensagem "inside another <Router>" (react-router, servido pelo shell como react-router-dom)',
  },
  {
    name: 'react-redux',
    pattern: /Symbol\.for\(\s*[`'"]react-redux-context[`'"]\s*\)/,
    why: 'Symbol.for("react-redux-context")',
  },
  {
    name: 'styled-components',
    pattern: /data-styled-version/,
    why: 'atributo data-styled-version',
  },
  {
    name: '@supabase/supabase-js',
    // The X-Client-Info header: `supabase-js/${version}` (the sub-clients say gotrue-js/, postgrest-js/, ...).
    pattern: /supabase-js\/\$\{/,
    why: 'cabeçalho X-Client-Info `supabase-js/${version}`',
  },
  {
    name: 'sonner',
    // Its toast queue lives in its module: a second copy would show no toast a remote raises.
    pattern: /data-sonner-toaster/,
    why: 'atributo data-sonner-toaster (sonner)',
  },
  {
    name: '@radix-ui/react-dismissable-layer',
    // Radix dialogs, sheets and menus stack through this module's state (which layer Esc closes).
    pattern: /dismissableLayer\.pointerDownOutside/,
    why: 'evento dismissableLayer.pointerDownOutside (@radix-ui/react-dismissable-layer)',
  },
  {
    name: '@loja/shared-ui/platform',
    // The platform (Supabase client, store, AuthContext) is defined once; consumers only call useAuth.
    pattern: /useAuth deve ser usado dentro de um AuthProvider/,
    why: 'mensagem USE_AUTH_OUTSIDE_PROVIDER (shared-ui/src/platform/useAuth.ts)',
  },
];

export interface FetchedScript {
  url: string;
  body: string;
}

/** For each shared package: the fetched script URLs whose bodies carry its code. */
export function locateSharedCopies(
  scripts: FetchedScript[],
  fingerprints: SharedFingerprint[] = SHARED_FINGERPRINTS,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const fp of fingerprints) {
    found.set(
      fp.name,
      scripts.filter((s) => fp.pattern.test(s.body)).map((s) => s.url),
    );
  }
  return found;
}

/**
 * What is wrong with the page's copies of the shared packages: for each one, it must be carried by
 * exactly one fetched file, and that file must have been requested exactly once.
 */
export function sharedCopyProblems(
  scripts: FetchedScript[],
  requestCounts: Map<string, number>,
  packages: string[] = SHARED_FINGERPRINTS.map((f) => f.name),
): string[] {
  const problems: string[] = [];
  const copies = locateSharedCopies(scripts);
  for (const name of packages) {
    const urls = [...new Set(copies.get(name) ?? [])];
    if (urls.length === 0) problems.push(`${name}: nenhum arquivo baixado contém o pacote`);
    else if (urls.length > 1) problems.push(`${name}: ${urls.length} cópias baixadas: ${urls.join(', ')}`);
    for (const url of urls) {
      const times = requestCounts.get(url) ?? 0;
      if (times !== 1) problems.push(`${name}: ${url} pedido ${times} vezes`);
    }
  }
  return problems;
}
