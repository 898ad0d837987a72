import '@testing-library/jest-dom/vitest';
import { setUpDomTests } from '@loja/shared-ui/testing';

setUpDomTests();
