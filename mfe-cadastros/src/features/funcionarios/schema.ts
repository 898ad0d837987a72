import { Yup, campoAtivo, camposEndereco, camposPessoa, date, email, emptyValues, money } from '@loja/shared-ui';
import { FUNCIONARIO_REQUIRED, USUARIO_MESSAGES } from './messages';

/** The roles an employee's login may have (spec 001 §5), Funcionário first as the default. */
export const TIPOS_USUARIO = ['funcionario', 'admin', 'user'] as const;
export type TipoUsuario = (typeof TIPOS_USUARIO)[number];

/** Spec 001 §3 (fields) and §5 (required: nome, cpf, telefone, email, cargo, salario >= 0, data_admissao). */
export const funcionarioSchema = Yup.object({
  ...camposPessoa(FUNCIONARIO_REQUIRED),
  cargo: Yup.string().trim().required(FUNCIONARIO_REQUIRED.cargo).max(100),
  salario: money().required(FUNCIONARIO_REQUIRED.salario),
  data_admissao: date({ min: '1900-01-02' }).required(FUNCIONARIO_REQUIRED.data_admissao),
  ...camposEndereco,
  ...campoAtivo,
});

export type FuncionarioFormValues = Yup.InferType<typeof funcionarioSchema>;

/** A new employee: empty fields, active (spec 001 §4: new records start active). */
export const NOVO_FUNCIONARIO = emptyValues(funcionarioSchema, { ativo: true });

/** A new login (spec 001 §5 "Employee login"); its fields are checked only when one is being created. */
export const novoUsuarioFields = {
  email: email().required(USUARIO_MESSAGES.emailRequired),
  senha: Yup.string().required(USUARIO_MESSAGES.senhaRequired).min(6, USUARIO_MESSAGES.senhaMin).max(72, USUARIO_MESSAGES.senhaMax),
  tipo: Yup.string().oneOf(TIPOS_USUARIO).required(),
};

export const novoUsuarioSchema = Yup.object(novoUsuarioFields);
export type NovoUsuarioValues = Yup.InferType<typeof novoUsuarioSchema>;

/** The new-employee form: the employee and, optionally, their login ("Usuário" tab). */
export const novoFuncionarioSchema = funcionarioSchema.shape({
  usuario: Yup.object({
    criar: Yup.boolean().required(),
    email: Yup.string().when('criar', { is: true, then: () => novoUsuarioFields.email, otherwise: (s) => s.strip() }),
    senha: Yup.string().when('criar', { is: true, then: () => novoUsuarioFields.senha, otherwise: (s) => s.strip() }),
    tipo: novoUsuarioFields.tipo,
  }),
});

export type NovoFuncionarioValues = Yup.InferType<typeof novoFuncionarioSchema>;

export const NOVO_USUARIO: NovoFuncionarioValues['usuario'] = { criar: false, email: '', senha: '', tipo: 'funcionario' };

/** An existing login, as the edit form's Usuário tab changes it (spec 001 §7: tipo; activation from the issue). */
export const usuarioVinculadoSchema = Yup.object({
  tipo: Yup.string().oneOf([...TIPOS_USUARIO, 'cliente']).required(),
  ativo: Yup.boolean().required(),
});

/** The edit form: the employee and, when linked, their login's role and activation. */
export const editarFuncionarioSchema = funcionarioSchema.shape({
  usuario: usuarioVinculadoSchema.nullable().default(null),
});

export type EditarFuncionarioValues = Yup.InferType<typeof editarFuncionarioSchema>;
