/** The cliente form without a backend (test/registerForm.tsx): its CPF and its words. */
import { describeRegisterForm } from '../../test/registerForm';
import { CLIENTE_MESSAGES } from './messages';

/** Spec 001 §2 and §8, word for word. */
const WORDS = { newTitle: 'Novo Cliente', createLabel: 'Cadastrar cliente', listTitle: 'Clientes', loadOne: 'Não foi possível carregar os dados do cliente', createFailed: 'Não foi possível cadastrar o cliente' };

describeRegisterForm({ recurso: 'clientes', messages: CLIENTE_MESSAGES, documento: 'cpf', words: WORDS });
