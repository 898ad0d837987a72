/**
 * The two documents a register asks for, CPF (clientes, funcionários) and CNPJ (fornecedores), with the
 * spec's words for each (spec 001 §5) and numbers to try, written out once for every register's tests.
 */
export const DOCUMENTOS = {
  cpf: {
    label: /^CPF/,
    required: 'CPF é obrigatório',
    invalid: 'CPF inválido',
    valid: '529.982.247-25',
    bare: '52998224725',
    /** Wrong check digits, all digits alike, too short. */
    wrong: ['529.982.247-24', '111.111.111-11', '529.982.247'],
    /** Wrong check digits as typed in the masked field and as it shows them. */
    typed: '52998224724',
    shown: '529.982.247-24',
  },
  cnpj: {
    label: /^CNPJ/,
    required: 'CNPJ é obrigatório',
    invalid: 'CNPJ inválido',
    valid: '11.222.333/0001-81',
    bare: '11222333000181',
    wrong: ['11.222.333/0001-80', '00.000.000/0000-00', '11.222.333/0001'],
    typed: '11222333000180',
    shown: '11.222.333/0001-80',
  },
} as const;

export type Documento = keyof typeof DOCUMENTOS;
