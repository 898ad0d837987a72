/**
 * The fornecedores endpoints against the local stack (spec 001 §7), through test/registerApiOnStack.ts:
 * the list kit's checks, the CNPJ in the search, the row a new fornecedor writes and the database's
 * refusals of a CNPJ (its wrong check digit an alphanumeric one); here, the alphanumeric CNPJ's own.
 */
import { describe, expect, it } from 'vitest';
import { constraintName, toFormValues, toRow } from '@loja/shared-ui';
import { makeStore } from '@loja/shared-ui/platform';
import { novoCnpj, novoCnpjAlfanumerico, signInAs, unique } from '@loja/local-supabase/testing';
import { registerOnStack } from '../../test/registerApiOnStack';
import { fornecedoresApi } from './api';
import { NOVO_FORNECEDOR } from './schema';

const endpoints = fornecedoresApi.endpoints;
const store = () => makeStore();
const { inserir, linha, listar, lembrar, describeKit } = registerOnStack({
  tabela: 'fornecedores',
  documento: { coluna: 'cnpj', novo: novoCnpj, errado: '12.ABC.345/01DE-34', prefixo: 8 },
  vazio: NOVO_FORNECEDOR,
  list: (args) => store().dispatch(endpoints.listFornecedores.initiate(args)),
  get: (id) => store().dispatch(endpoints.getFornecedor.initiate(id)),
  create: (nome, cnpj) =>
    store().dispatch(endpoints.createFornecedor.initiate(toRow({ ...toFormValues(null, NOVO_FORNECEDOR), nome, cnpj, telefone: '(47) 3333-1000', email: `${unique('novo')}@loja.test` }))),
  update: (id, changes) => store().dispatch(endpoints.updateFornecedor.initiate({ id, changes })),
  delete: (id) => store().dispatch(endpoints.deleteFornecedor.initiate(id)),
});

describeKit();

describe('fornecedores: the alphanumeric CNPJ (Receita Federal, July 2026)', () => {
  it('finds an alphanumeric CNPJ typed without punctuation and in lower case', async () => {
    const cnpj = novoCnpjAlfanumerico();
    const id = await inserir(unique('Fornecedor alfanumérico'), { documento: cnpj });
    await signInAs('funcionario');

    const semPontuacao = cnpj.replace(/[^0-9A-Z]/g, '');
    expect((await listar({ busca: semPontuacao.toLowerCase() })).rows.map((f) => f.id)).toEqual([id]);
    expect((await listar({ busca: cnpj })).rows.map((f) => f.id)).toEqual([id]);
  });

  it('creates a fornecedor with an alphanumeric CNPJ such as 12.ABC.345/01DE-35', async () => {
    await signInAs('admin');
    // Each run has a fresh stack, so the example itself is free.
    const cnpj = '12.ABC.345/01DE-35';

    const criado = await store()
      .dispatch(endpoints.createFornecedor.initiate({ nome: unique('Fornecedor alfa'), cnpj, telefone: '(47) 3333-1000', email: 'alfa@loja.test' }))
      .unwrap();
    lembrar(criado.id);

    expect(await linha(criado.id)).toMatchObject({ cnpj, empresa_id: 1 });
  });

  it('an alphanumeric CNPJ is the same CNPJ in lower case: 23505 on fornecedores_cnpj_unico', async () => {
    const cnpj = novoCnpjAlfanumerico();
    await inserir(unique('Original alfa'), { documento: cnpj });
    await signInAs('funcionario');

    const erro = await store()
      .dispatch(endpoints.createFornecedor.initiate({ nome: unique('Repetido alfa'), cnpj: cnpj.toLowerCase(), telefone: '(47) 3333-1000', email: 'rep@loja.test' }))
      .unwrap()
      .catch((e: unknown) => e);

    expect(erro).toMatchObject({ code: '23505' });
    expect(constraintName(erro as never)).toBe('fornecedores_cnpj_unico');
  });
});
