import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';
import { installDomPolyfills, settleToastTimers } from '@loja/shared-ui/testing';

installDomPolyfills();
afterAll(settleToastTimers);
