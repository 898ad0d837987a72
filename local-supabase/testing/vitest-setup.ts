/**
 * A setup file of every frontend's `integration` project (tooling/vitest.ts). Vitest runs a setup file
 * before each test file, even in a worker that keeps its modules between files, so these hooks apply to
 * every file; registered at the import of `@loja/local-supabase/testing` they would run in the first only.
 */
import { afterAll, afterEach } from 'vitest';
import { endSqlPool, uninstallClient } from './index.ts';

afterEach(uninstallClient);
afterAll(endSqlPool);
