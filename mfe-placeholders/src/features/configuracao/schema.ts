import { Yup, cnpj, email, emptyValues, nome, telefone } from '@loja/shared-ui';
import { EMPRESA_VALIDATION, PIX_VALIDATION } from './messages';
import { duasCasas, numero } from './campos';
import { PIX_CHAVE_MAX, PIX_CIDADE_MAX, analisarChavePix } from './pix';
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
  // Sales settings (migrations 20261128000400 and 0600, issue 24): how long a storefront order holds
  // its stock, the discount a funcionário may give, and the Pix the counter sale shows.
  reserva_horas: numero(EMPRESA_VALIDATION.reservaHoras).integer(EMPRESA_VALIDATION.reservaHoras).min(1, EMPRESA_VALIDATION.reservaHoras).max(720, EMPRESA_VALIDATION.reservaHoras),
  desconto_maximo_funcionario: numero(EMPRESA_VALIDATION.descontoMaximo)
    .min(0, EMPRESA_VALIDATION.descontoMaximo)
    .max(100, EMPRESA_VALIDATION.descontoMaximo)
    .test('duas-casas', EMPRESA_VALIDATION.descontoCasas, duasCasas),
  // How long a vale-troca stays valid (issue 26; the database's check is the same 1 to 3650 days).
  vale_troca_validade_dias: numero(EMPRESA_VALIDATION.valeTrocaDias)
    .integer(EMPRESA_VALIDATION.valeTrocaDias)
    .min(1, EMPRESA_VALIDATION.valeTrocaDias)
    .max(3650, EMPRESA_VALIDATION.valeTrocaDias),
  pix_chave: Yup.string()
    .trim()
    .max(PIX_CHAVE_MAX, PIX_VALIDATION.chaveMax)
    .test('pix-chave', function chaveValida(value) {
      if (!value) return true;
      const analise = analisarChavePix(value);
      return 'erro' in analise ? this.createError({ message: analise.erro }) : true;
    }),
  // The BR Code requires the merchant city, so a key without a city could not be paid.
  pix_cidade: Yup.string()
    .trim()
    .max(PIX_CIDADE_MAX, PIX_VALIDATION.cidadeMax)
    .when('pix_chave', ([chave], schema) => (typeof chave === 'string' && chave.trim() !== '' ? schema.required(PIX_VALIDATION.cidadeRequired) : schema)),
});

export type EmpresaValues = Yup.InferType<typeof empresaSchema>;

export const EMPRESA_DEFAULTS = emptyValues(empresaSchema);
