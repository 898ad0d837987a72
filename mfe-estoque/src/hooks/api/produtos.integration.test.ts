/**
 * The new movement's product picker endpoints against the local stack (spec 001 §5 "Picker", §7, §9):
 * the search finds active products by every typed word, in any order and without accents, by name
 * or Referência, at most 10 by name; a code names one grade or one product; a product's grades come
 * in the shop's size order; one product by id. What each returns is checked field by field.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '@loja/shared-ui/platform';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { installClient, signInAs, sql, unique } from '@loja/local-supabase/testing';
import { estoqueProdutosApi, PICKER_LIMIT } from './produtos';

let client: TypedSupabaseClient;
const criados: number[] = [];
beforeAll(async () => {
  client = await signInAs('funcionario');
});
// The testing kit uninstalls the page's client after each test.
beforeEach(() => {
  installClient(client);
});
afterAll(async () => {
  await sql('delete from grades_produto where produto_id = any($1::bigint[])', [criados]);
  await sql('delete from produtos where id = any($1::bigint[])', [criados]);
});

interface NovoProduto {
  nome: string;
  codigo?: string;
  ativo?: boolean;
  estoque?: number;
  custo?: number;
}
async function inserir({ nome, codigo, ativo = true, estoque = 0, custo = 0 }: NovoProduto) {
  const [{ id }] = await sql<{ id: number }>(
    'insert into produtos (nome, preco_venda, preco_custo, codigo_barras, ativo, estoque_atual) values ($1, 89.9, $2, $3, $4, $5) returning id::int',
    [nome, custo, codigo ?? null, ativo, estoque],
  );
  criados.push(id);
  return id;
}
async function grade(produtoId: number, cor: string, tamanho: string, codigo: string | null = null) {
  const [{ id }] = await sql<{ id: number }>(
    'insert into grades_produto (produto_id, cor, tamanho, codigo_barras) values ($1, $2, $3, $4) returning id::int',
    [produtoId, cor, tamanho, codigo],
  );
  return id;
}

const buscar = (texto: string) => makeStore().dispatch(estoqueProdutosApi.endpoints.buscarProdutosParaMovimentacao.initiate(texto)).unwrap();
const codigo = (texto: string) => makeStore().dispatch(estoqueProdutosApi.endpoints.buscarCodigoDeBarras.initiate(texto)).unwrap();

describe('the picker search (buscarProdutosParaMovimentacao)', () => {
  it('finds an active product by every word, in any order, accent-free, by name or Referência; an inactive one never', async () => {
    const marca = unique('pick').replace(/-/g, '');
    const referencia = unique('REF');
    const id = await inserir({ nome: `Biquíni Cortininha Açaí ${marca}`, codigo: referencia, estoque: 4, custo: 35.5 });
    await inserir({ nome: `Biquíni Cortininha Inativo ${marca}`, ativo: false });

    const esperado = [{ id, nome: `Biquíni Cortininha Açaí ${marca}`, codigo_barras: referencia, estoque_atual: 4, preco_venda: 89.9, preco_custo: 35.5 }];
    expect(await buscar(`acai ${marca} biquini`)).toEqual(esperado);
    expect(await buscar(`  ${marca.toUpperCase()}   CORTININHA açaí `)).toEqual(esperado);
    expect(await buscar(referencia)).toEqual(esperado);
    // every word must match: one word found nowhere finds nothing
    expect(await buscar(`biquini ${marca} ${unique('nada').replace(/-/g, '')}`)).toEqual([]);
  });

  it(`gives at most ${PICKER_LIMIT} products, by name`, async () => {
    const marca = unique('limite').replace(/-/g, '');
    const nomes = Array.from({ length: PICKER_LIMIT + 2 }, (_, i) => `Canga ${String.fromCharCode(76 - i)} ${marca}`);
    for (const nome of nomes) await inserir({ nome });

    const achados = await buscar(`canga ${marca}`);
    expect(achados.map((p) => p.nome)).toEqual([...nomes].sort().slice(0, PICKER_LIMIT));
  });
});

describe('the barcode read (buscarCodigoDeBarras)', () => {
  it("a grade's code names the grade with its product; a Referência names the product; an inactive product's codes and an unknown code name nothing", async () => {
    const marca = unique('cod');
    const id = await inserir({ nome: `Saída de Praia ${marca}`, codigo: `${marca}-P`, custo: 20 });
    const coralM = await grade(id, 'Coral', 'M', `${marca}-G`);
    const inativo = await inserir({ nome: `Inativo ${marca}`, codigo: `${marca}-IP`, ativo: false });
    await grade(inativo, 'Azul', 'P', `${marca}-IG`);

    const produto = { id, nome: `Saída de Praia ${marca}`, codigo_barras: `${marca}-P`, estoque_atual: 0, preco_venda: 89.9, preco_custo: 20 };
    expect(await codigo(`${marca}-G`)).toEqual([
      { produto, grade: { id: coralM, produto_id: id, cor: 'Coral', tamanho: 'M', estoque_atual: 0, estoque_minimo: 0, codigo_barras: `${marca}-G` } },
    ]);
    expect(await codigo(`${marca}-P`)).toEqual([{ produto, grade: null }]);
    expect(await codigo(`${marca}-IP`)).toEqual([]);
    expect(await codigo(`${marca}-IG`)).toEqual([]);
    expect(await codigo(`${marca}-nenhum`)).toEqual([]);
  });
});

describe("a product's grades and one product", () => {
  it("lists the grades by colour and then in the shop's size order; reads one product by id", async () => {
    const marca = unique('grades');
    const id = await inserir({ nome: `Maiô ${marca}`, codigo: marca });
    for (const [cor, tamanho] of [['Preto', 'GG'], ['Azul', 'M'], ['Preto', 'P'], ['Azul', 'GG'], ['Preto', 'M']] as const) await grade(id, cor, tamanho);

    const grades = await makeStore().dispatch(estoqueProdutosApi.endpoints.listGradesParaMovimentacao.initiate(id)).unwrap();
    expect(grades.map((g) => `${g.cor}/${g.tamanho}`)).toEqual(['Azul/M', 'Azul/GG', 'Preto/P', 'Preto/M', 'Preto/GG']);

    const produto = await makeStore().dispatch(estoqueProdutosApi.endpoints.getProdutoParaMovimentacao.initiate(id)).unwrap();
    expect(produto).toEqual({ id, nome: `Maiô ${marca}`, codigo_barras: marca, estoque_atual: 0, preco_venda: 89.9, preco_custo: 0 });
  });
});
