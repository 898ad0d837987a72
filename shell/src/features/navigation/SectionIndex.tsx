import { NavigationHubPage } from '../../../../tooling/NavigationHubPage.tsx';
import { Loading, RemoteArea, RemoteErrorPanel, retryRemote } from '../remotes';
import { useSectionNavigation } from './useNavigation';

/**
 * `/<section>` itself: the hub page the owning remote's `./navigation` describes, or, for a section
 * without a hub (the dashboard), the remote's own index route. When the navigation cannot load, the
 * error panel, whose "Tentar novamente" loads it again (or reloads the page, see retryRemote).
 */
export function SectionIndex({ section }: { section: string }) {
  const { status, hub, remote, retry } = useSectionNavigation(section);
  if (status === 'loading') return <Loading>Carregando...</Loading>;
  if (status === 'unavailable') return <RemoteErrorPanel onRetry={() => retryRemote(remote, retry)} />;
  if (hub) return <NavigationHubPage section={section} hub={hub} />;
  return <RemoteArea remote={remote} section={section} />;
}
