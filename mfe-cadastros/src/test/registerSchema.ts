import { toFormValues, type FormDefaults, type Yup } from '@loja/shared-ui';
import { describe, expect, it } from 'vitest';
import { DOCUMENTOS, type Documento } from './documentos';
import { schemaErrors } from './schemaErrors';

/** Spec 001 §5's words for the contact fields every register requires, written out once for all of them. */
export const CONTATO_OBRIGATORIO = { nome: 'Nome é obrigatório', telefone: 'Telefone é obrigatório', email: 'Email é obrigatório' } as const;

export interface RegisterSchemaCase<Values extends object> {
  /** The register's document (its field has the same name). */
  documento: Documento;
  /** The rest of a record the schema accepts with only its required fields filled; each check spoils one field. */
  valid: Partial<Values>;
  /** The register's own required fields and the spec's message of each (beside the contact fields and the document). */
  required?: Partial<Record<keyof Values, string>>;
}

/**
 * A register's schema (clientes, fornecedores, funcionários) checked the same way: the spec's required
 * messages, its document's check digits, the contact and address fields it spreads from the form kit
 * (`camposPessoa`/`camposEmpresa`, `camposEndereco`: their rules are tested in shared-ui), and a new
 * record starting empty and active (spec 001 §4). Each register's `schema.test.ts` adds what is its own.
 */
export function describeRegisterSchema<Values extends object>(
  schema: Yup.ObjectSchema<Values>,
  novo: FormDefaults<Values>,
  { documento: field, valid, required }: RegisterSchemaCase<Values>,
) {
  const documento = DOCUMENTOS[field];
  const values = { ...toFormValues(null, novo), [field]: documento.valid, ...valid };
  const erros = (change: Record<string, unknown>) => schemaErrors(schema, { ...values, ...change });
  const obrigatorios: Record<string, string> = { ...CONTATO_OBRIGATORIO, [field]: documento.required, ...required };
  const each = (value: unknown) => Object.fromEntries(Object.keys(obrigatorios).map((key) => [key, value]));

  describe(`the ${field.toUpperCase()} register's schema (spec 001 §5)`, () => {
    it('accepts a record with only the required fields', async () => {
      expect(await erros({})).toEqual({});
    });

    it("says which required field is missing, in the spec's words", async () => {
      expect(await erros(each(''))).toEqual(obrigatorios);
      // Formik hands Yup undefined for an emptied field; blanks count as empty too.
      expect(await erros(each(undefined))).toEqual(obrigatorios);
      expect(await erros({ nome: '   ', email: '  ' })).toEqual({ nome: 'Nome é obrigatório', email: 'Email é obrigatório' });
    });

    it(`checks the ${field.toUpperCase()} check digits, formatted or bare`, async () => {
      expect(await erros({ [field]: documento.bare })).toEqual({});
      for (const wrong of documento.wrong) expect(await erros({ [field]: wrong }), wrong).toEqual({ [field]: documento.invalid });
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
