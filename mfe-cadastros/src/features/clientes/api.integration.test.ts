/**
 * The clientes endpoints against the local stack (spec 001 §7), through test/registerApiOnStack.ts:
 * the list kit's checks, the CPF in the search, the row a new cliente writes and the database's
 * refusals of a CPF.
 */
import { toFormValues, toRow } from '@loja/shared-ui';
import { makeStore } from '@loja/shared-ui/platform';
import { novoCpf, unique } from '@loja/local-supabase/testing';
import { registerOnStack } from '../../test/registerApiOnStack';
import { clientesApi } from './api';
import { NOVO_CLIENTE } from './schema';

const endpoints = clientesApi.endpoints;
const store = () => makeStore();

const { describeKit } = registerOnStack({
  tabela: 'clientes',
  documento: { coluna: 'cpf', novo: novoCpf, errado: '123.456.789-00', prefixo: 9 },
  vazio: NOVO_CLIENTE,
  list: (args) => store().dispatch(endpoints.listClientes.initiate(args)),
  get: (id) => store().dispatch(endpoints.getCliente.initiate(id)),
  create: (nome, cpf) =>
    store().dispatch(endpoints.createCliente.initiate(toRow({ ...toFormValues(null, NOVO_CLIENTE), nome, cpf, telefone: '(48) 99101-0000', email: `${unique('novo')}@loja.test` }))),
  update: (id, changes) => store().dispatch(endpoints.updateCliente.initiate({ id, changes })),
  delete: (id) => store().dispatch(endpoints.deleteCliente.initiate(id)),
});

describeKit();
