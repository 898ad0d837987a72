// Issue 25 §3: the storefront's products must not wait for the back-office's code. The back-office
// remotes are the ones that serve no storefront section (tooling/remotes.json); any request to one of
// their servers (a manifest, an entry, a chunk) before the grid is interactive breaks the rule.
import { REMOTE_NAMES, SECTIONS, type RemoteName } from '../src/apps.ts';
import type { ResourceTiming } from './coldLoad.ts';

export const BACK_OFFICE_REMOTES: RemoteName[] = REMOTE_NAMES.filter((name) => !SECTIONS.some((s) => s.remote === name && s.layout === 'storefront'));

/** The requests to a back-office remote's server that started before `ms`. */
export function backOfficeRequestsBefore(resources: readonly ResourceTiming[], backOfficeOrigins: ReadonlySet<string>, ms: number): ResourceTiming[] {
  return resources.filter((r) => r.startTime < ms && backOfficeOrigins.has(new URL(r.name).origin));
}
