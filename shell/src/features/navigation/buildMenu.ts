import type { NavigationContribution, NavigationHub, NavigationIcon } from '@loja/shared-ui/platform';
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
  /** Pages other remotes add to this section (issue 28), each under `/<section>/<path>/*`. */
  contributions: ContributedPage[];
}

/** A page of another remote inside this section: who serves `/<section>/<path>/*`. */
export interface ContributedPage {
  path: string;
  remote: string;
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
    const contributed = contributionsTo(path, sections, snapshot);
    const contributions = contributed.map(({ remote: from, contribution }) => ({ path: contribution.path, remote: from }));
    if (state?.status === 'failed') return { ...base, label: `${label}${UNAVAILABLE_SUFFIX}`, status: 'unavailable', contributions };
    if (state?.status !== 'ready') return { ...base, label, status: 'loading', contributions };
    const own = state.navigation.sections.find((s) => s.section === path);
    // The owner's lines and cards keep their places; other remotes' pages fill in the paths it does not list.
    const listed = new Set((own?.menu ?? []).map((entry) => sectionHref(path, entry.path)));
    const extra = contributed.filter(({ contribution }) => !listed.has(sectionHref(path, contribution.path)));
    const entries = [...(own?.menu ?? []), ...extra.map(({ contribution }) => contribution)].map((entry) => ({
      label: entry.label,
      to: sectionHref(path, entry.path),
    }));
    const hub = own?.hub && withContributedCards(path, own.hub, contributed);
    return { ...base, label, status: 'ready', entries, icon: own?.icon, hub, contributions };
  });
}

/** The pages of the remotes config.json opens a section to (`pagesFrom`), in that list's order. */
function contributionsTo(section: string, sections: readonly RuntimeSection[], snapshot: NavigationSnapshot) {
  const remotes = sections.find((s) => s.path === section)?.pagesFrom ?? [];
  const found = remotes.flatMap((remote) => {
    const state = snapshot[remote];
    if (state?.status !== 'ready') return [];
    return (state.navigation.contributions ?? []).filter((c) => c.section === section).map((contribution) => ({ remote, contribution }));
  });
  // Two remotes offering the same page (a copy deployed as a new remote): the first one serves it.
  return found.filter(({ contribution }, index) => found.findIndex((f) => f.contribution.path === contribution.path) === index);
}

function withContributedCards(section: string, hub: NavigationHub, contributed: readonly { contribution: NavigationContribution }[]): NavigationHub {
  const carded = new Set(hub.cards.map((card) => sectionHref(section, card.path)));
  const cards = contributed
    .filter(({ contribution }) => !carded.has(sectionHref(section, contribution.path)))
    .map(({ contribution }) => ({ ...contribution.card, path: contribution.path }));
  return { ...hub, cards: [...hub.cards, ...cards] };
}
