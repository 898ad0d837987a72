/** The fornecedor form without a backend (test/registerForm.tsx): its CNPJ and its words. */
import { describeRegisterForm } from '../../test/registerForm';
import { FORNECEDOR_MESSAGES } from './messages';

describeRegisterForm({
  recurso: 'fornecedores',
  messages: FORNECEDOR_MESSAGES,
  documento: { label: /^CNPJ/, required: 'CNPJ é obrigatório', invalid: 'CNPJ inválido', typed: '11222333000180', shown: '11.222.333/0001-80' },
  typed: { nome: 'Tecidos Maré', badEmail: 'vendas@' },
  words: { newTitle: 'Novo Fornecedor', createLabel: 'Cadastrar fornecedor', listTitle: 'Fornecedores', loadOne: 'Não foi possível carregar os dados do fornecedor', createFailed: 'Não foi possível cadastrar o fornecedor' },
});
