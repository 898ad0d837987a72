import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUpDomTests } from '@loja/shared-ui/testing';

setUpDomTests();
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The lists remember the page size and the view here; each test starts from the defaults.
  window.localStorage.clear();
});
