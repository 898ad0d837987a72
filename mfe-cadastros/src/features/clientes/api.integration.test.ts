/**
 * The clientes endpoints against the local stack (spec 001 §7): the list kit's shared checks run
 * through test/registerApiOnStack.ts; here are the cliente's own: the CPF in the search, the row a
 * new cliente writes and the database's refusals of a CPF.
 */
import { describe, expect, it } from 'vitest';
import { constraintName, toFormValues, toRow } from '@loja/shared-ui';
import { makeStore } from '@loja/shared-ui/platform';
import { novoCpf, signInAs, soDigitos, unique } from '@loja/local-supabase/testing';
import { registerOnStack } from '../../test/registerApiOnStack';
import { clientesApi } from './api';
import { NOVO_CLIENTE, type ClienteFormValues } from './schema';

const endpoints = clientesApi.endpoints;
const store = () => makeStore();

const { listar, inserir, linha, contagem, lembrar, describeKit } = registerOnStack({
  tabela: 'clientes',
  documento: { coluna: 'cpf', novo: novoCpf },
  list: (args) => store().dispatch(endpoints.listClientes.initiate(args)),
  get: (id) => store().dispatch(endpoints.getCliente.initiate(id)),
  createValid: () => store().dispatch(endpoints.createCliente.initiate({ nome: unique('Proibido'), cpf: novoCpf(), telefone: '(48) 99101-0000', email: 'proibido@loja.test' })),
  update: (id, changes) => store().dispatch(endpoints.updateCliente.initiate({ id, changes })),
  delete: (id) => store().dispatch(endpoints.deleteCliente.initiate(id)),
});

describeKit();

describe('clientes: the CPF in the search', () => {
  it('finds a cliente by the CPF typed as bare digits, with its punctuation or in part', async () => {
    const cpf = novoCpf();
    const id = await inserir(unique('Cliente CPF'), { documento: cpf });
    await signInAs('funcionario');

    expect((await listar({ busca: soDigitos(cpf) })).rows.map((c) => c.id)).toEqual([id]);
    expect((await listar({ busca: cpf })).rows.map((c) => c.id)).toEqual([id]);
    expect((await listar({ busca: soDigitos(cpf).slice(0, 9) })).rows.map((c) => c.id)).toEqual([id]);
  });
});

describe('createCliente, getCliente and the CPF the database refuses', () => {
  it('creates with empresa_id 1 and stores the empty optional fields as null', async () => {
    await signInAs('funcionario');
    const values: ClienteFormValues = { ...toFormValues(null, NOVO_CLIENTE), nome: unique('Novo Cliente'), cpf: novoCpf(), telefone: '(48) 99101-0000', email: `${unique('novo')}@loja.test` };

    const criado = await store().dispatch(endpoints.createCliente.initiate(toRow(values))).unwrap();
    lembrar(criado.id);

    const noBanco = await linha(criado.id);
    expect(noBanco).toMatchObject({
      empresa_id: 1,
      nome: values.nome,
      cpf: values.cpf,
      telefone: '(48) 99101-0000',
      email: values.email,
      endereco: null,
      cidade: null,
      estado: null,
      cep: null,
      data_nascimento: null,
      ativo: true,
    });
    expect(criado).toMatchObject({ id: criado.id, empresa_id: 1, nome: values.nome, endereco: null });

    const lido = await store().dispatch(endpoints.getCliente.initiate(criado.id)).unwrap();
    expect(lido).toMatchObject({ id: criado.id, nome: values.nome, cpf: values.cpf });
  });

  it('refuses a CPF already registered, typed with other punctuation: 23505 on clientes_cpf_unico', async () => {
    const cpf = novoCpf();
    await inserir(unique('Original'), { documento: cpf });
    await signInAs('funcionario');
    const antes = await contagem();

    const values: ClienteFormValues = { ...toFormValues(null, NOVO_CLIENTE), nome: unique('Repetido'), cpf: soDigitos(cpf), telefone: '(48) 99101-0000', email: `${unique('rep')}@loja.test` };
    const erro = await store().dispatch(endpoints.createCliente.initiate(toRow(values))).unwrap().then(
      () => expect.unreachable('o CPF repetido foi aceito'),
      (e: unknown) => e,
    );

    expect(erro).toMatchObject({ code: '23505' });
    expect(constraintName(erro as never)).toBe('clientes_cpf_unico');
    expect(await contagem()).toBe(antes);
  });

  it('refuses a CPF with wrong check digits: 23514 on clientes_cpf_valido', async () => {
    await signInAs('funcionario');
    const antes = await contagem();
    const erro = await store()
      .dispatch(endpoints.createCliente.initiate({ nome: unique('CPF errado'), cpf: '123.456.789-00', telefone: '(48) 99101-0000', email: 'x@loja.test' }))
      .unwrap()
      .catch((e: unknown) => e);

    expect(erro).toMatchObject({ code: '23514' });
    expect(constraintName(erro as never)).toBe('clientes_cpf_valido');
    expect(await contagem()).toBe(antes);
  });
});
