import { Yup } from '@loja/shared-ui';

/**
 * The message under every failing field, as Formik shows them (Yup with abortEarly: false, the
 * first message of a field wins), or {} when the values pass: what the register schema tests compare.
 */
export async function schemaErrors(schema: Yup.AnySchema, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof Yup.ValidationError)) throw error;
    const erros: Record<string, string> = {};
    for (const e of error.inner) erros[e.path ?? ''] ??= e.message;
    return erros;
  }
}
