/**
 * The rows the Trocas and Financeiro report tests read, made on the local stack through the shop's own
 * functions: a product whose sizes no other test uses (its sizes are unique names, so the report's motivo ×
 * size cells are this test's alone), sold and exchanged today; and títulos due in a month nobody else uses.
 */
import { novoCnpj, signInAs, sql, unique } from '@loja/local-supabase/testing';

export async function fecharCaixas() {
  await sql(`update caixas set fechado_em = now(), fechado_por = aberto_por, dinheiro_contado = 0, dinheiro_esperado = 0, diferenca = 0 where fechado_em is null`);
}

export const hojeLoja = async () => (await sql<{ d: string }>(`select public._hoje_loja()::text d`))[0]!.d;

export interface TrocasFeitas {
  produto: { id: number; nome: string };
  /** The two sizes' names (unique to this run). */
  p: string;
  m: string;
}

/**
 * A product at R$ 100,00 with sizes P and M (unique names), 3 P and 2 M sold with Pix, then two exchanges:
 * 1 P back for Tamanho (an M out) and, in another, 1 P back with Defeito and 1 M back for Tamanho (2 M out);
 * no difference to pay or to give back.
 * Returned today: Tamanho × P 1, Tamanho × M 1, Defeito × P 1; 3 of 5 units sold came back (60 %).
 */
export async function fazerTrocas(): Promise<TrocasFeitas> {
  await fecharCaixas();
  const admin = await signInAs('admin');
  const aberto = await admin.rpc('abrir_caixa', { p_valor_abertura: 50 });
  if (aberto.error) throw new Error(aberto.error.message);
  const nome = unique('Biquíni Relatório');
  // A size is at most 20 characters: a short random tail makes it this run's own.
  const marca = Math.random().toString(36).slice(2, 8).toUpperCase();
  const [p, m] = [`P-${marca}`, `M-${marca}`];
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 100, 1) returning id::int', [nome]);
  const grades = await sql<{ id: number }>(
    "insert into grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', $2, 10), ($1, 'Azul', $3, 10) returning id::int",
    [id, p, m],
  );
  const [gp, gm] = [grades[0]!.id, grades[1]!.id];
  const [{ id: pix }] = await sql<{ id: number }>("select id::int from formas_pagamento where nome = 'Pix'");
  const venda = await admin.rpc('finalizar_venda', {
    p_itens: [
      { produto_id: id, grade_id: gp, quantidade: 3 },
      { produto_id: id, grade_id: gm, quantidade: 2 },
    ],
    p_pagamentos: [{ forma_pagamento_id: pix, valor: 500 }],
  });
  if (venda.error) throw new Error(venda.error.message);
  const vendaId = (venda.data as { id: number }).id;
  const linhas = await sql<{ id: number; grade_id: number }>('select id::int, grade_id::int from itens_venda where venda_id = $1', [vendaId]);
  const linhaP = linhas.find((l) => l.grade_id === gp)!.id;
  const linhaM = linhas.find((l) => l.grade_id === gm)!.id;
  const primeira = await admin.rpc('registrar_troca', {
    p_venda_id: vendaId,
    p_devolvidos: [{ item_venda_id: linhaP, quantidade: 1, motivo: 'Tamanho' }],
    p_novos: [{ produto_id: id, grade_id: gm, quantidade: 1 }],
    p_pagamentos: [],
  });
  if (primeira.error) throw new Error(primeira.error.message);
  const segunda = await admin.rpc('registrar_troca', {
    p_venda_id: vendaId,
    p_devolvidos: [
      { item_venda_id: linhaP, quantidade: 1, motivo: 'Defeito', com_defeito: true },
      { item_venda_id: linhaM, quantidade: 1, motivo: 'Tamanho' },
    ],
    p_novos: [{ produto_id: id, grade_id: gm, quantidade: 2 }],
    p_pagamentos: [],
  });
  if (segunda.error) throw new Error(segunda.error.message);
  return { produto: { id, nome }, p, m };
}

/** The first month from 2032 on in which no título falls due: its figures are the test's alone. */
export async function mesLivre(): Promise<string> {
  const [{ mes }] = await sql<{ mes: string }>(
    `select to_char(m, 'YYYY-MM-DD') mes from generate_series('2032-01-01'::date, '2060-12-01', interval '1 month') m
      where not exists (select 1 from titulos t where t.vencimento >= m and t.vencimento < m + interval '1 month')
      order by m limit 1`,
  );
  return mes;
}

/**
 * In `mes` (yyyy-MM-01): 150,50 and 49,50 a receber due on the 10th, 2.500,00 a pagar on the 5th of which
 * 1.000,00 is paid (parcial), and 300,00 a pagar on the 20th cancelled.
 */
export async function lancarTitulos(mes: string) {
  const [cat] = await sql<{ id: string }>(`select id from public.categorias_financeiras order by id limit 1`);
  const dia = (d: number) => `${mes.slice(0, 8)}${String(d).padStart(2, '0')}`;
  const inserir = (lado: string, descricao: string, vencimento: string, valor: number, saldo: number, cancelado = false) =>
    sql(
      `insert into public.titulos (lado, origem, descricao, categoria_id, emissao, competencia, vencimento, valor, saldo, cancelado_em, motivo_cancelamento)
       values ($1, 'manual', $2, $3, $4::date, $4::date, $4::date, $5, $5, case when $6 then now() end, case when $6 then 'Lançado em dobro' end)
       returning id`,
      [lado, descricao, cat!.id, vencimento, valor, cancelado],
    ).then(async ([t]) => {
      if (saldo !== valor) {
        const [{ banco }] = await sql<{ banco: number }>(`select id::int banco from contas_financeiras where nome = 'Banco'`);
        // A baixa is never in the future: paid today, due later.
        await sql(`select _baixar_titulo($1, $2, public._hoje_loja(), $3)`, [(t as { id: string }).id, valor - saldo, banco]);
      }
    });
  await inserir('receber', unique('Crediário'), dia(10), 150.5, 150.5);
  await inserir('receber', unique('Crediário'), dia(10), 49.5, 49.5);
  await inserir('pagar', unique('Aluguel'), dia(5), 2500, 1500);
  await inserir('pagar', unique('Aluguel'), dia(20), 300, 300, true);
}

/**
 * A supplier of its own with an approved purchase order of 4 × Azul/P of a new product at R$ 25,50 (nothing
 * received: the ordem de fornecimento lists it all).
 */
export async function pedidoEmAberto(): Promise<{ fornecedor: string; compraId: number; produto: string }> {
  const fornecedor = unique('Malharia Relatório');
  const [f] = await sql<{ id: number }>(
    `insert into public.fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 99876-5432', 'vendas@relatorio.example') returning id::int`,
    [fornecedor, novoCnpj()],
  );
  const produto = unique('Saída Ordem');
  const [{ id }] = await sql<{ id: number }>('insert into produtos (nome, preco_venda, categoria_id) values ($1, 100, 1) returning id::int', [produto]);
  await sql("insert into grades_produto (produto_id, cor, tamanho, estoque_atual) values ($1, 'Azul', 'P', 0)", [id]);
  const admin = await signInAs('admin');
  const compra = await admin.rpc('salvar_compra', {
    p_fornecedor_id: f!.id,
    p_itens: [{ produto_id: id, cor: 'Azul', tamanho: 'P', quantidade: 4, custo_unitario: 25.5 }],
  });
  if (compra.error) throw new Error(compra.error.message);
  const compraId = (compra.data as { id: number }).id;
  const aprovada = await admin.rpc('aprovar_compra', { p_id: compraId });
  if (aprovada.error) throw new Error(aprovada.error.message);
  return { fornecedor, compraId, produto };
}
