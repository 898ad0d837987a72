/**
 * A section's hub page built from a remote's `./navigation` (shared by the shell and the standalone dev
 * entry, the two hosts that render it): the shared-ui ModuleHub with one card per screen.
 */
import { ModuleHub } from '@loja/shared-ui';
import type { NavigationHub } from '@loja/shared-ui/platform';
import { sectionHref } from './navigationPaths.ts';

export interface NavigationHubPageProps {
  section: string;
  hub: NavigationHub;
}

export function NavigationHubPage({ section, hub }: NavigationHubPageProps) {
  return (
    <ModuleHub
      title={hub.title}
      description={hub.description}
      entries={hub.cards.map(({ path, title, description, icon: Icon }) => ({
        to: sectionHref(section, path),
        title,
        description,
        icon: <Icon size={24} aria-hidden />,
      }))}
    />
  );
}
