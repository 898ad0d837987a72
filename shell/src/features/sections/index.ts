import type { RuntimeSection } from '@loja/shared-ui/platform';

/**
 * The sections the shell serves, and who serves each: read from the deployment's config.json at
 * boot (issue 23 §1), never compiled in, so a new remote or a section moving between remotes is a
 * config change, not a shell release. Kept here like the registry keeps the manifests: set once
 * before the first render, read by the routes, the menus and the navigation store.
 */
let current: readonly RuntimeSection[] = [];

export type { RuntimeSection };

/** Called by the bootstrap with the config's sections (and by tests). */
export function setSections(sections: readonly RuntimeSection[]): void {
  current = sections;
}

export const getSections = (): readonly RuntimeSection[] => current;

export const backOfficeSections = (): RuntimeSection[] => current.filter((s) => s.layout === 'back-office');
export const storefrontSections = (): RuntimeSection[] => current.filter((s) => s.layout === 'storefront');

/** The sections one remote serves. */
export const sectionsOf = (remote: string): RuntimeSection[] => current.filter((s) => s.remote === remote);

/** The section a path is under (`/cadastros/clientes/3/editar` -> cadastros), if any. */
export function sectionOfPath(pathname: string): RuntimeSection | undefined {
  const first = pathname.split('/')[1] ?? '';
  return current.find((s) => s.path === first);
}

/**
 * The remotes that own a back-office section or add pages to one (`pagesFrom`): the ones whose
 * `./navigation` the shell reads.
 */
export const backOfficeRemotes = (): string[] => [...new Set(backOfficeSections().flatMap((s) => [s.remote, ...(s.pagesFrom ?? [])]))];

/**
 * The shell cannot route without sections: a config.json without them (one written before issue 23,
 * or a remote's standalone one) is refused at boot with what to add.
 */
export function requireSections(sections: readonly RuntimeSection[] | undefined): readonly RuntimeSection[] {
  if (!sections || sections.length === 0) {
    throw new Error('Configuração inválida: config.json não traz as seções (sections), e o shell não sabe que páginas servir.');
  }
  return sections;
}
