// Runs in every test file: screenshot on failure into e2e/.artifacts, and no page outlives its test.
import { afterEach } from 'vitest';
import { afterTest } from '../src/harness.ts';

afterEach(async (context) => {
  const failed = context.task.result?.state === 'fail';
  await afterTest(`${context.task.file?.name ?? ''}-${context.task.name}`, failed);
});
