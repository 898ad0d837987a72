/** The fornecedores list's requests and texts, through the shared driver (test/registerListBehaviour.tsx). */
import { describeRegisterListBehaviour } from '../../test/registerListBehaviour';
import { fornecedoresApi, type FornecedorListRow } from './api';
import { FornecedoresListPage } from './FornecedoresListPage';

const MARE: FornecedorListRow = {
  id: 1,
  nome: 'Tecidos Maré Alta Ltda',
  cnpj: '11.222.333/0001-81',
  telefone: '(47) 3333-1111',
  email: 'vendas@marealta.com.br',
  cidade: 'Blumenau',
  estado: 'SC',
  ativo: true,
  created_at: '2026-11-20T10:00:00Z',
};

describeRegisterListBehaviour({
  recurso: 'fornecedores',
  title: 'Fornecedores',
  endpoint: 'listFornecedores',
  Page: FornecedoresListPage,
  newLabel: 'Novo Fornecedor',
  loading: 'Carregando fornecedores...',
  empty: 'Nenhum fornecedor encontrado',
  rows: [MARE, { ...MARE, id: 5, nome: 'Estamparia Coral', cnpj: '55.666.777/0001-81', telefone: '(48) 3577-5555', ativo: false }],
  seed: (store, args, page) => store.dispatch(fornecedoresApi.util.upsertQueryData('listFornecedores', args, page)),
  search: { typed: '  Maré ', trimmed: 'Maré', inUrl: '?busca=Mar%C3%A9', document: '11222333000181' },
});
