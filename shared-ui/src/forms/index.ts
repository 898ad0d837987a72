/** The form kit: Portuguese Yup, field schemas, the row <-> values mapping, submit and leave guards, layout. */
export { Yup, ptBR } from './yup';
export { cpf, cnpj, telefone, cep, email, uf, money, date, today, UFS, FIELD_MESSAGES } from './fields';
export type { DateFieldOptions, MoneyFieldOptions } from './fields';
export { nome, camposPessoa, camposEmpresa, camposEndereco, campoAtivo, emptyValues } from './cadastro';
export type { ContatoRequired } from './cadastro';
export { toFormValues, toRow } from './values';
export type { FormDefaults, RowLike, RowOf } from './values';
export {
  submitForm,
  constraintName,
  constraintErrors,
  PG_UNIQUE_VIOLATION,
  PG_CHECK_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
} from './submit';
export type { SubmitFormOptions, ToastText } from './submit';
export { UnsavedChangesPrompt, UNSAVED_CHANGES_MESSAGES } from './UnsavedChangesPrompt';
export type { UnsavedChangesPromptProps } from './UnsavedChangesPrompt';
export { useRecordToEdit } from './useRecordToEdit';
export { isolatedSubmit } from './isolatedSubmit';
export { FormStack, FormSection, FormGrid, FormWide, FormActions } from './layout';
export type { FormSectionProps, FormGridProps, FormActionsProps } from './layout';
export { digitsOnly, formatCpf, formatCnpj, formatTelefone, formatCep } from '../format/documents';
export { formatMoneyInput, parseMoney } from '../format/money';
export { RegisterFormFrame, RegisterFormSkeleton, READ_ONLY_FORM_MESSAGES } from './RegisterFormFrame';
export type { RegisterFormFrameProps } from './RegisterFormFrame';
export { RegisterForm } from './RegisterForm';
export type { RegisterFormProps, RegisterFormMessages, RegisterFormEndpoints } from './RegisterForm';
export type { UseGetRecord } from './useRecordToEdit';
