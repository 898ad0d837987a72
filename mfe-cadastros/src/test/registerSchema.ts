import { toFormValues, type FormDefaults, type Yup } from '@loja/shared-ui';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './schemaErrors';

/** Spec 001 §5's words for the contact fields every register requires, written out once for all of them. */
export const CONTATO_OBRIGATORIO = { nome: 'Nome é obrigatório', telefone: 'Telefone é obrigatório', email: 'Email é obrigatório' } as const;

export interface RegisterSchemaCase<Values extends object> {
  schema: Yup.ObjectSchema<Values>;
  novo: FormDefaults<Values>;
  /** A record the schema accepts with only its required fields filled; each check spoils one field. */
  valid: Partial<Values>;
  /** The register's own required fields and the spec's message of each (beside CONTATO_OBRIGATORIO). */
  required: Partial<Record<keyof Values, string>>;
  /** The document field, a bare number it accepts and numbers with wrong check digits or length. */
  documento: { field: keyof Values & string; bare: string; wrong: string[]; message: string };
}

/**
 * A register's schema (clientes, fornecedores, funcionários) checked the same way: the spec's required
 * messages, its document's check digits, the contact and address fields it spreads from the form kit
 * (`camposPessoa`/`camposEmpresa`, `camposEndereco`: their rules are tested in shared-ui), and a new
 * record starting empty and active (spec 001 §4). Each register's `schema.test.ts` adds what is its own.
 */
export function describeRegisterSchema<Values extends object>(name: string, { schema, novo, valid, required, documento }: RegisterSchemaCase<Values>) {
  const values = { ...toFormValues(null, novo), ...valid };
  const erros = (change: Record<string, unknown>) => schemaErrors(schema, { ...values, ...change });
  const obrigatorios: Record<string, string> = { ...CONTATO_OBRIGATORIO, ...required };
  const each = (value: unknown) => Object.fromEntries(Object.keys(obrigatorios).map((key) => [key, value]));

  describe(`${name} (spec 001 §5)`, () => {
    it('accepts a record with only the required fields', async () => {
      expect(await erros({})).toEqual({});
    });

    it("says which required field is missing, in the spec's words", async () => {
      expect(await erros(each(''))).toEqual(obrigatorios);
      // Formik hands Yup undefined for an emptied field; blanks count as empty too.
      expect(await erros(each(undefined))).toEqual(obrigatorios);
      expect(await erros({ nome: '   ', email: '  ' })).toEqual({ nome: 'Nome é obrigatório', email: 'Email é obrigatório' });
    });

    it(`checks the ${documento.field.toUpperCase()} check digits, formatted or bare`, async () => {
      expect(await erros({ [documento.field]: documento.bare })).toEqual({});
      for (const wrong of documento.wrong) expect(await erros({ [documento.field]: wrong }), wrong).toEqual({ [documento.field]: documento.message });
    });

    it('checks the e-mail and the telefone when filled, and has the optional address', async () => {
      expect(await erros({ email: 'ana@', telefone: '(48) 1234' })).toEqual({ email: 'Email inválido', telefone: 'Telefone inválido' });
      expect(await erros({ telefone: '(48) 3333-7070' })).toEqual({});
      expect(await erros({ endereco: '', cidade: '', estado: 'XX', cep: '89010' })).toEqual({ estado: 'Estado inválido', cep: 'CEP inválido' });
    });

    it('a new record starts empty and active (spec 001 §4)', () => {
      const vazio = Object.fromEntries(Object.keys(schema.fields).map((key) => [key, '']));
      expect(toFormValues(null, novo)).toEqual({ ...vazio, ativo: true });
    });
  });
}
