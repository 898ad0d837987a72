import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setUpDomTests } from '@loja/shared-ui/testing';
import { SECTIONS } from '../../../tooling/remotes.ts';
import { setSections } from '../features/sections';

setUpDomTests();
// Vitest runs without globals, so Testing Library cannot unmount after each test by itself.
afterEach(cleanup);
// The shell's sections come from config.json at boot; tests start from the development default
// (tooling/remotes.json, what `npm start` writes), and a test that needs others sets its own.
setSections(SECTIONS);
afterEach(() => setSections(SECTIONS));
