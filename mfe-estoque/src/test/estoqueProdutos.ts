/**
 * Arranging stock for this feature's integration tests: products (and grades) made with the
 * superuser's SQL, stock only through registrar_movimentacoes as the signed-in staff, so the ledger
 * explains every unit. Node-only: imported by *.integration.test.ts(x) files alone.
 */
import { sql, unique } from '@loja/local-supabase/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';

const criados: number[] = [];

/** Removes what the tests made: grades (a grade with units records its saída), movements, products. */
export async function removerCriados(): Promise<void> {
  if (!criados.length) return;
  const ids = criados.splice(0);
  await sql('delete from grades_produto where produto_id = any($1::bigint[])', [ids]);
  await sql('delete from movimentacoes_estoque where produto_id = any($1::bigint[])', [ids]);
  await sql('delete from produtos where id = any($1::bigint[])', [ids]);
}

export interface GradeNova {
  cor: string;
  tamanho: string;
  cor_rgb?: string;
  estoque_minimo?: number;
}

/** A new active product without stock, with the given grades (in this insertion order); its id and grades' ids by "Cor/Tamanho". */
export async function criarProduto(
  nome: string,
  { estoqueMinimo = 0, grades = [] as GradeNova[], referencia = unique('REF') } = {},
): Promise<{ id: number; nome: string; grades: Record<string, number> }> {
  const [{ id }] = await sql<{ id: number }>(
    'insert into produtos (nome, codigo_barras, preco_venda, categoria_id, estoque_minimo) values ($1, $2, 79.9, 1, $3) returning id::int',
    [nome, referencia, estoqueMinimo],
  );
  criados.push(id);
  const ids: Record<string, number> = {};
  for (const g of grades) {
    const [{ id: gradeId }] = await sql<{ id: number }>(
      'insert into grades_produto (produto_id, cor, tamanho, cor_rgb, estoque_minimo) values ($1, $2, $3, $4, $5) returning id::int',
      [id, g.cor, g.tamanho, g.cor_rgb ?? '#000000', g.estoque_minimo ?? 0],
    );
    ids[`${g.cor}/${g.tamanho}`] = gradeId;
  }
  return { id, nome, grades: ids };
}

/** The usuarios.id of a demo login, the responsible person of the movements. */
export async function responsavel(email = 'funcionario@lojapraia.com.br'): Promise<number> {
  const [{ id }] = await sql<{ id: number }>('select u.id::int id from usuarios u join auth.users a on a.id = u.auth_user_id where a.email = $1', [email]);
  return id;
}

export interface Movimento {
  produto_id: number;
  grade_id?: number | null;
  tipo: 'entrada' | 'saida';
  quantidade: number;
  motivo?: string;
  observacoes?: string | null;
  /** ISO; omitted = now. */
  data_movimentacao?: string;
}

/** Records the movements in one call, as the new-movement page does; throws the database's refusal. */
export async function registrar(client: TypedSupabaseClient, usuarioId: number, movimentos: Movimento[]): Promise<void> {
  const p_itens = movimentos.map((m) => ({
    produto_id: m.produto_id,
    grade_id: m.grade_id ?? null,
    tipo: m.tipo,
    quantidade: m.quantidade,
    preco_unitario: null,
    motivo: m.motivo ?? (m.tipo === 'entrada' ? 'Compra' : 'Venda'),
    observacoes: m.observacoes ?? null,
    usuario_id: usuarioId,
    ...(m.data_movimentacao ? { data_movimentacao: m.data_movimentacao } : {}),
  }));
  const { error } = await client.rpc('registrar_movimentacoes', { p_itens });
  if (error) throw new Error(`registrar_movimentacoes: ${error.message}`);
}
