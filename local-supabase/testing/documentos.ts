/**
 * Valid CPFs and CNPJs for every test of the project (the stack's own, the frontends' integration
 * tests through `@loja/local-supabase/testing`, and e2e through `@loja/local-supabase/testing/documentos`,
 * which has no Node-only import), new on every call (the database refuses a repeated document), from
 * @brazilian-utils/brazilian-utils, the library the forms check them with. The database's own
 * `cpf_valido` / `cnpj_valido` (migration 20261123000100) check them again.
 */
import { formatCnpj, formatCpf, generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';

/** A valid CPF, formatted '000.000.000-00' as the form stores it. */
export const novoCpf = (): string => formatCpf(generateCpf());

/** A valid numeric CNPJ, formatted '00.000.000/0000-00'. */
export const novoCnpj = (): string => formatCnpj(generateCnpj());

/** A valid alphanumeric CNPJ (issued since July 2026), formatted like '12.ABC.345/01DE-35'. */
export const novoCnpjAlfanumerico = (): string => formatCnpj(generateCnpj(2), { version: 2 });

/** Only the digits: '123.456.789-09' -> '12345678909'. */
export const soDigitos = (documento: string) => documento.replace(/\D/g, '');
