/**
 * The fornecedores endpoints against the local stack (spec 001 §7): the list kit's shared checks
 * run through test/registerApiOnStack.ts; here are the fornecedor's own: the CNPJ (also the
 * alphanumeric one) in the search, the row a new fornecedor writes and the database's refusals of a CNPJ.
 */
import { describe, expect, it } from 'vitest';
import { constraintName, toFormValues, toRow } from '@loja/shared-ui';
import { makeStore } from '@loja/shared-ui/platform';
import { novoCnpj, novoCnpjAlfanumerico, signInAs, soDigitos, unique } from '@loja/local-supabase/testing';
import { registerOnStack } from '../../test/registerApiOnStack';
import { fornecedoresApi } from './api';
import { NOVO_FORNECEDOR, type FornecedorFormValues } from './schema';

const endpoints = fornecedoresApi.endpoints;
const store = () => makeStore();
const proibido = () => ({ nome: unique('Proibido'), cnpj: novoCnpj(), telefone: '(48) 99101-0000', email: 'proibido@loja.test' });

const { listar, inserir, linha, contagem, lembrar, describeKit } = registerOnStack({
  tabela: 'fornecedores',
  documento: { coluna: 'cnpj', novo: novoCnpj },
  delete: (id) => store().dispatch(endpoints.deleteFornecedor.initiate(id)),
  update: (id, changes) => store().dispatch(endpoints.updateFornecedor.initiate({ id, changes })),
  createValid: () => store().dispatch(endpoints.createFornecedor.initiate(proibido())),
  get: (id) => store().dispatch(endpoints.getFornecedor.initiate(id)),
  list: (args) => store().dispatch(endpoints.listFornecedores.initiate(args)),
});

describeKit();

describe('fornecedores: the CNPJ in the search', () => {
  it('finds a fornecedor by the CNPJ typed as bare digits, with its punctuation or in part', async () => {
    const cnpj = novoCnpj();
    const id = await inserir(unique('Fornecedor CNPJ'), { documento: cnpj });
    await signInAs('funcionario');

    expect((await listar({ busca: soDigitos(cnpj) })).rows.map((f) => f.id)).toEqual([id]);
    expect((await listar({ busca: cnpj })).rows.map((f) => f.id)).toEqual([id]);
    expect((await listar({ busca: soDigitos(cnpj).slice(0, 8) })).rows.map((f) => f.id)).toEqual([id]);
  });

  it('finds an alphanumeric CNPJ typed without punctuation and in lower case', async () => {
    const cnpj = novoCnpjAlfanumerico();
    const id = await inserir(unique('Fornecedor alfanumérico'), { documento: cnpj });
    await signInAs('funcionario');

    const semPontuacao = cnpj.replace(/[^0-9A-Z]/g, '');
    expect((await listar({ busca: semPontuacao.toLowerCase() })).rows.map((f) => f.id)).toEqual([id]);
    expect((await listar({ busca: cnpj })).rows.map((f) => f.id)).toEqual([id]);
  });

});

describe('createFornecedor, getFornecedor and the CNPJ the database refuses', () => {
  it('creates with empresa_id 1 and stores the empty optional fields as null', async () => {
    await signInAs('funcionario');
    const values: FornecedorFormValues = {
      ...toFormValues(null, NOVO_FORNECEDOR),
      nome: unique('Novo Fornecedor'),
      cnpj: novoCnpj(),
      telefone: '(47) 3333-1000',
      email: `${unique('novo')}@loja.test`,
    };

    const criado = await store().dispatch(endpoints.createFornecedor.initiate(toRow(values))).unwrap();
    lembrar(criado.id);

    expect(await linha(criado.id)).toMatchObject({
      empresa_id: 1,
      nome: values.nome,
      cnpj: values.cnpj,
      telefone: '(47) 3333-1000',
      email: values.email,
      endereco: null,
      cidade: null,
      estado: null,
      cep: null,
      ativo: true,
    });
    expect(criado).toMatchObject({ id: criado.id, empresa_id: 1, nome: values.nome, endereco: null });

    const lido = await store().dispatch(endpoints.getFornecedor.initiate(criado.id)).unwrap();
    expect(lido).toMatchObject({ id: criado.id, nome: values.nome, cnpj: values.cnpj });
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

  it('refuses a CNPJ already registered, typed with other punctuation: 23505 on fornecedores_cnpj_unico', async () => {
    const cnpj = novoCnpj();
    await inserir(unique('Original'), { documento: cnpj });
    await signInAs('funcionario');
    const antes = await contagem();

    const erro = await store()
      .dispatch(endpoints.createFornecedor.initiate({ nome: unique('Repetido'), cnpj: soDigitos(cnpj), telefone: '(47) 3333-1000', email: 'rep@loja.test' }))
      .unwrap()
      .then(
        () => expect.unreachable('o CNPJ repetido foi aceito'),
        (e: unknown) => e,
      );

    expect(erro).toMatchObject({ code: '23505' });
    expect(constraintName(erro as never)).toBe('fornecedores_cnpj_unico');
    expect(await contagem()).toBe(antes);
  });

  it('an alphanumeric CNPJ is the same CNPJ in lower case: 23505 too', async () => {
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

  it('refuses a CNPJ with wrong check digits: 23514 on fornecedores_cnpj_valido', async () => {
    await signInAs('funcionario');
    const antes = await contagem();
    // The Receita Federal's example is 12.ABC.345/01DE-35; 34 is a wrong second check digit.
    const errado = '12.ABC.345/01DE-34';
    const erro = await store()
      .dispatch(endpoints.createFornecedor.initiate({ nome: unique('CNPJ errado'), cnpj: errado, telefone: '(47) 3333-1000', email: 'x@loja.test' }))
      .unwrap()
      .catch((e: unknown) => e);

    expect(erro).toMatchObject({ code: '23514' });
    expect(constraintName(erro as never)).toBe('fornecedores_cnpj_valido');
    expect(await contagem()).toBe(antes);
  });
});
