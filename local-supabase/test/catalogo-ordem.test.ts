/**
 * "Nome (A-Z)" is Portuguese order (issue 25 §4, migration 20261128001500): the catalogue sorts names
 * with the ICU collation public.pt_br, so "Bolsa de Ombro" comes before "Bolsa Térmica" (byte order put
 * the capital T first), and the name orders still walk an index.
 */
import { describe, expect, it } from 'vitest';
import { clientAs, sql, unique } from './support.ts';

async function nomes(busca: string, ordem: string) {
  const { data, error } = await (await clientAs('anon')).rpc('catalogo_pagina', { p_busca: busca, p_ordem: ordem }, { get: true });
  expect(error).toBeNull();
  return (data as { produtos: { nome: string }[] }).produtos.map((p) => p.nome);
}

describe('the catalogue orders names as Portuguese does', () => {
  it('"Bolsa de Ombro" before "Bolsa Térmica" in nome_asc, the other way in nome_desc', async () => {
    // One word shared by both names only, so the search finds these two.
    const marca = unique('ordem').replace(/\W/g, '');
    const termica = `Bolsa Térmica ${marca}`;
    const ombro = `Bolsa de Ombro ${marca}`;
    await sql(`insert into public.produtos (nome, preco_venda, estoque_atual, categoria_id) values ($1, 80, 1, 2), ($2, 80, 1, 2)`, [termica, ombro]);

    expect(await nomes(marca, 'nome_asc')).toEqual([ombro, termica]);
    expect(await nomes(marca, 'nome_desc')).toEqual([termica, ombro]);
  });

  it('uses an ICU pt-BR collation with an index on the active products in it', async () => {
    const [collation] = await sql<{ provider: string; locale: string }>(
      `select collprovider as provider, colllocale as locale
         from pg_collation where oid = 'public.pt_br'::regcollation`,
    );
    expect(collation).toEqual({ provider: 'i', locale: 'pt-BR' });
    const [indice] = await sql<{ def: string }>(`select pg_get_indexdef('public.produtos_ativos_nome_ptbr'::regclass) as def`);
    expect(indice.def).toMatch(/\(nome COLLATE (public\.)?pt_br, id\) WHERE ativo/);
  });
});
