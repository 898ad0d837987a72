import { Yup, cnpj, email, emptyValues, nome, telefone } from '@loja/shared-ui';
import { EMPRESA_VALIDATION } from './messages';
import { websiteComProtocolo, whatsappDigits } from './whatsapp';

/** Mirrors the checks of table empresa (migration 20261122000100) so the database never refuses a valid form. */
export const empresaSchema = Yup.object({
  nome: nome().required(EMPRESA_VALIDATION.nomeRequired),
  cnpj: cnpj(),
  endereco: Yup.string().trim().max(300),
  telefone: telefone(),
  email: email(),
  // "lojapraia.com.br" is checked (and saved, EmpresaPage) with https:// in front.
  website: Yup.string().trim().transform(websiteComProtocolo).url(EMPRESA_VALIDATION.website).max(300),
  instagram: Yup.string().trim().url(EMPRESA_VALIDATION.instagram).max(300),
  // The field shows "(48) 99999-0000"; its digits are checked, and 10-11 of them (a Brazilian number
  // with DDD) get 55 when saved (whatsappComCodigoPais), so the database's check (digits only, 10 to
  // 15) always holds.
  whatsapp: Yup.string()
    .required(EMPRESA_VALIDATION.whatsappRequired)
    .test('whatsapp-digitos', EMPRESA_VALIDATION.whatsappFormat, (value) => /^[0-9]{10,15}$/.test(whatsappDigits(value ?? ''))),
});

export type EmpresaValues = Yup.InferType<typeof empresaSchema>;

export const EMPRESA_DEFAULTS = emptyValues(empresaSchema);
