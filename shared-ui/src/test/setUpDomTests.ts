import { afterAll } from 'vitest';
import { installDomPolyfills } from './polyfills';
import { settleToastTimers } from './settleToastTimers';

/**
 * What every jsdom test file needs, called from each package's Vitest setup file: the browser APIs
 * jsdom lacks, and sonner's removal timers waited out before the file's jsdom is torn down.
 */
export function setUpDomTests(): void {
  installDomPolyfills();
  afterAll(settleToastTimers);
}
