import { createInstance } from '@module-federation/runtime';
import type { RemoteRoutesComponent } from '@loja/shared-ui/platform/core';
import { noteRemoteFailure } from './recovery';

/** Remote name -> manifest URL, from config.json: any name it lists is a remote (a new one needs no shell release). */
let manifests: Partial<Record<string, string>> = {};

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

/**
 * Tells the Module Federation runtime where each remote's manifest is (from config.json).
 *
 * Registering fetches nothing: a remote's manifest and entry are fetched when one of its modules is
 * loaded. One thing would fetch them all: the shell's share strategy is the plugin's default,
 * 'version-first', under which the runtime's `loadShare()` on the shell's instance first loads and
 * initialises every registered remote's entry to compare the versions they offer. Nothing calls it
 * after this registration (the shell's shares are its own chunks, and a remote's `loadShare()` runs on
 * that remote's instance, which has no remotes), so /catalogo fetches only the catalogue's entry
 * (issue 25 §2; e2e/tests/shared-singletons.e2e.test.ts checks it). Do not call `loadShare()` on the
 * shell's instance, or switch the shell to 'loaded-first' first.
 */
export function registerRemotesFrom(remotes: Record<string, string>, force = false): void {
  manifests = { ...remotes };
  federation().registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry: entry as string, type: 'module' })),
    { force },
  );
}

/** What every remote exposes (tooling/federation.ts REMOTE_EXPOSES). */
type Exposed = 'routes' | 'navigation';

const pending = new Map<string, Promise<unknown>>();

/** Loads one exposed module of a remote once; a failed load is forgotten so a retry really retries. */
function loadExposed<T>(name: string, exposed: Exposed, pick: (module: unknown) => T | undefined): Promise<T> {
  const key = `${name}/${exposed}`;
  const existing = pending.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const entry = manifests[name];
  const promise = (async () => {
    if (!entry) throw new Error(`O módulo "${name}" não está configurado em config.json.`);
    const value = pick(await federation().loadRemote(key));
    if (value === undefined) throw new Error(`O módulo "${name}" não expõe "./${exposed}" como esperado.`);
    return value;
  })();
  pending.set(key, promise);
  promise.catch((error: unknown) => {
    pending.delete(key);
    noteRemoteFailure(name, error);
    // Drop the runtime's cached (failed) entry so the next attempt fetches the manifest again.
    federation().registerRemotes([{ name, entry: entry ?? '', type: 'module' }], { force: true });
  });
  return promise;
}

const defaultExport = (module: unknown): unknown =>
  module !== null && typeof module === 'object' && 'default' in module ? (module as { default: unknown }).default : undefined;

/** A remote's `./routes`: the component rendering its route subtree for one of its sections. */
export function loadRemoteRoutes(name: string): Promise<RemoteRoutesComponent> {
  return loadExposed(name, 'routes', (module) => {
    const routes = defaultExport(module);
    // A function component, or the object of a memo()/forwardRef() one.
    return typeof routes === 'function' || (typeof routes === 'object' && routes !== null) ? (routes as RemoteRoutesComponent) : undefined;
  });
}

/** A remote's `./navigation`, unchecked (the navigation feature checks its shape). */
export function loadRemoteNavigation(name: string): Promise<unknown> {
  return loadExposed(name, 'navigation', defaultExport);
}

/** Starts fetching the remotes a page needs, all at once, before React asks for them. */
export function preloadRemotes(names: readonly string[]): void {
  for (const name of names) loadRemoteRoutes(name).catch(() => undefined);
}
