export { Loading, RemoteArea, RemoteErrorPanel } from './RemoteArea';
export type { RemoteAreaProps } from './RemoteArea';
export { loadRemoteNavigation, loadRemoteRoutes, preloadRemotes, registerRemotesFrom } from './registry';
export { isModuleFetchError, retryRemote } from './recovery';
