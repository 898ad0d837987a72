/** The cliente form without a backend (test/registerForm.tsx): its CPF and its words. */
import { describeRegisterForm } from '../../test/registerForm';
import { CLIENTE_MESSAGES } from './messages';

describeRegisterForm({
  recurso: 'clientes',
  messages: CLIENTE_MESSAGES,
  documento: { label: /^CPF/, required: 'CPF é obrigatório', invalid: 'CPF inválido', typed: '52998224724', shown: '529.982.247-24' },
  typed: { nome: 'Ana Souza', badEmail: 'ana@' },
  words: { newTitle: 'Novo Cliente', createLabel: 'Cadastrar cliente', listTitle: 'Clientes', loadOne: 'Não foi possível carregar os dados do cliente', createFailed: 'Não foi possível cadastrar o cliente' },
});
