import type { MenuSection } from '../navigation';

export const TITLE_SUFFIX = ' · Loja Praia';

/**
 * The document title of a back-office path (issue 23 §6: every tab was "Loja Praia"): the menu
 * entry whose path is the longest prefix of it ("/cadastros/clientes/3/editar" -> "Clientes"), the
 * section's hub title at the section itself, else the section's label; undefined outside the menu.
 */
export function pageTitle(menu: readonly MenuSection[], pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  const section = menu.find((s) => under(s.to));
  if (!section) return undefined;
  const entry = section.entries.filter((e) => under(e.to)).sort((a, b) => b.to.length - a.to.length)[0];
  const label = entry?.label ?? (path === section.to ? section.hub?.title : undefined) ?? section.name;
  return `${label}${TITLE_SUFFIX}`;
}
