export { ModuleHub } from './ModuleHub';
export type { ModuleHubEntry, ModuleHubProps } from './ModuleHub';
export { HubCount, formatHubCount } from './HubCount';
export type { ModuleHubCount, HubCountProps } from './HubCount';
export { filterHubEntries } from './filterHubEntries';
