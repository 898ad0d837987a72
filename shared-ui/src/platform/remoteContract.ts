/**
 * The contract between the shell and every remote (DESIGN "Runtime contracts"): each remote exposes
 * `./routes` (a component rendering its route subtree under one base path) and `./navigation` (the
 * menu entries, bottom-bar icon and hub of each back-office section it owns). The shell mounts the
 * routes and builds its menus and hub pages from the navigation, so a new screen ships with its
 * remote alone. Which remote owns which section, and the section's label, come from the runtime
 * config (`config.json` `sections`, whose development default is `tooling/remotes.json`), never from here.
 */
import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { ContagemRecurso } from './contagens';

/** What the shell passes to a remote's `./routes`. */
export interface RemoteRoutesProps {
  /** The base path the shell mounted it under, without slashes (e.g. "cadastros", "vendas"). */
  section: string;
}

/** The default export of a remote's `./routes`. */
export type RemoteRoutesComponent = ComponentType<RemoteRoutesProps>;

/** An icon the shell renders in the bottom bar and on hub cards: a lucide-react component. */
export type NavigationIcon = LucideIcon;

/** One line of a section's submenu (desktop hover submenu and the phone's slide-in menu). */
export interface NavigationMenuEntry {
  label: string;
  /** Relative to the section ("clientes" is /cadastros/clientes); an absolute path ("/catalogo") leaves it. */
  path: string;
}

/** One card of a section's hub page. */
export interface NavigationHubCard {
  title: string;
  description: string;
  icon: NavigationIcon;
  /** Relative to the section, as in the menu. */
  path: string;
  /**
   * The register whose records the card counts: a recurso of the view `public.contagens`
   * ("clientes"). The hub shows the number the signed-in person may see, formatted pt-BR; a card
   * without it shows no number.
   */
  contagem?: ContagemRecurso;
}

/** The page the shell shows at `/<section>` itself; a section without one shows its remote's index route. */
export interface NavigationHub {
  title: string;
  description?: string;
  cards: NavigationHubCard[];
}

/** What a remote says about one back-office section it serves. */
export interface SectionNavigation {
  /** The base path, without slashes; it must be one the remote owns in config.json `sections`. */
  section: string;
  menu: NavigationMenuEntry[];
  /** Shown in the phone's bottom bar when the section is one of its five. */
  icon?: NavigationIcon;
  hub?: NavigationHub;
}

/**
 * A page a remote adds to a back-office section another remote owns (issue 28: each remote's reports in
 * Relatórios, so no remote holds another's queries). The shell mounts the contributing remote's `./routes`
 * at `/<section>/*`, with `section` the joined section, whenever the path's first segment under it is
 * `path`; so the remote's routes for that section are relative to it (`<Route path="vendas" …/>`).
 */
export interface NavigationContribution {
  /** The section it joins ('relatorios'): owned by another remote in config.json. */
  section: string;
  /** One path segment under that section ('vendas' is /relatorios/vendas). */
  path: string;
  /** Its line in the section's submenu (a path the owner already lists keeps the owner's line and place). */
  label: string;
  /** Its card on the section's hub (likewise: the owner's card for the same path stays). */
  card: Omit<NavigationHubCard, 'path' | 'contagem'>;
}

/** The default export of a remote's `./navigation`. */
export interface RemoteNavigation {
  sections: SectionNavigation[];
  /** Pages it adds to other remotes' sections. */
  contributions?: NavigationContribution[];
}
