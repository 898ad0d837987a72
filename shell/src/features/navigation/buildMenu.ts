import type { NavigationHub, NavigationIcon } from '@loja/shared-ui/platform';
import { sectionHref } from '../../../../tooling/navigationPaths.ts';
import type { RuntimeSection } from '@loja/shared-ui/platform';
import type { NavigationSnapshot } from './navigationStore';

/** "loading" until the owning remote's navigation answers, "unavailable" when it could not load. */
export type SectionStatus = 'loading' | 'ready' | 'unavailable';

export interface MenuLink {
  label: string;
  /** Absolute path for the router's links. */
  to: string;
}

/** One top-level entry of the back-office menus: a section of config.json, filled by its remote. */
export interface MenuSection {
  section: string;
  remote: string;
  /** The section's label in config.json ("Cadastros"). */
  name: string;
  /** What the menus show: the name, with " (indisponível)" when its remote's navigation could not load. */
  label: string;
  to: string;
  status: SectionStatus;
  /** Submenu, from the remote's navigation. */
  entries: MenuLink[];
  /** Bottom-bar icon, from the remote's navigation. */
  icon?: NavigationIcon;
  /** One of the phone's five bottom-bar entries (from config.json, so it stays when the remote is down). */
  bottomBar: boolean;
  hub?: NavigationHub;
}

export const UNAVAILABLE_SUFFIX = ' (indisponível)';

/**
 * The back-office menu: every back-office section in the one module's order and labels, each with
 * the entries, icon and hub its remote's `./navigation` gives. A remote that cannot be loaded keeps
 * its sections, marked unavailable, so the rest of the back-office is unaffected.
 */
export function buildMenu(sections: readonly RuntimeSection[], snapshot: NavigationSnapshot): MenuSection[] {
  return sections.map(({ path, label, remote, bottomBar }) => {
    const state = snapshot[remote];
    const base = { section: path, remote, name: label, to: `/${path}`, bottomBar, entries: [] as MenuLink[] };
    if (state?.status === 'failed') return { ...base, label: `${label}${UNAVAILABLE_SUFFIX}`, status: 'unavailable' };
    if (state?.status !== 'ready') return { ...base, label, status: 'loading' };
    const own = state.navigation.sections.find((s) => s.section === path);
    return {
      ...base,
      label,
      status: 'ready',
      entries: (own?.menu ?? []).map((entry) => ({ label: entry.label, to: sectionHref(path, entry.path) })),
      icon: own?.icon,
      hub: own?.hub,
    };
  });
}
