export { startStack, type StackHandle, type StartOptions } from './stack.ts';
export { loadConfig, DEMO_ANON_KEY, DEMO_SERVICE_KEY, DEFAULT_JWT_SECRET } from './config.ts';
export { StackError } from './errors.ts';
export { freePort } from './ports.ts';
export type { StackConfig } from './types.ts';
