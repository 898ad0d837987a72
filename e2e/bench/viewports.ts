// The two widths the bench loads /catalogo at: a phone (mobile emulation: touch, mobile viewport
// meta honoured, 3x pixels, a Chrome-on-Android user agent) and a common laptop.
import type { BrowserContextOptions } from 'playwright-core';

export interface BenchViewport {
  label: string;
  context: BrowserContextOptions;
}

export const PHONE: BenchViewport = {
  label: 'celular 390',
  context: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Mobile Safari/537.36',
    locale: 'pt-BR',
  },
};

export const DESKTOP: BenchViewport = {
  label: 'desktop 1366',
  context: { viewport: { width: 1366, height: 768 }, locale: 'pt-BR' },
};

export const VIEWPORTS = [PHONE, DESKTOP] as const;
