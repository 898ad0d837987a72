import { createRoot } from 'react-dom/client';
import { revelarPagina } from '@loja/shared-ui';
import { initSupabase, loadRuntimeConfig } from '@loja/shared-ui/platform/core';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { vigiarPrimeiraVista } from './app/primeiraVista';
import { navigationStore } from './features/navigation';
import { preloadRemotes, registerRemotesFrom } from './features/remotes';
import { requireSections, setSections } from './features/sections';
import { isBackOfficePath, remotesForPath } from './app/routes';

const container = document.getElementById('root')!;
const root = createRoot(container);
// A server-rendered first view beside #root: never left on screen once something else should show.
vigiarPrimeiraVista(container);

async function boot(): Promise<void> {
  try {
    // Where the backend and each remote live is read at runtime: no URL or key is in the build.
    const config = await loadRuntimeConfig('/config.json');
    // Which sections exist and who serves each come from the same file (issue 23 §1).
    setSections(requireSections(config.sections));
    initSupabase(config);
    registerRemotesFrom(config.remotes);
    // Fetch the entries this page needs in parallel with React's own start.
    preloadRemotes(remotesForPath(window.location.pathname));
    // The back-office menus need every remote's ./navigation: start them all now, in parallel. The
    // storefront needs none, so its first paint waits for nothing (the layout starts them if needed).
    if (isBackOfficePath(window.location.pathname)) navigationStore.start();
    root.render(<App />);
  } catch (error) {
    revelarPagina();
    root.render(<BootError message={error instanceof Error ? error.message : String(error)} />);
  }
}

void boot();
