/**
 * Valid CPFs and CNPJs for tests, fresh on every call so rows never collide with the seed, with
 * another test or with an earlier run (the database refuses a repeated document). The check digits
 * follow the Receita Federal rules that `cpf_valido` / `cnpj_valido` (migration 20261123000100) check.
 */

let counter = 0;

/** Digits that differ on every call in this process (time, a counter and chance). */
function freshDigits(length: number): string {
  counter += 1;
  const source = `${Date.now()}${counter}${Math.floor(Math.random() * 1e9)}`;
  return source.slice(-length).padStart(length, '7');
}

function cpfDigit(digits: string): number {
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A valid CPF, formatted '000.000.000-00' as the form stores it. */
export function novoCpf(): string {
  let base = freshDigits(9);
  if (/^(\d)\1+$/.test(base)) base = `1${base.slice(1)}`;
  const first = cpfDigit(base);
  const digits = `${base}${first}${cpfDigit(`${base}${first}`)}`;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** Each CNPJ character counts as its ASCII code minus 48 (so '0'-'9' are 0-9 and 'A' is 17). */
function cnpjDigit(chars: string): number {
  const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(13 - chars.length);
  const sum = [...chars].reduce((total, c, i) => total + (c.charCodeAt(0) - 48) * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Check digits of a 12-character CNPJ root ('0-9', 'A-Z'). */
export function cnpjCheckDigits(root: string): string {
  const first = cnpjDigit(root);
  return `${first}${cnpjDigit(`${root}${first}`)}`;
}

/** '12ABC34501DE35' -> '12.ABC.345/01DE-35'. */
export function formatarCnpj(chars: string): string {
  return `${chars.slice(0, 2)}.${chars.slice(2, 5)}.${chars.slice(5, 8)}/${chars.slice(8, 12)}-${chars.slice(12)}`;
}

/** A valid numeric CNPJ, formatted '00.000.000/0000-00'. */
export function novoCnpj(): string {
  const root = `${freshDigits(8)}0001`;
  return formatarCnpj(`${root}${cnpjCheckDigits(root)}`);
}

/** A valid alphanumeric CNPJ (issued since July 2026), formatted '12.ABC.345/01DE-35'. */
export function novoCnpjAlfanumerico(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const root = `${freshDigits(2)}${pick()}${pick()}${freshDigits(4)}${pick()}${freshDigits(3)}`;
  return formatarCnpj(`${root}${cnpjCheckDigits(root)}`);
}

/** Only the digits: '123.456.789-09' -> '12345678909'. */
export const soDigitos = (documento: string) => documento.replace(/\D/g, '');
