import '@testing-library/jest-dom/vitest';
import { installDomPolyfills } from '@loja/shared-ui/testing';

installDomPolyfills();
