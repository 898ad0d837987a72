/**
 * CSV import and export (issue 27, migration 20261130006000): importar_clientes, importar_fornecedores and
 * importar_produtos check every row with the forms' messages (preview: p_validar_apenas true, nothing
 * written), then write all or nothing (one bad row refuses the file with that row's message); a product's
 * stock enters through the ledger as 'Ajuste de estoque'; duplicates (in the file or already registered)
 * are reported, never written; a read-only user and anon cannot import. exportar_* answer the lists' rows.
 */
import { describe, expect, it } from 'vitest';
import { clientAs, novoCnpj, novoCpf, sql, unique } from './support.ts';

interface Resultado {
  linhas: number;
  validas: number;
  importados: number;
  produtos?: number;
  grades?: number;
  erros: { linha: number; campo: string; mensagem: string }[];
}

const contar = async (tabela: string, where: string, params: unknown[]) =>
  Number((await sql<{ n: string }>(`select count(*) n from public.${tabela} where ${where}`, params))[0].n);

/** sum(entradas) - sum(saídas) of each product of a name prefix, beside its estoque_atual. */
const razao = (prefixo: string) =>
  sql<{ nome: string; estoque: number; razao: number }>(
    `select p.nome, p.estoque_atual::int estoque,
            coalesce(sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end), 0)::int razao
       from public.produtos p left join public.movimentacoes_estoque m on m.produto_id = p.id
      where p.nome like $1 group by p.id order by p.nome`,
    [`${prefixo}%`],
  );

describe('importar_clientes', () => {
  it('previews each row’s errors without writing, refuses a bad file whole, then imports the fixed one', async () => {
    const funcionario = await clientAs('funcionario');
    const marca = unique('Imp Cliente');
    const existente = novoCpf();
    await sql(`insert into public.clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-0000', 'x@example.com')`, [`${marca} Existente`, existente]);
    const repetido = novoCpf();
    const linhas = [
      { linha: 2, nome: `${marca} Ana`, cpf: repetido.replace(/\D/g, ''), telefone: '48991012020', email: 'ana@example.com', data_nascimento: '05/03/1990', estado: 'sc', cep: '88495000' },
      { linha: 3, nome: '', cpf: '123.456.789-00', telefone: '123', email: 'sem-arroba', estado: 'XX' },
      { linha: 4, nome: `${marca} Bia`, cpf: repetido, telefone: '(48) 3244-2222', email: 'bia@example.com', ativo: 'Talvez' },
      { linha: 5, nome: `${marca} Caio`, cpf: existente, telefone: '48991012021', email: 'caio@example.com', data_nascimento: '31/02/1990' },
    ];
    const { data, error } = await funcionario.rpc('importar_clientes', { p_linhas: linhas, p_validar_apenas: true });
    expect(error).toBeNull();
    const r = data as Resultado;
    expect(r).toMatchObject({ linhas: 4, validas: 1, importados: 0 });
    expect(r.erros).toEqual([
      { linha: 3, campo: 'Nome', mensagem: 'Nome é obrigatório' },
      { linha: 3, campo: 'CPF', mensagem: 'CPF inválido' },
      { linha: 3, campo: 'Telefone', mensagem: 'Telefone inválido' },
      { linha: 3, campo: 'Email', mensagem: 'Email inválido' },
      { linha: 3, campo: 'Estado', mensagem: 'Estado inválido' },
      { linha: 4, campo: 'CPF', mensagem: 'CPF repetido no arquivo (linha 2)' },
      { linha: 4, campo: 'Ativo', mensagem: 'Ativo deve ser Sim ou Não' },
      { linha: 5, campo: 'CPF', mensagem: 'Já existe um cliente com este CPF' },
      { linha: 5, campo: 'Data de nascimento', mensagem: 'Data inválida' },
    ]);
    expect(await contar('clientes', 'nome like $1', [`${marca}%`])).toBe(1);

    // "Importar" with the same file: refused whole with the first bad row's message; nothing written.
    const recusa = await funcionario.rpc('importar_clientes', { p_linhas: linhas, p_validar_apenas: false });
    expect(recusa.error?.message).toBe('Linha 3: Nome é obrigatório');
    expect(await contar('clientes', 'nome like $1', [`${marca}%`])).toBe(1);

    // Fixed (the bad rows removed): written in one call, documents and phones in the forms' formats.
    const { data: ok, error: erroOk } = await funcionario.rpc('importar_clientes', { p_linhas: [linhas[0]], p_validar_apenas: false });
    expect(erroOk).toBeNull();
    expect(ok).toMatchObject({ linhas: 1, validas: 1, importados: 1, erros: [] });
    expect(await sql(`select cpf, telefone, estado, cep, data_nascimento::text, ativo from public.clientes where nome = $1`, [`${marca} Ana`])).toEqual([
      { cpf: repetido, telefone: '(48) 99101-2020', estado: 'SC', cep: '88495-000', data_nascimento: '1990-03-05', ativo: true },
    ]);
  });
});

describe('importar_fornecedores', () => {
  it('checks the CNPJ and reports one already registered; imports a clean file', async () => {
    const admin = await clientAs('admin');
    const marca = unique('Imp Fornecedor');
    const novo = novoCnpj();
    const linhas = [
      { linha: 2, nome: `${marca} Novo`, cnpj: novo.replace(/\D/g, ''), telefone: '4733331111', email: 'novo@example.com', ativo: 'Não' },
      { linha: 3, nome: `${marca} Seed`, cnpj: '11.222.333/0001-81', telefone: '4733331111', email: 'seed@example.com' },
      { linha: 4, nome: `${marca} Errado`, cnpj: '11.222.333/0001-00', telefone: '', email: 'e@example.com' },
    ];
    const { data } = await admin.rpc('importar_fornecedores', { p_linhas: linhas });
    expect((data as Resultado).erros).toEqual([
      { linha: 3, campo: 'CNPJ', mensagem: 'Já existe um fornecedor com este CNPJ' },
      { linha: 4, campo: 'Telefone', mensagem: 'Telefone é obrigatório' },
      { linha: 4, campo: 'CNPJ', mensagem: 'CNPJ inválido' },
    ].sort((a, b) => a.linha - b.linha || (a.campo === 'CNPJ' ? -1 : 1)));
    const recusa = await admin.rpc('importar_fornecedores', { p_linhas: linhas, p_validar_apenas: false });
    expect(recusa.error?.message).toBe('Linha 3: Já existe um fornecedor com este CNPJ');
    expect(await contar('fornecedores', 'nome like $1', [`${marca}%`])).toBe(0);

    const { error } = await admin.rpc('importar_fornecedores', { p_linhas: [linhas[0]], p_validar_apenas: false });
    expect(error).toBeNull();
    expect(await sql('select cnpj, telefone, ativo from public.fornecedores where nome like $1', [`${marca}%`])).toEqual([
      { cnpj: novo, telefone: '(47) 3333-1111', ativo: false },
    ]);
  });
});

describe('importar_produtos', () => {
  const produtoLinhas = (marca: string, codigo: string) => [
    // Two grades of one product (product columns repeated, then left blank), one product without grades.
    { linha: 2, codigo, nome: `${marca} Biquíni`, categoria: 'biquínis', fornecedor: 'Tecidos Maré Alta Ltda', preco_venda: '1.234,56', preco_custo: '10,5', preco_compra: '20.25', cor: 'Azul', tamanho: 'P', estoque: '3', estoque_minimo: '1' },
    { linha: 3, codigo, nome: `${marca} Biquíni`, preco_venda: '1234,56', cor: 'Azul', tamanho: 'M', estoque: '2' },
    { linha: 4, codigo: `${codigo}-B`, nome: `${marca} Canga`, categoria: 'Cangas', fornecedor: '22.333.444/0001-81', preco_venda: '59,90', estoque: '7', ativo: 'Sim' },
  ];

  it('reports each bad row with the form’s message and writes nothing; refuses the file whole; imports it fixed with stock through the ledger', async () => {
    const funcionario = await clientAs('funcionario');
    const marca = unique('Imp Produto');
    const codigo = unique('IMP');
    const [existente] = await sql<{ codigo: string }>(
      `insert into public.produtos (nome, preco_venda, codigo_barras) values ($1, 10, $2) returning codigo_barras codigo`,
      [`${marca} Existente`, unique('EXIST')],
    );
    const ruins = [
      { linha: 5, codigo: `${codigo}-C`, nome: `${marca} Chapéu`, preco_venda: '0', categoria: 'Sapatos', fornecedor: 'Ninguém', estoque: '-1' },
      { linha: 6, codigo, nome: `${marca} Biquíni`, cor: 'azul', tamanho: 'p', preco_venda: '99,00' },
      { linha: 7, codigo: existente.codigo, nome: 'Outro', preco_venda: 'dez', estoque: '1,5' },
      { linha: 8, codigo: `${codigo}-D`, nome: `${marca} Bolsa`, preco_venda: '10', cor: 'Palha' },
    ];
    const linhas = [...produtoLinhas(marca, codigo), ...ruins];
    const antes = await contar('movimentacoes_estoque', 'true', []);

    const { data, error } = await funcionario.rpc('importar_produtos', { p_linhas: linhas, p_validar_apenas: true });
    expect(error).toBeNull();
    const r = data as Resultado;
    expect(r).toMatchObject({ linhas: 7, validas: 3, produtos: 5, grades: 4 });
    expect(r.erros).toEqual([
      { linha: 5, campo: 'Categoria', mensagem: 'Categoria não encontrada: Sapatos' },
      { linha: 5, campo: 'Fornecedor', mensagem: 'Fornecedor não encontrado: Ninguém' },
      { linha: 5, campo: 'Preço de venda', mensagem: 'Preço deve ser maior que zero' },
      { linha: 5, campo: 'Estoque', mensagem: 'Estoque deve ser maior ou igual a zero' },
      { linha: 6, campo: 'Produto', mensagem: 'Os dados do produto diferem da linha 2' },
      { linha: 6, campo: 'Cor', mensagem: 'Esta combinação de cor e tamanho já existe (linha 2)' },
      { linha: 7, campo: 'Código', mensagem: 'Já existe um produto com este código' },
      { linha: 7, campo: 'Preço de venda', mensagem: 'Valor inválido' },
      { linha: 7, campo: 'Estoque', mensagem: 'O estoque deve ser um número inteiro' },
      { linha: 8, campo: 'Cor', mensagem: 'Cor e tamanho são obrigatórios' },
    ]);
    expect(await contar('produtos', 'nome like $1', [`${marca}%`])).toBe(1);

    const recusa = await funcionario.rpc('importar_produtos', { p_linhas: linhas, p_validar_apenas: false });
    expect(recusa.error?.message).toBe('Linha 5: Categoria não encontrada: Sapatos');
    expect(await contar('produtos', 'nome like $1', [`${marca}%`])).toBe(1);
    expect(await contar('movimentacoes_estoque', 'true', [])).toBe(antes);

    // Fixed: the good rows only.
    const { data: ok, error: erroOk } = await funcionario.rpc('importar_produtos', { p_linhas: produtoLinhas(marca, codigo), p_validar_apenas: false });
    expect(erroOk).toBeNull();
    expect(ok).toMatchObject({ linhas: 3, importados: 3, produtos: 2, grades: 2, erros: [] });
    expect(
      await sql(
        `select p.nome, p.preco_venda::text, p.preco_custo::text, p.preco_compra::text, p.estoque_atual, c.nome categoria, f.nome fornecedor, p.ativo
           from public.produtos p left join public.categorias c on c.id = p.categoria_id left join public.fornecedores f on f.id = p.fornecedor_id
          where p.nome like $1 and p.codigo_barras like $2 order by p.nome`,
        [`${marca}%`, `${codigo}%`],
      ),
    ).toEqual([
      { nome: `${marca} Biquíni`, preco_venda: '1234.56', preco_custo: '10.50', preco_compra: '20.25', estoque_atual: 5, categoria: 'Biquínis', fornecedor: 'Tecidos Maré Alta Ltda', ativo: true },
      { nome: `${marca} Canga`, preco_venda: '59.90', preco_custo: '0.00', preco_compra: '0.00', estoque_atual: 7, categoria: 'Cangas', fornecedor: 'Palha & Arte Artesanatos', ativo: true },
    ]);
    expect(
      await sql(
        `select g.cor, g.tamanho, g.estoque_atual, g.estoque_minimo, g.cor_rgb
           from public.grades_produto g join public.produtos p on p.id = g.produto_id where p.nome = $1 order by g.tamanho desc`,
        [`${marca} Biquíni`],
      ),
    ).toEqual([
      { cor: 'Azul', tamanho: 'P', estoque_atual: 3, estoque_minimo: 1, cor_rgb: '#1E5AA8' },
      { cor: 'Azul', tamanho: 'M', estoque_atual: 2, estoque_minimo: 0, cor_rgb: '#1E5AA8' },
    ]);
    // Every unit entered through the ledger as an Ajuste de estoque.
    expect(await razao(`${marca} `)).toEqual([
      { nome: `${marca} Biquíni`, estoque: 5, razao: 5 },
      { nome: `${marca} Canga`, estoque: 7, razao: 7 },
      { nome: `${marca} Existente`, estoque: 0, razao: 0 },
    ]);
    expect(
      await sql(
        `select m.tipo, m.motivo, m.quantidade, m.observacoes, m.grade_id is not null por_grade from public.movimentacoes_estoque m
           join public.produtos p on p.id = m.produto_id where p.nome like $1 order by m.id`,
        [`${marca}%`],
      ),
    ).toEqual([
      { tipo: 'entrada', motivo: 'Ajuste de estoque', quantidade: 3, observacoes: 'Importação de CSV (linha 2)', por_grade: true },
      { tipo: 'entrada', motivo: 'Ajuste de estoque', quantidade: 2, observacoes: 'Importação de CSV (linha 3)', por_grade: true },
      { tipo: 'entrada', motivo: 'Ajuste de estoque', quantidade: 7, observacoes: 'Importação de CSV (linha 4)', por_grade: false },
    ]);

    // The same file again: every product is now a duplicate, reported and not written.
    const again = await funcionario.rpc('importar_produtos', { p_linhas: produtoLinhas(marca, codigo), p_validar_apenas: true });
    expect((again.data as Resultado).erros.map((e) => `${e.linha} ${e.mensagem}`)).toEqual([
      '2 Já existe um produto com este código',
      '4 Já existe um produto com este código',
    ]);
  });

  it('a product without a código is matched by name; a grade code already in use is reported', async () => {
    const admin = await clientAs('admin');
    const marca = unique('Imp Nome');
    await sql(`insert into public.produtos (nome, preco_venda) values ($1, 10)`, [`${marca} Viseira`]);
    const [g] = await sql<{ c: string }>(`select codigo_barras c from public.grades_produto where codigo_barras is not null limit 1`);
    const { data } = await admin.rpc('importar_produtos', {
      p_linhas: [
        { linha: 2, nome: `${marca} VISEIRA`, preco_venda: '10' },
        { linha: 3, nome: `${marca} Boné`, preco_venda: '10', cor: 'Preto', tamanho: 'U', codigo_grade: g?.c ?? 'x' },
      ],
    });
    expect((data as Resultado).erros).toEqual([
      { linha: 2, campo: 'Nome', mensagem: 'Já existe um produto com este nome' },
      ...(g ? [{ linha: 3, campo: 'Código da grade', mensagem: 'Este código de barras já está em uso' }] : []),
    ]);
  });

  it('a read-only user and anon cannot import (not even preview); an empty file is refused', async () => {
    const linhas = [{ linha: 2, nome: unique('Imp RLS'), preco_venda: '10' }];
    for (const role of ['user', 'anon'] as const) {
      const client = await clientAs(role);
      const { error } = await client.rpc('importar_produtos', { p_linhas: linhas, p_validar_apenas: false });
      expect(error?.message, role).toMatch(role === 'user' ? /^Sem permissão para importar cadastros$/ : /permission denied/);
      const preview = await client.rpc('importar_clientes', { p_linhas: linhas });
      expect(preview.error, role).not.toBeNull();
    }
    expect(await contar('produtos', 'nome = $1', [linhas[0].nome])).toBe(0);
    const vazio = await (await clientAs('admin')).rpc('importar_fornecedores', { p_linhas: [], p_validar_apenas: false });
    expect(vazio.error?.message).toBe('O arquivo não tem linhas para importar');
  });
});

describe('a file of 2,000 rows', () => {
  it('is previewed and imported in one call each, fast enough for a person waiting (figures logged)', async () => {
    const funcionario = await clientAs('funcionario');
    const marca = unique('Imp Lote');
    const linhas = Array.from({ length: 2000 }, (_, i) => ({
      linha: i + 2, codigo: `${marca}-${Math.floor(i / 2)}`, nome: `${marca} Produto ${Math.floor(i / 2)}`, categoria: 'Biquínis',
      fornecedor: 'Tecidos Maré Alta Ltda', preco_venda: '1.299,90', preco_custo: '10,00', cor: 'Azul', tamanho: i % 2 === 0 ? 'P' : 'M', estoque: '2',
    }));
    let inicio = performance.now();
    const previa = await funcionario.rpc('importar_produtos', { p_linhas: linhas, p_validar_apenas: true });
    const msPrevia = performance.now() - inicio;
    expect(previa.error).toBeNull();
    expect(previa.data).toMatchObject({ linhas: 2000, validas: 2000, produtos: 1000, grades: 2000, erros: [] });
    inicio = performance.now();
    const importacao = await funcionario.rpc('importar_produtos', { p_linhas: linhas, p_validar_apenas: false });
    const msImportacao = performance.now() - inicio;
    expect(importacao.error).toBeNull();
    console.info(`[importacao] 2000 linhas (1000 produtos x 2 grades): prévia ${msPrevia.toFixed(0)} ms, importação ${msImportacao.toFixed(0)} ms`);
    expect(await razao(`${marca} `)).toEqual(expect.arrayContaining([{ nome: `${marca} Produto 7`, estoque: 4, razao: 4 }]));
    const [divergentes] = await sql<{ n: number }>(
      `select count(*)::int n from (select p.id from public.produtos p left join public.movimentacoes_estoque m on m.produto_id = p.id
        where p.nome like $1 group by p.id having p.estoque_atual <> coalesce(sum(case m.tipo when 'entrada' then m.quantidade else -m.quantidade end), 0)) x`,
      [`${marca}%`],
    );
    expect(divergentes.n).toBe(0);
    // Generous budgets for a shared 2-core machine; the figures above are what to compare.
    expect(msPrevia).toBeLessThan(3000);
    expect(msImportacao).toBeLessThan(10000);
  });
});

describe('exportar_*', () => {
  it('answers one row per grade with the list’s filters; clientes and fornecedores by search and status; a read-only user may export', async () => {
    const admin = await clientAs('admin');
    const marca = unique('Exp Produto');
    const codigo = unique('EXP');
    await admin.rpc('importar_produtos', {
      p_linhas: [
        { linha: 2, codigo, nome: `${marca} Saída`, categoria: 'Cangas', preco_venda: '80', cor: 'Preto', tamanho: 'G', estoque: '4' },
        { linha: 3, codigo, nome: `${marca} Saída`, cor: 'Branco', tamanho: 'G', estoque: '1' },
      ],
      p_validar_apenas: false,
    });
    const user = await clientAs('user');
    const { data, error } = await user.rpc('exportar_produtos', { p_padroes: [`%${marca.toLowerCase().replace(/-/g, '%')}%`], p_cor: 'preto' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        codigo, nome: `${marca} Saída`, descricao: null, categoria: 'Cangas', fornecedor: null, preco_venda: 80, preco_custo: 0, preco_compra: 0,
        ativo: true, cor: 'Branco', tamanho: 'G', codigo_grade: expect.any(String), estoque: 1, estoque_minimo: 0,
      },
      expect.objectContaining({ cor: 'Preto', estoque: 4 }),
    ]);
    const inativos = await user.rpc('exportar_fornecedores', { p_padroes: ['%tecidos%'], p_ativo: true });
    expect(inativos.data).toEqual([expect.objectContaining({ nome: 'Tecidos Maré Alta Ltda', cnpj: '11.222.333/0001-81' })]);
    const anon = await (await clientAs('anon')).rpc('exportar_clientes', {});
    expect(anon.data ?? []).toEqual([]);
  });
});
