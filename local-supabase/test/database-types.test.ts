import { relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DATABASE_TYPES_PATH, readCommittedTypes } from '../src/gen-types.ts';

const committedPath = relative(process.cwd(), DATABASE_TYPES_PATH);

describe('the committed Database type', () => {
  it('is what Supabase\'s generator writes for the database the migrations build', async () => {
    const generated = inject('generatedDatabaseTypes');
    // A broken generation must not pass as "no drift".
    expect(generated).toMatch(/^export type Database = \{$/m);

    const committed = await readCommittedTypes();

    expect(
      committed,
      `${committedPath} está desatualizado em relação a supabase/migrations: rode \`npm run gen:types\` e faça commit do arquivo. ` +
        `(${committedPath} is out of date with supabase/migrations: run \`npm run gen:types\` and commit it.)`,
    ).toBe(generated);
  });
});
