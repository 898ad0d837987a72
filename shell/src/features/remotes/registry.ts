import { createInstance } from '@module-federation/runtime';
import type { ComponentType } from 'react';

/** What every remote exposes as `./routes`: its route subtree, for one of its base paths. */
export interface RemoteRoutesProps {
  /** The base path the shell mounted it under, without slashes (e.g. "cadastros", "vendas"). */
  section: string;
}
export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps>;

export const REMOTES = ['catalog', 'cadastros', 'estoque', 'placeholders'] as const;
export type RemoteName = (typeof REMOTES)[number];

let manifests: Partial<Record<RemoteName, string>> = {};

type FederationHost = ReturnType<typeof createInstance>;

/**
 * The Module Federation instance the vite plugin created for the shell at start-up (it owns the
 * shared singletons). It is found through the runtime's global registry because the plugin's copy
 * of the runtime and this module's import are separate module instances in the bundle.
 */
let host: FederationHost | undefined;
function federation(): FederationHost {
  if (host) return host;
  const registry = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationHost[] } }).__FEDERATION__;
  const instances = registry?.__INSTANCES__ ?? [];
  host = instances.find((instance) => instance.name === 'shell') ?? instances[0] ?? createInstance({ name: 'shell', remotes: [] });
  return host;
}

const isRemoteName = (name: string): name is RemoteName => (REMOTES as readonly string[]).includes(name);

/** Tells the Module Federation runtime where each remote's manifest is (from config.json). */
export function registerRemotesFrom(remotes: Record<string, string>, force = false): void {
  manifests = Object.fromEntries(Object.entries(remotes).filter(([name]) => isRemoteName(name)));
  federation().registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry: entry as string, type: 'module' })),
    { force },
  );
}

const pending = new Map<RemoteName, Promise<RemoteRoutesComponent>>();

/** Loads a remote's `./routes` once; a failed load is forgotten so "Tentar novamente" really retries. */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesComponent> {
  const existing = pending.get(name);
  if (existing) return existing;
  const entry = manifests[name];
  const promise = (async () => {
    if (!entry) throw new Error(`O módulo "${name}" não está configurado em config.json.`);
    const module = await federation().loadRemote<{ default: RemoteRoutesComponent }>(`${name}/routes`);
    if (!module?.default) throw new Error(`O módulo "${name}" não expõe suas rotas.`);
    return module.default;
  })();
  pending.set(name, promise);
  promise.catch(() => {
    pending.delete(name);
    // Drop the runtime's cached (failed) entry so the next attempt fetches the manifest again.
    federation().registerRemotes([{ name, entry: entry ?? '', type: 'module' }], { force: true });
  });
  return promise;
}

/** Starts fetching the remotes a page needs, all at once, before React asks for them. */
export function preloadRemotes(names: readonly RemoteName[]): void {
  for (const name of names) loadRemoteRoutes(name).catch(() => undefined);
}
