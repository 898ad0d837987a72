/** The clientes list's requests and texts, through the shared driver (test/registerListBehaviour.tsx). */
import { describeRegisterListBehaviour } from '../../test/registerListBehaviour';
import { clientesApi, type ClienteListRow } from './api';
import { ClientesListPage } from './ClientesListPage';

const ANA: ClienteListRow = {
  id: 1,
  nome: 'Ana Paula Ribeiro',
  cpf: '123.456.789-09',
  telefone: '(48) 99101-2020',
  email: 'ana.ribeiro@email.com',
  cidade: 'Florianópolis',
  estado: 'SC',
  ativo: true,
  created_at: '2026-11-20T10:00:00Z',
};

/** Spec 001 §2 and §8, word for word. */
const WORDS = { title: 'Clientes', newLabel: 'Novo Cliente', loading: 'Carregando clientes...', empty: 'Nenhum cliente encontrado' };

describeRegisterListBehaviour({
  recurso: 'clientes',
  documento: 'cpf',
  endpoint: 'listClientes',
  Page: ClientesListPage,
  words: WORDS,
  rows: [ANA, { ...ANA, id: 4, nome: 'Diego Fernandes', cpf: '456.789.012-49', telefone: '(11) 99404-5050', ativo: false }],
  seed: (store, args, page) => store.dispatch(clientesApi.util.upsertQueryData('listClientes', args, page)),
});
