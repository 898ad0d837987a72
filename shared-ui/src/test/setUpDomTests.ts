import { configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, inject } from 'vitest';
import { installDomPolyfills } from './polyfills';
import { settleToastTimers } from './settleToastTimers';

/** How long findBy and waitFor wait in a file that talks to the local stack (default 1 s). */
const INTEGRATION_ASYNC_TIMEOUT_MS = 5_000;
/**
 * How long they wait in a unit file: the first import of a lazy chunk (the back-office layout, a
 * dialog) with two workers on a busy 2-core machine took more than the default 1 s (shell's routes test).
 */
const UNIT_ASYNC_TIMEOUT_MS = 3_000;

/**
 * What every jsdom test file needs, called from each package's Vitest setup file: the browser APIs
 * jsdom lacks, and sonner's removal timers waited out before the file's jsdom is torn down.
 * In the integration project (the local stack's globalSetup provides `supabaseStack`), findBy and
 * waitFor wait longer: a real request on a busy 2-core machine can take more than a second.
 */
export function setUpDomTests(): void {
  installDomPolyfills();
  // sonner keeps its toasts in a module-level store and replays the active ones to every new
  // <Toaster/>; a toast's own timer runs in the Toaster that showed it, so once that test unmounted
  // it, the toast stayed active and reappeared in the next test's page (and, with the modules kept
  // between files, in the next file's). Each test starts with none.
  afterEach(() => {
    if (toast.getHistory().length > 0) toast.dismiss();
  });
  afterAll(settleToastTimers);
  // The key is declared by @loja/local-supabase/testing, which shared-ui does not import.
  configure({ asyncUtilTimeout: inject('supabaseStack' as never) ? INTEGRATION_ASYNC_TIMEOUT_MS : UNIT_ASYNC_TIMEOUT_MS });
}
