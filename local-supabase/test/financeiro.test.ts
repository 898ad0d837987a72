/**
 * Financeiro (issue 26, migrations 20261129001000 and 20261129001100): contas a receber e a pagar.
 * criar_titulo (with a monthly recurrence), alterar_titulo, cancelar_titulo, baixar_titulo (partial,
 * juros, multa, desconto, tarifa, conta) and estornar_baixa (admin only); titulos_pagina (every search
 * word, situação with vencido decided by the date, vencimento range, categoria, pessoa, the filter's
 * totals, newest due first), titulo_detalhe, titulos_pessoas; the títulos sales create (dinheiro, Pix
 * and débito settled on the day; crédito in N parcelas net of the fee) and cancel. Every refusal asserts
 * its message and that nothing was written; a cliente and anon read and write nothing; saldo = valor −
 * active baixas is checked by the database whoever writes.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, fecharCaixasAbertos, formaId, novoCnpj, novoCpf, sql, unique } from './support.ts';

const hoje = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
const diasDepois = (dias: number, de = hoje()) => {
  const d = new Date(`${de}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

/** Everything the finance tables hold, to prove a refusal wrote nothing. */
const contagem = async () =>
  (
    await sql<{ t: number; b: number; e: number; s: string }>(
      `select (select count(*) from public.titulos)::int t, (select count(*) from public.baixas)::int b,
              (select count(*) from public.baixas where estornada_em is not null)::int e,
              (select coalesce(sum(saldo), 0) from public.titulos)::text s`,
    )
  )[0];

const categoria = async (codigo: string) =>
  Number((await sql<{ id: string }>('select id from public.categorias_financeiras where codigo = $1', [codigo]))[0].id);
const conta = async (nome: string) => Number((await sql<{ id: string }>('select id from public.contas_financeiras where nome = $1', [nome]))[0].id);

interface Titulo {
  id: number;
  lado: string;
  status: string;
  valor: number;
  saldo: number;
  vencimento: string;
  competencia: string;
  parcela: number;
  parcelas: number;
  grupo_id: number | null;
}
interface Pagina {
  total: number;
  aberto: number;
  vencido: number;
  pago: number;
  linhas: { id: number; descricao: string; situacao: string; status: string; pessoa_nome: string | null; vencimento: string; valor: number; saldo: number; categoria_nome: string }[];
}

let funcionario: SupabaseClient;
let admin: SupabaseClient;
let leitor: SupabaseClient;

beforeAll(async () => {
  [funcionario, admin, leitor] = await Promise.all([clientAs('funcionario'), clientAs('admin'), clientAs('user')]);
});

async function criar(args: Record<string, unknown>): Promise<{ grupo_id: number | null; titulos: { id: number; parcela: number; vencimento: string; competencia: string; valor: number }[] }> {
  const { data, error } = await funcionario.rpc('criar_titulo', args);
  expect(error).toBeNull();
  return data;
}
async function pagina(args: Record<string, unknown>, quem = funcionario): Promise<Pagina> {
  const { data, error } = await quem.rpc('titulos_pagina', args);
  expect(error).toBeNull();
  return data as Pagina;
}
const titulo = async (id: number) =>
  (await sql<Titulo>('select id, lado, status, valor::float8 valor, saldo::float8 saldo, vencimento::text, competencia::text, parcela, parcelas, grupo_id::int from public.titulos where id = $1', [id]))[0];

/** Calls a write that must be refused: the message, and nothing written. */
async function recusa(quem: SupabaseClient, fn: string, args: Record<string, unknown>, mensagem: string): Promise<void> {
  const antes = await contagem();
  const { error } = await quem.rpc(fn, args);
  expect(error?.message).toBe(mensagem);
  expect(await contagem()).toEqual(antes);
}

describe('who reads and writes', () => {
  it('a cliente and anon see nothing of finance; the user reads; nobody writes the tables directly', async () => {
    const [cliente, anon] = await Promise.all([clientAs('cliente'), clientAs('anon')]);
    for (const tabela of ['titulos', 'baixas', 'contas_financeiras', 'categorias_financeiras']) {
      expect((await cliente.from(tabela).select('id').limit(1)).data).toEqual([]);
      expect((await anon.from(tabela).select('id').limit(1)).error?.code).toBe('42501');
    }
    expect((await leitor.from('contas_financeiras').select('nome').order('id')).data?.map((c) => c.nome)).toEqual([
      'Caixa da loja',
      'Banco',
      'Conta Pix',
      'Maquininha',
    ]);
    expect((await leitor.from('categorias_financeiras').select('codigo, grupo_dre').eq('codigo', 'taxas_cartao').single()).data).toEqual({
      codigo: 'taxas_cartao',
      grupo_dre: 'despesas_financeiras',
    });
    expect((await cliente.rpc('titulos_pagina', { p_lado: 'receber' })).error?.message).toBe('Sem permissão para ver o financeiro.');
    expect((await anon.rpc('titulos_pagina', { p_lado: 'receber' })).error?.code).toBe('42501');
    expect((await cliente.rpc('titulo_detalhe', { p_titulo_id: 1 })).error?.message).toBe('Sem permissão para ver o financeiro.');
    expect((await cliente.rpc('titulos_pessoas', { p_lado: 'pagar' })).error?.message).toBe('Sem permissão para ver o financeiro.');

    const antes = await contagem();
    const direto = await admin.from('titulos').insert({ lado: 'pagar', origem: 'manual', descricao: 'x', categoria_id: 1, emissao: hoje(), competencia: hoje(), vencimento: hoje(), valor: 1, saldo: 1 });
    expect(direto.error?.code).toBe('42501');
    expect((await admin.from('baixas').update({ valor: 1 }).gt('id', 0)).error?.code).toBe('42501');
    expect(await contagem()).toEqual(antes);

    const args = { p_lado: 'pagar', p_descricao: 'Energia', p_valor: 100, p_categoria_id: await categoria('energia'), p_vencimento: hoje() };
    await recusa(leitor, 'criar_titulo', args, 'Sem permissão para lançar contas.');
    await recusa(cliente, 'criar_titulo', args, 'Sem permissão para lançar contas.');
    expect((await anon.rpc('criar_titulo', args)).error?.code).toBe('42501');
  });
});

describe('contas a pagar entered by hand', () => {
  it('records a monthly recurrence on a day (the month’s last day when shorter), lists and searches it, edits and cancels one', async () => {
    const fornecedorNome = unique('Imobiliária Maré').replace(/-/g, ' ');
    const [fornecedor] = await sql<{ id: string }>(
      `insert into public.fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(48) 3333-0000', 'mare@example.com') returning id`,
      [fornecedorNome, novoCnpj()],
    );
    const aluguel = await categoria('aluguel');
    const marca = unique('Aluguel').replace(/-/g, '');
    const criado = await criar({
      p_lado: 'pagar',
      p_descricao: `${marca} da loja`,
      p_valor: 2500.5,
      p_categoria_id: aluguel,
      p_vencimento: '2027-01-31',
      p_fornecedor_id: Number(fornecedor.id),
      p_documento: 'Contrato 12',
      p_competencia: '2027-01-01',
      p_repeticoes: 3,
    });
    expect(criado.titulos.map((t) => [t.parcela, t.vencimento, t.competencia, t.valor])).toEqual([
      [1, '2027-01-31', '2027-01-01', 2500.5],
      [2, '2027-02-28', '2027-02-01', 2500.5],
      [3, '2027-03-31', '2027-03-01', 2500.5],
    ]);
    expect(criado.grupo_id).toBe(criado.titulos[0].id);
    const [primeiro, segundo, terceiro] = criado.titulos.map((t) => t.id);
    expect(await titulo(segundo)).toMatchObject({ lado: 'pagar', status: 'aberto', saldo: 2500.5, parcela: 2, parcelas: 3, grupo_id: primeiro });

    // A day of the month chosen apart from the first vencimento.
    const dia10 = await criar({
      p_lado: 'pagar', p_descricao: `${marca} energia`, p_valor: 300, p_categoria_id: await categoria('energia'),
      p_vencimento: '2027-01-20', p_repeticoes: 2, p_dia_vencimento: 10,
    });
    expect(dia10.titulos.map((t) => t.vencimento)).toEqual(['2027-01-10', '2027-02-10']);

    // Every word, any order, accents and case ignored; the fornecedor's name and the document count.
    const busca = await pagina({ p_lado: 'pagar', p_busca: `${fornecedorNome.split(' ')[2]} IMOBILIARIA ${marca.toLowerCase()}` });
    expect(busca.linhas.map((l) => [l.id, l.pessoa_nome, l.situacao, l.categoria_nome])).toEqual([
      [terceiro, fornecedorNome, 'aberto', 'Aluguel'],
      [segundo, fornecedorNome, 'aberto', 'Aluguel'],
      [primeiro, fornecedorNome, 'aberto', 'Aluguel'],
    ]);
    expect(busca).toMatchObject({ total: 3, aberto: 7501.5, vencido: 0, pago: 0 });
    expect((await pagina({ p_lado: 'pagar', p_busca: `contrato 12 ${marca}` })).total).toBe(3);
    expect((await pagina({ p_lado: 'receber', p_busca: marca })).total).toBe(0);
    expect((await pagina({ p_lado: 'pagar', p_fornecedor_id: Number(fornecedor.id) })).linhas.map((l) => l.id)).toEqual([terceiro, segundo, primeiro]);
    expect(
      (await pagina({ p_lado: 'pagar', p_busca: marca, p_vencimento_de: '2027-02-01', p_vencimento_ate: '2027-02-28' })).linhas.map((l) => l.id),
    ).toEqual([segundo, dia10.titulos[1].id]);
    // A renamed fornecedor is found by the new name.
    await sql('update public.fornecedores set nome = $1 where id = $2', [`Renomeada ${fornecedorNome}`, fornecedor.id]);
    expect((await pagina({ p_lado: 'pagar', p_busca: `renomeada ${marca}` })).total).toBe(3);
    expect((await leitor.rpc('titulos_pessoas', { p_lado: 'pagar', p_busca: `renomeada ${fornecedorNome.split(' ')[2]}` })).data).toEqual([
      { id: Number(fornecedor.id), nome: `Renomeada ${fornecedorNome}`, documento: expect.any(String) },
    ]);

    // Refusals: nothing written.
    const base = { p_lado: 'pagar', p_descricao: 'Conta de luz', p_valor: 100, p_categoria_id: aluguel, p_vencimento: '2027-01-10' };
    await recusa(funcionario, 'criar_titulo', { ...base, p_valor: 0 }, 'Informe um valor maior que zero.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_valor: 10.005 }, 'Informe um valor válido.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_descricao: '   ' }, 'Informe a descrição.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_vencimento: null }, 'Informe o vencimento.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_categoria_id: null }, 'Escolha uma categoria.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_categoria_id: await categoria('vendas') }, 'A categoria Vendas de mercadorias é de receitas, não de contas a pagar.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_repeticoes: 61 }, 'A repetição vai de 1 a 60 meses.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_repeticoes: 2, p_dia_vencimento: 32 }, 'O dia do vencimento vai de 1 a 31.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_emissao: '2027-01-11' }, 'O vencimento é antes da emissão.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_fornecedor_id: 1, p_cliente_id: 1 }, 'Um título tem um cliente ou um fornecedor, não os dois.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_fornecedor_id: 999999999 }, 'Fornecedor não encontrado.');
    await recusa(funcionario, 'criar_titulo', { ...base, p_lado: 'outro' }, 'Escolha se a conta é a receber ou a pagar.');
    // A recurrence refused writes none of its títulos.
    await recusa(funcionario, 'criar_titulo', { ...base, p_repeticoes: 3, p_descricao: 'x'.repeat(201) }, 'A descrição aceita no máximo 200 caracteres.');

    // Edit: the valor never below what was settled; the category of the right side.
    const { data: alterado, error } = await funcionario.rpc('alterar_titulo', {
      p_titulo_id: primeiro, p_descricao: `${marca} janeiro`, p_valor: 2600, p_categoria_id: aluguel, p_vencimento: '2027-02-05',
      p_fornecedor_id: Number(fornecedor.id),
    });
    expect(error).toBeNull();
    expect(alterado).toMatchObject({ valor: 2600, saldo: 2600, vencimento: '2027-02-05', documento: null, status: 'aberto' });
    expect((await baixar({ p_titulo_id: primeiro, p_valor: 600, p_data: hoje(), p_conta_financeira_id: await conta('Banco') })).error).toBeNull();
    const editar = { p_titulo_id: primeiro, p_descricao: `${marca} janeiro`, p_valor: 500, p_categoria_id: aluguel, p_vencimento: '2027-02-05' };
    await recusa(funcionario, 'alterar_titulo', editar, 'O valor (R$ 500,00) é menor que o já baixado (R$ 600,00).');
    await recusa(funcionario, 'alterar_titulo', { ...editar, p_valor: 1000, p_categoria_id: await categoria('vendas') }, 'A categoria Vendas de mercadorias é de receitas, não de contas a pagar.');
    await recusa(leitor, 'alterar_titulo', { ...editar, p_valor: 1000 }, 'Sem permissão para alterar contas.');
    await recusa(funcionario, 'alterar_titulo', { ...editar, p_titulo_id: 999999999 }, 'Título não encontrado.');
    expect((await funcionario.rpc('alterar_titulo', { ...editar, p_valor: 1000 })).data).toMatchObject({ valor: 1000, saldo: 400, status: 'parcial' });

    // Cancel: not with active baixas; with the reason; once.
    await recusa(funcionario, 'cancelar_titulo', { p_titulo_id: primeiro, p_motivo: 'Contrato encerrado' }, 'Este título tem baixas: estorne-as antes de cancelar.');
    await recusa(funcionario, 'cancelar_titulo', { p_titulo_id: segundo, p_motivo: ' ' }, 'Informe o motivo do cancelamento.');
    await recusa(leitor, 'cancelar_titulo', { p_titulo_id: segundo, p_motivo: 'Contrato encerrado' }, 'Sem permissão para cancelar contas.');
    const { data: cancelado } = await funcionario.rpc('cancelar_titulo', { p_titulo_id: segundo, p_motivo: '  Contrato encerrado ' });
    expect(cancelado).toMatchObject({ status: 'cancelado', motivo_cancelamento: 'Contrato encerrado', saldo: 2500.5 });
    await recusa(funcionario, 'cancelar_titulo', { p_titulo_id: segundo, p_motivo: 'De novo' }, 'Este título já foi cancelado.');
    await recusa(funcionario, 'alterar_titulo', { ...editar, p_titulo_id: segundo, p_valor: 1000 }, 'Este título está cancelado.');
    await recusa(funcionario, 'baixar_titulo', { p_titulo_id: segundo, p_valor: 1, p_data: hoje(), p_conta_financeira_id: 1 }, 'Este título está cancelado.');

    const depois = await pagina({ p_lado: 'pagar', p_busca: marca });
    expect(depois).toMatchObject({ total: 5, aberto: 400 + 2500.5 + 600, vencido: 0, pago: 600 });
    expect((await pagina({ p_lado: 'pagar', p_busca: marca, p_situacao: 'cancelado' })).linhas.map((l) => l.id)).toEqual([segundo]);
    expect((await pagina({ p_lado: 'pagar', p_busca: marca, p_situacao: 'parcial' })).linhas.map((l) => l.id)).toEqual([primeiro]);
    expect((await funcionario.rpc('titulos_pagina', { p_lado: 'pagar', p_situacao: 'vencida' })).error?.message).toBe('Situação de conta inválida.');
  });
});

const baixar = (args: Record<string, unknown>, quem = funcionario) => quem.rpc('baixar_titulo', args);

describe('baixas and estornos', () => {
  it('a partial baixa then the rest, with juros, multa, desconto and tarifa; vencido by the date; an admin reverses one', async () => {
    const marca = unique('Conserto').replace(/-/g, '');
    const [cliente] = await sql<{ id: string }>(
      `insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-0000', 'c@example.com') returning id`,
      [`Marina ${marca}`, novoCpf()],
    );
    const { titulos: [{ id }] } = await criar({
      p_lado: 'receber', p_descricao: `${marca} prancha`, p_valor: 300, p_categoria_id: await categoria('outras_receitas'),
      p_vencimento: diasDepois(-3), p_emissao: diasDepois(-10), p_cliente_id: Number(cliente.id),
    });
    expect((await pagina({ p_lado: 'receber', p_busca: marca })).linhas[0]).toMatchObject({ status: 'aberto', situacao: 'vencido', pessoa_nome: `Marina ${marca}` });
    expect(await pagina({ p_lado: 'receber', p_busca: marca, p_situacao: 'vencido' })).toMatchObject({ total: 1, aberto: 300, vencido: 300, pago: 0 });

    const pix = await conta('Conta Pix');
    const caixa = await conta('Caixa da loja');
    const args = { p_titulo_id: id, p_data: hoje(), p_conta_financeira_id: pix };
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 300.01 }, 'O valor (R$ 300,01) é maior que o saldo do título (R$ 300,00).');
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 0 }, 'Informe um valor maior que zero.');
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 10, p_conta_financeira_id: null }, 'Escolha a conta financeira.');
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 10, p_data: diasDepois(1) }, 'A data da baixa não pode ser no futuro.');
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 10, p_desconto: 11 }, 'O desconto passa do valor da baixa.');
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 10, p_tarifa: 11 }, 'A tarifa e o desconto passam do valor da baixa.');
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 10, p_juros: -1 }, 'Informe juros válidos.');
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 10, p_conta_financeira_id: 999999 }, 'Conta financeira inativa ou inexistente.');
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 10, p_titulo_id: 999999999 }, 'Título não encontrado.');
    await recusa(leitor, 'baixar_titulo', { ...args, p_valor: 10 }, 'Sem permissão para dar baixa.');

    // Partial: R$ 100,00 of the saldo with R$ 2,50 de juros and R$ 1,50 de multa: R$ 104,00 entered the Pix account.
    const parcial = await baixar({ ...args, p_valor: 100, p_juros: 2.5, p_multa: 1.5, p_data: diasDepois(-1) });
    expect(parcial.error).toBeNull();
    expect(parcial.data).toMatchObject({ valor: 100, juros: 2.5, multa: 1.5, valor_movimentado: 104, conta_financeira_id: pix, data: diasDepois(-1) });
    expect(await titulo(id)).toMatchObject({ status: 'parcial', saldo: 200 });
    expect(await pagina({ p_lado: 'receber', p_busca: marca })).toMatchObject({ total: 1, aberto: 200, vencido: 200, pago: 100 });

    // The rest: R$ 200,00 settled with R$ 10,00 de desconto and R$ 1,99 de tarifa: R$ 188,01 in the drawer.
    const resto = await baixar({ ...args, p_valor: 200, p_desconto: 10, p_tarifa: 1.99, p_conta_financeira_id: caixa, p_observacoes: 'Pagou no balcão' });
    expect(resto.data).toMatchObject({ valor: 200, desconto: 10, tarifa: 1.99, valor_movimentado: 188.01, conta_financeira_id: caixa });
    expect(await titulo(id)).toMatchObject({ status: 'pago', saldo: 0 });
    expect((await pagina({ p_lado: 'receber', p_busca: marca })).linhas[0]).toMatchObject({ situacao: 'pago' });
    expect(await pagina({ p_lado: 'receber', p_busca: marca })).toMatchObject({ aberto: 0, vencido: 0, pago: 300 });
    await recusa(funcionario, 'baixar_titulo', { ...args, p_valor: 1 }, 'Este título já está recebido.');

    // Estorno: admin only, with the reason, once; the saldo and status follow.
    const estorno = { p_baixa_id: parcial.data.id, p_motivo: 'Pix devolvido pelo banco' };
    await recusa(funcionario, 'estornar_baixa', estorno, 'Só um administrador estorna uma baixa.');
    await recusa(leitor, 'estornar_baixa', estorno, 'Sem permissão para estornar baixas.');
    await recusa(admin, 'estornar_baixa', { ...estorno, p_motivo: '' }, 'Informe o motivo do estorno.');
    await recusa(admin, 'estornar_baixa', { ...estorno, p_baixa_id: 999999999 }, 'Baixa não encontrada.');
    const { data: estornada, error } = await admin.rpc('estornar_baixa', estorno);
    expect(error).toBeNull();
    expect(estornada).toMatchObject({ motivo_estorno: 'Pix devolvido pelo banco', estornada_em: expect.any(String), estornada_por: expect.any(Number) });
    expect(await titulo(id)).toMatchObject({ status: 'parcial', saldo: 100 });
    await recusa(admin, 'estornar_baixa', estorno, 'Esta baixa já foi estornada.');

    // Its page: the título with its names and both baixas, the reversed one marked.
    const { data: detalhe } = await leitor.rpc('titulo_detalhe', { p_titulo_id: id });
    expect(detalhe.titulo).toMatchObject({ id, situacao: 'vencido', pessoa_nome: `Marina ${marca}`, categoria_nome: 'Outras receitas', saldo: 100 });
    expect(detalhe.titulo).not.toHaveProperty('busca');
    expect(detalhe.baixas.map((b: { valor: number; conta_nome: string; estornada_em: string | null; usuario_nome: string }) => [b.valor, b.conta_nome, b.estornada_em !== null])).toEqual([
      [100, 'Conta Pix', true],
      [200, 'Caixa da loja', false],
    ]);
    expect((await leitor.rpc('titulo_detalhe', { p_titulo_id: 999999999 })).data).toBeNull();

    // A baixa is never edited nor deleted, even by the table's owner; the saldo is checked at commit.
    await expect(sql('update public.baixas set valor = 1 where id = $1', [resto.data.id])).rejects.toThrow('Uma baixa não se altera: estorne e lance outra.');
    await expect(sql('delete from public.baixas where id = $1', [resto.data.id])).rejects.toThrow('Uma baixa não se exclui: faça o estorno.');
    await expect(sql('update public.titulos set saldo = 0 where id = $1', [id])).rejects.toThrow(
      `O saldo do título ${id} (0.00) não confere com o valor (300.00) menos as baixas (200.00).`,
    );
    expect(await titulo(id)).toMatchObject({ status: 'parcial', saldo: 100 });
  });
});

describe('from sales', () => {
  let produtoId: number;
  beforeAll(async () => {
    await fecharCaixasAbertos();
    await funcionario.rpc('abrir_caixa', { p_valor_abertura: 50 });
    const [p] = await sql<{ id: string }>(
      `insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 100, 50, 1) returning id`,
      [unique('Saída Financeira')],
    );
    produtoId = Number(p.id);
  });
  afterAll(fecharCaixasAbertos);

  const vender = async (pagamentos: unknown[], quantidade = 1, cliente?: number) => {
    const { data, error } = await funcionario.rpc('finalizar_venda', {
      p_itens: [{ produto_id: produtoId, quantidade }],
      p_pagamentos: pagamentos,
      p_cliente_id: cliente ?? null,
    });
    expect(error).toBeNull();
    return data as { id: number; codigo: string };
  };
  const titulosDaVenda = (vendaId: number) =>
    sql<{ id: string; descricao: string; valor: number; taxa: number; saldo: number; status: string; vencimento: string; parcela: number; parcelas: number; conta: string; cliente_id: string | null; categoria: string }>(
      `select t.id, t.descricao, t.valor::float8 valor, t.taxa::float8 taxa, t.saldo::float8 saldo, t.status, t.vencimento::text, t.parcela, t.parcelas,
              c.nome conta, t.cliente_id, k.codigo categoria
         from public.titulos t left join public.contas_financeiras c on c.id = t.conta_financeira_id
         join public.categorias_financeiras k on k.id = t.categoria_id
        where t.origem = 'venda' and t.origem_id = $1 order by t.id`,
      [vendaId],
    );

  it('a credit sale in 3x becomes 3 títulos a receber from the operator, net of the 4,99% fee, due 30, 60 and 90 days later', async () => {
    const venda = await vender([{ forma_pagamento_id: await formaId('Cartão de crédito'), valor: 100, parcelas: 3 }]);
    // Fee 4,99 of R$ 100,00: parcelas 33,34 + 33,33 + 33,33 minus 1,67 + 1,66 + 1,66.
    expect(await titulosDaVenda(venda.id)).toEqual([
      expect.objectContaining({ descricao: `Venda ${venda.codigo} — Cartão de crédito`, valor: 31.67, taxa: 1.67, saldo: 31.67, status: 'aberto', vencimento: diasDepois(30), parcela: 1, parcelas: 3, conta: 'Maquininha', cliente_id: null, categoria: 'vendas' }),
      expect.objectContaining({ valor: 31.67, taxa: 1.66, vencimento: diasDepois(60), parcela: 2 }),
      expect.objectContaining({ valor: 31.67, taxa: 1.66, vencimento: diasDepois(90), parcela: 3 }),
    ]);
    const soma = await sql<{ v: string; t: string }>(`select sum(valor)::text v, sum(taxa)::text t from public.titulos where origem = 'venda' and origem_id = $1`, [venda.id]);
    expect(soma).toEqual([{ v: '95.01', t: '4.99' }]);
    expect(await sql('select count(*)::int n from public.baixas b join public.titulos t on t.id = b.titulo_id where t.origem_id = $1 and t.origem = $2', [venda.id, 'venda'])).toEqual([{ n: 0 }]);
    expect((await pagina({ p_lado: 'receber', p_busca: venda.codigo })).linhas.map((l) => l.situacao)).toEqual(['aberto', 'aberto', 'aberto']);
    // A sale's título changes only with its sale.
    const [primeiro] = await titulosDaVenda(venda.id);
    await recusa(funcionario, 'cancelar_titulo', { p_titulo_id: Number(primeiro.id), p_motivo: 'x' }, 'Este título veio de uma venda: ele muda junto com ela.');
  });

  it('dinheiro, Pix and débito are received on the day into their contas; cancelling the sale reverses and cancels them', async () => {
    const [cliente] = await sql<{ id: string }>(
      `insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-0000', 'c@example.com') returning id`,
      [unique('Cliente Venda'), novoCpf()],
    );
    const venda = await vender(
      [
        { forma_pagamento_id: await formaId('Dinheiro'), valor: 50, valor_recebido: 60 },
        { forma_pagamento_id: await formaId('Pix'), valor: 50 },
        { forma_pagamento_id: await formaId('Cartão de débito'), valor: 200 },
      ],
      3,
      Number(cliente.id),
    );
    const titulos = await titulosDaVenda(venda.id);
    // Débito: 1,99% of R$ 200,00 = R$ 3,98 kept by the operator.
    expect(titulos.map((t) => [t.descricao, t.valor, t.taxa, t.saldo, t.status, t.vencimento, t.conta, t.cliente_id])).toEqual([
      [`Venda ${venda.codigo} — Dinheiro`, 50, 0, 0, 'pago', hoje(), 'Caixa da loja', cliente.id],
      [`Venda ${venda.codigo} — Pix`, 50, 0, 0, 'pago', hoje(), 'Conta Pix', cliente.id],
      [`Venda ${venda.codigo} — Cartão de débito`, 196.02, 3.98, 0, 'pago', hoje(), 'Maquininha', cliente.id],
    ]);
    const baixasDaVenda = () =>
      sql<{ valor: string; conta: string; data: string; estornada: boolean }>(
        `select b.valor::text, c.nome conta, b.data::text, b.estornada_em is not null estornada
           from public.baixas b join public.titulos t on t.id = b.titulo_id join public.contas_financeiras c on c.id = b.conta_financeira_id
          where t.origem = 'venda' and t.origem_id = $1 order by b.id`,
        [venda.id],
      );
    expect(await baixasDaVenda()).toEqual([
      { valor: '50.00', conta: 'Caixa da loja', data: hoje(), estornada: false },
      { valor: '50.00', conta: 'Conta Pix', data: hoje(), estornada: false },
      { valor: '196.02', conta: 'Maquininha', data: hoje(), estornada: false },
    ]);

    expect((await admin.rpc('cancelar_venda', { p_venda_id: venda.id, p_motivo: 'Cobrança em duplicidade' })).error).toBeNull();
    expect((await titulosDaVenda(venda.id)).map((t) => [t.status, t.saldo])).toEqual([
      ['cancelado', 50],
      ['cancelado', 50],
      ['cancelado', 196.02],
    ]);
    expect((await baixasDaVenda()).map((b) => b.estornada)).toEqual([true, true, true]);
    expect(
      await sql('select distinct motivo_cancelamento m from public.titulos where origem = $1 and origem_id = $2', ['venda', venda.id]),
    ).toEqual([{ m: `Cancelamento da venda ${venda.codigo}: Cobrança em duplicidade` }]);
  });

  it('the kept totals of every filter equal the títulos counted in SQL', async () => {
    const h = hoje();
    for (const lado of ['receber', 'pagar']) {
      for (const [situacao, onde] of [
        [null, 'true'],
        ['em_aberto', `status in ('aberto', 'parcial')`],
        ['vencido', `status in ('aberto', 'parcial') and vencimento < '${h}'`],
        ['pago', `status = 'pago'`],
        ['cancelado', `status = 'cancelado'`],
      ] as const) {
        const [esperado] = await sql<{ total: number; aberto: string; vencido: string; pago: string }>(
          `select count(*)::int total,
                  coalesce(sum(saldo) filter (where status in ('aberto', 'parcial')), 0)::float8 aberto,
                  coalesce(sum(saldo) filter (where status in ('aberto', 'parcial') and vencimento < '${h}'), 0)::float8 vencido,
                  coalesce(sum(valor - saldo) filter (where status <> 'cancelado'), 0)::float8 pago
             from public.titulos where lado = $1 and ${onde}`,
          [lado],
        );
        const resposta = await pagina({ p_lado: lado, p_situacao: situacao });
        expect({ total: resposta.total, aberto: resposta.aberto, vencido: resposta.vencido, pago: resposta.pago }).toEqual(esperado);
        const [ids] = await sql<{ ids: string[] }>(
          // t.id: "order by id" would sort the text output column ('9' after '27').
          `select array(select t.id::text from public.titulos t where lado = $1 and ${onde} order by t.vencimento desc, t.id desc limit 10) ids`,
          [lado],
        );
        expect(resposta.linhas.map((l) => String(l.id))).toEqual(ids.ids);
      }
    }
  });
});
