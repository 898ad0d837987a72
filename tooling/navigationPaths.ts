/**
 * A path from a remote's `./navigation` (relative to its section, or absolute to leave it, as
 * "/catalogo") as the link the hosts render: `sectionHref('cadastros', 'clientes')` is "/cadastros/clientes".
 */
export function sectionHref(section: string, path: string): string {
  if (path.startsWith('/')) return path;
  const rest = path.replace(/^\.?\/?/, '').replace(/\/+$/, '');
  return rest ? `/${section}/${rest}` : `/${section}`;
}
