/** Chrome's, Firefox's and Safari's messages for a module script whose fetch failed. */
const MODULE_FETCH_FAILED = /dynamically imported module|Importing a module script failed/i;

/** Whether a remote failed because one of its module files could not be fetched. */
export const isModuleFetchError = (error: unknown): boolean => error instanceof Error && MODULE_FETCH_FAILED.test(error.message);

/** Remotes with a module file that failed to download in this page. */
const brokenInThisPage = new Set<string>();

/** Called by the registry for every failed load of a remote. */
export function noteRemoteFailure(remote: string, error: unknown): void {
  if (isModuleFetchError(error)) brokenInThisPage.add(remote);
}

/**
 * "Tentar novamente" after a remote failed. When its manifest or entry never arrived, the Module
 * Federation runtime can simply try again in place. But once a module file of it failed to download
 * (its entry has run, as it does early since the shell loads every ./navigation at start), that file
 * stays failed for this page: the browser remembers a module URL whose fetch failed and never asks
 * for it again. The only retry is then a reload (Vite's docs give the same remedy for
 * `vite:preloadError`); the session survives it.
 */
export function retryRemote(remote: string, retryInPlace: () => void, reload: () => void = () => window.location.reload()): void {
  if (brokenInThisPage.has(remote)) reload();
  else retryInPlace();
}
