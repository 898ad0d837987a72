/**
 * A section's hub page built from a remote's `./navigation` (shared by the shell and the standalone dev
 * entry, the two hosts that render it): the shared-ui ModuleHub with one card per screen, its search
 * and cards/lista toggle, and the count of each card that names a `contagem`. Loaded by
 * ./NavigationHubPage.tsx when a hub shows.
 */
import { ModuleHub, type ModuleHubCount } from '@loja/shared-ui';
import { useGetContagensQuery, type ContagemRecurso, type Contagens, type NavigationHub } from '@loja/shared-ui/platform';
import { useMemo } from 'react';
import { sectionHref } from './navigationPaths.ts';

export interface NavigationHubContentProps {
  section: string;
  hub: NavigationHub;
}

/** The recursos the hub's cards count, once each and sorted: one cache entry per set of recursos. */
function recursosOf(hub: NavigationHub): ContagemRecurso[] {
  return [...new Set(hub.cards.flatMap((card) => (card.contagem ? [card.contagem] : [])))].sort();
}

/**
 * What a card shows while the one read of `public.contagens` is under way, and after: the number,
 * or nothing when the read failed or the view has no row for the recurso (never a made-up figure).
 */
function countOf(recurso: ContagemRecurso | undefined, contagens: Contagens | undefined, loading: boolean): ModuleHubCount | undefined {
  if (!recurso) return undefined;
  if (contagens) return contagens[recurso];
  return loading ? 'loading' : undefined;
}

export function NavigationHubContent({ section, hub }: NavigationHubContentProps) {
  const recursos = useMemo(() => recursosOf(hub), [hub]);
  // Read again on every visit: other people's writes change the totals too (this tab's own writes
  // refresh them through the registers' LIST tags, see contagens.ts).
  const { currentData, isError, isFetching } = useGetContagensQuery(recursos, { skip: recursos.length === 0, refetchOnMountOrArgChange: true });
  const contagens = isError ? undefined : currentData;
  return (
    <ModuleHub
      title={hub.title}
      description={hub.description}
      viewKey={`hub:${section}`}
      entries={hub.cards.map(({ path, title, description, icon: Icon, contagem }) => ({
        to: sectionHref(section, path),
        title,
        description,
        icon: <Icon size={24} aria-hidden />,
        count: countOf(contagem, contagens, isFetching),
      }))}
    />
  );
}
