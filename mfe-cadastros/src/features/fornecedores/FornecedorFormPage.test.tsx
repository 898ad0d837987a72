/** The fornecedor form without a backend (test/registerForm.tsx): its CNPJ and its words. */
import { describeRegisterForm } from '../../test/registerForm';
import { FORNECEDOR_MESSAGES } from './messages';

/** Spec 001 §2 and §8, word for word. */
const WORDS = { newTitle: 'Novo Fornecedor', createLabel: 'Cadastrar fornecedor', listTitle: 'Fornecedores', loadOne: 'Não foi possível carregar os dados do fornecedor', createFailed: 'Não foi possível cadastrar o fornecedor' };

describeRegisterForm({ recurso: 'fornecedores', messages: FORNECEDOR_MESSAGES, documento: 'cnpj', words: WORDS });
