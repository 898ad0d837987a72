import { describe, expect, expectTypeOf, it } from 'vitest';
import { cpf, email, money } from './fields';
import { toFormValues, toRow } from './values';
import { Yup } from './yup';

const schema = Yup.object({
  nome: Yup.string().required('Nome é obrigatório'),
  cpf: cpf().required('CPF é obrigatório'),
  email: email(),
  cidade: Yup.string(),
  salario: money(),
  ativo: Yup.boolean().required(),
});
type Values = Yup.InferType<typeof schema>;

const defaults = { nome: '', cpf: '', email: '', cidade: '', salario: '', ativo: true } as const;

describe('toFormValues', () => {
  it('uses the defaults for a new record', () => {
    expect(toFormValues<Values>(null, defaults)).toEqual(defaults);
  });

  it('turns null into "" and keeps only the form fields', () => {
    const row = { id: 7, created_at: '2024-01-01', nome: 'Ana', cpf: '529.982.247-25', email: null, cidade: null, salario: 1500, ativo: false };
    const values = toFormValues<Values>(row, defaults);
    expect(values).toEqual({
      nome: 'Ana',
      cpf: '529.982.247-25',
      email: '',
      cidade: '',
      salario: 1500,
      ativo: false,
    });
    // a saved record opens as a valid form: '' in an optional field passes the schema
    expect(schema.isValidSync(values)).toBe(true);
  });
});

describe('toRow', () => {
  it('saves empty and whitespace-only fields as null and trims the rest', () => {
    const row = toRow<Values>({ nome: '  Ana  ', cpf: '529.982.247-25', email: '   ', cidade: '', salario: 0, ativo: true });
    expect(row).toEqual({ nome: 'Ana', cpf: '529.982.247-25', email: null, cidade: null, salario: 0, ativo: true });
  });

  it('turns an empty money field ("" in the form) into null', () => {
    const values = { nome: 'Ana', cpf: '529.982.247-25', email: '', cidade: '', salario: '', ativo: true } as unknown as Values;
    expect(toRow(values).salario).toBeNull();
  });

  it('types optional fields as nullable and keeps required ones', () => {
    const row = toRow<Values>({ nome: 'Ana', cpf: '529.982.247-25', ativo: true });
    expectTypeOf(row.nome).toEqualTypeOf<string>();
    expectTypeOf(row.email).toEqualTypeOf<string | null>();
    expectTypeOf(row.salario).toEqualTypeOf<number | null>();
    expectTypeOf(row.ativo).toEqualTypeOf<boolean>();
  });
});
