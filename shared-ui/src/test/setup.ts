import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { installDomPolyfills } from './polyfills';
import { settleToastTimers } from './settleToastTimers';

installDomPolyfills();
afterAll(settleToastTimers);
afterEach(() => cleanup());
