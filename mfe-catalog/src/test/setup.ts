import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUpDomTests } from '@loja/shared-ui/testing';

setUpDomTests();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The sacola persists to localStorage: no test sees another's sacola.
  window.localStorage.clear();
  window.sessionStorage.clear();
});
