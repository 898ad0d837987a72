/**
 * The seed's company row (supabase/seed.sql, `empresa` id 1) for integration tests: change it for one
 * test, put it back after. Node-only (pg): import from `*.integration.test.tsx` files only.
 */
import { onTestFinished } from 'vitest';
import { sql } from '@loja/local-supabase/testing';

type Coluna = 'nome' | 'whatsapp' | 'telefone' | 'email' | 'website' | 'instagram' | 'endereco';

let original: Record<Coluna, string | null> | null = null;

/**
 * Updates the company row as superuser; the row is restored when the test ends (onTestFinished: a hook
 * registered at this module's import would run only in the first file of a worker that keeps modules).
 */
export async function alterarEmpresa(changes: Partial<Record<Coluna, string | null>>): Promise<void> {
  const colunas = Object.keys(changes) as Coluna[];
  if (!original) {
    [original] = await sql<Record<Coluna, string | null>>(
      'select nome, whatsapp, telefone, email, website, instagram, endereco from empresa where id = 1',
    );
    onTestFinished(restaurarEmpresa);
  }
  await sql(`update empresa set ${colunas.map((c, i) => `${c} = $${i + 1}`).join(', ')} where id = 1`, colunas.map((c) => changes[c]));
}

async function restaurarEmpresa(): Promise<void> {
  if (!original) return;
  const colunas = Object.keys(original) as Coluna[];
  await sql(`update empresa set ${colunas.map((c, i) => `${c} = $${i + 1}`).join(', ')} where id = 1`, colunas.map((c) => original![c]));
  original = null;
}
