export { ModuleHub } from './ModuleHub';
export type { ModuleHubEntry, ModuleHubProps } from './ModuleHub';
