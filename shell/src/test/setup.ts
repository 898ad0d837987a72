import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUpDomTests } from '@loja/shared-ui/testing';

setUpDomTests();
// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
afterEach(cleanup);
