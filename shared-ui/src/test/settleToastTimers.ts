/**
 * sonner removes a dismissed toast with a 200 ms `setTimeout` that it never clears on unmount.
 * When a test file ends inside that window, Vitest tears jsdom down first and the late React
 * update throws "window is not defined" as an unhandled error, which fails the whole run.
 * `setUpDomTests` waits it out once per file, and only when sonner's history has a toast: an empty
 * history means no timer can be pending. The projects keep a worker's modules between files
 * (`isolate: false`), so once any file in the worker showed a toast every later file waits too:
 * 300 ms, cheap next to a file's own time.
 */
import { toast } from 'sonner';
import { vi } from 'vitest';

const SONNER_TIME_BEFORE_UNMOUNT_MS = 200;

export function settleToastTimers(): Promise<void> {
  if (toast.getHistory().length === 0) return Promise.resolve();
  // A file that left fake timers on would otherwise never get here.
  vi.useRealTimers();
  return new Promise((resolve) => setTimeout(resolve, SONNER_TIME_BEFORE_UNMOUNT_MS + 100));
}
