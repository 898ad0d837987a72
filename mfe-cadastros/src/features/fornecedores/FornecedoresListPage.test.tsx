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

/** Spec 001 §2 and §8, word for word. */
const WORDS = { title: 'Fornecedores', newLabel: 'Novo Fornecedor', loading: 'Carregando fornecedores...', empty: 'Nenhum fornecedor encontrado' };

describeRegisterListBehaviour({
  recurso: 'fornecedores',
  documento: 'cnpj',
  endpoint: 'listFornecedores',
  Page: FornecedoresListPage,
  words: WORDS,
  rows: [MARE, { ...MARE, id: 5, nome: 'Estamparia Coral', cnpj: '55.666.777/0001-81', telefone: '(48) 3577-5555', ativo: false }],
  seed: (store, args, page) => store.dispatch(fornecedoresApi.util.upsertQueryData('listFornecedores', args, page)),
});
