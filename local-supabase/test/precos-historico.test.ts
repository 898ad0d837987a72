/**
 * Price history (issue 27, migration 20261130003000): the trigger on produtos records every real change
 * of preco_venda (a product's creation from null, an edit from → to), whoever makes it and with the
 * transaction-local "why" and batch (loja.preco_motivo, loja.preco_lote) when the writer gives them;
 * an update that keeps the price, or touches other columns, records nothing. Every product has one first
 * row and its last row is its price now. Staff read; nobody writes the table directly.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { clientAs, demoLogin, sql, stack, unique, usuarioId } from './support.ts';

interface Linha {
  preco_anterior: string | null;
  preco_novo: string;
  alterado_por: string | null;
  motivo: string | null;
  lote_id: string | null;
}

const historico = (produtoId: number) =>
  sql<Linha>(
    `select preco_anterior, preco_novo, alterado_por, motivo, lote_id from public.precos_historico
      where produto_id = $1 order by alterado_em, id`,
    [produtoId],
  );

describe('precos_historico', () => {
  it('records a product created and repriced through the API, with who did it, and nothing for an edit that keeps the price', async () => {
    const funcionario = await clientAs('funcionario');
    const admin = await clientAs('admin');
    const { data, error } = await funcionario.from('produtos').insert({ nome: unique('Canga Histórica'), preco_venda: 59.9 }).select('id').single();
    expect(error).toBeNull();
    const id = Number(data!.id);
    const funcionarioId = String(await usuarioId(demoLogin('funcionario').email));
    const adminId = String(await usuarioId(demoLogin('admin').email));

    expect((await admin.from('produtos').update({ preco_venda: 64.9 }).eq('id', id)).error).toBeNull();
    // Same price again, and another column: no row.
    expect((await admin.from('produtos').update({ preco_venda: 64.9, descricao: 'Algodão' }).eq('id', id)).error).toBeNull();
    expect((await funcionario.from('produtos').update({ estoque_minimo: 2 }).eq('id', id)).error).toBeNull();

    expect(await historico(id)).toEqual([
      { preco_anterior: null, preco_novo: '59.90', alterado_por: funcionarioId, motivo: 'Cadastro do produto', lote_id: null },
      { preco_anterior: '59.90', preco_novo: '64.90', alterado_por: adminId, motivo: 'Preço alterado', lote_id: null },
    ]);
  });

  it('takes the why and the batch from the transaction only: the next transaction on the same connection has neither', async () => {
    const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda) values ($1, 30) returning id`, [unique('Viseira Histórica')]);
    const id = Number(p.id);
    // The batch must exist (precos_historico.lote_id references lotes_preco, migration 20261130003100).
    const [lote] = await sql<{ id: string }>(
      `insert into public.lotes_preco (descricao, motivo, regra, produtos) values ('Teste', 'Teste', '{}', 1) returning id`,
    );
    const conexao = new pg.Client({ connectionString: stack().databaseUrl });
    await conexao.connect();
    try {
      await conexao.query('begin');
      await conexao.query(`select set_config('loja.preco_motivo', '  Reajuste de verão ', true), set_config('loja.preco_lote', $1, true)`, [lote.id]);
      await conexao.query('update public.produtos set preco_venda = 33 where id = $1', [id]);
      await conexao.query('commit');
      await conexao.query('update public.produtos set preco_venda = 31.5 where id = $1', [id]);
      // A batch that is not a number is not a batch.
      await conexao.query('begin');
      await conexao.query(`select set_config('loja.preco_lote', 'abc', true)`);
      await conexao.query('update public.produtos set preco_venda = 32 where id = $1', [id]);
      await conexao.query('commit');
      // A rolled back change leaves no row.
      await conexao.query('begin');
      await conexao.query('update public.produtos set preco_venda = 99 where id = $1', [id]);
      await conexao.query('rollback');
    } finally {
      await conexao.end();
    }
    expect(await historico(id)).toEqual([
      { preco_anterior: null, preco_novo: '30.00', alterado_por: null, motivo: 'Cadastro do produto', lote_id: null },
      { preco_anterior: '30.00', preco_novo: '33.00', alterado_por: null, motivo: 'Reajuste de verão', lote_id: lote.id },
      { preco_anterior: '33.00', preco_novo: '31.50', alterado_por: null, motivo: 'Preço alterado', lote_id: null },
      { preco_anterior: '31.50', preco_novo: '32.00', alterado_por: null, motivo: 'Preço alterado', lote_id: null },
    ]);
  });

  it('gives every product one first row and, as its last row, its price now', async () => {
    const [r] = await sql<{ sem_inicio: number; inicios_a_mais: number; fora_do_preco: number }>(`
      select
        (select count(*) from public.produtos p
          where not exists (select 1 from public.precos_historico h where h.produto_id = p.id and h.preco_anterior is null))::int sem_inicio,
        (select count(*) from (select produto_id from public.precos_historico where preco_anterior is null
                                group by produto_id having count(*) > 1) x)::int inicios_a_mais,
        (select count(*) from public.produtos p
          where p.preco_venda is distinct from (select h.preco_novo from public.precos_historico h where h.produto_id = p.id
                                                  order by h.alterado_em desc, h.id desc limit 1))::int fora_do_preco`);
    expect(r).toEqual({ sem_inicio: 0, inicios_a_mais: 0, fora_do_preco: 0 });
  });

  it('is read by staff only and written by nobody directly', async () => {
    const [p] = await sql<{ id: string }>(`insert into public.produtos (nome, preco_venda) values ($1, 10) returning id`, [unique('Boné Histórico')]);
    const id = Number(p.id);
    for (const papel of ['admin', 'funcionario', 'user'] as const) {
      const { data, error } = await (await clientAs(papel)).from('precos_historico').select('preco_novo').eq('produto_id', id);
      expect(error).toBeNull();
      expect(data).toEqual([{ preco_novo: 10 }]);
    }
    for (const papel of ['cliente', 'anon'] as const) {
      const { data } = await (await clientAs(papel)).from('precos_historico').select('preco_novo').eq('produto_id', id);
      expect(data ?? []).toEqual([]);
    }
    const admin = await clientAs('admin');
    const escrita = await admin.from('precos_historico').insert({ produto_id: id, preco_novo: 1 });
    expect(escrita.error?.code).toBe('42501');
    await admin.from('precos_historico').update({ preco_novo: 1 }).eq('produto_id', id);
    await admin.from('precos_historico').delete().eq('produto_id', id);
    expect(await historico(id)).toEqual([
      { preco_anterior: null, preco_novo: '10.00', alterado_por: null, motivo: 'Cadastro do produto', lote_id: null },
    ]);
  });
});
