import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUpDomTests } from './setUpDomTests';

setUpDomTests();
afterEach(() => cleanup());
