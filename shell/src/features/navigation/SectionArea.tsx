import { useParams } from 'react-router-dom';
import { Loading, RemoteArea } from '../remotes';
import { getSections } from '../sections';
import { useNavigation } from './useNavigation';

/**
 * `/<section>/*`: the owner's routes, or, when the path's first segment is a page another remote adds
 * to the section (`./navigation` `contributions`, issue 28), that remote's routes, mounted the same way
 * (so its routes are relative to the section too). Only a section config.json opens to other remotes
 * (`pagesFrom`) waits for their navigation before it decides; every other deep path mounts its owner at once.
 */
export function SectionArea({ section }: { section: string }) {
  const { menu, snapshot } = useNavigation();
  const first = (useParams()['*'] ?? '').split('/')[0];
  const own = menu.find((m) => m.section === section);
  if (!own) throw new Error(`Seção "${section}" fora de config.json.`);
  const contributed = own.contributions.find((c) => c.path === first);
  if (contributed) return <RemoteArea key={contributed.remote} remote={contributed.remote} section={section} />;
  const others = getSections().find((s) => s.path === section)?.pagesFrom ?? [];
  const undecided = others.some((remote) => snapshot[remote]?.status !== 'ready' && snapshot[remote]?.status !== 'failed');
  if (undecided) return <Loading>Carregando...</Loading>;
  return <RemoteArea key={own.remote} remote={own.remote} section={section} />;
}
