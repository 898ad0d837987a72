export { RemoteArea } from './RemoteArea';
export type { RemoteAreaProps } from './RemoteArea';
export { REMOTES, loadRemoteRoutes, preloadRemotes, registerRemotesFrom } from './registry';
export type { RemoteName, RemoteRoutesComponent, RemoteRoutesProps } from './registry';
