/** Texts of the company settings page (Configuração > Empresa). */
export const EMPRESA_MESSAGES = {
  title: 'Dados da Empresa',
  adminDescription: 'Estes dados aparecem no catálogo e no checkout por WhatsApp.',
  readOnlyDescription: 'Somente administradores podem alterar estes dados.',
  loadFailure: 'Não foi possível carregar os dados da empresa.',
  saveSuccess: 'Dados da empresa salvos com sucesso',
  saveFailure: 'Não foi possível salvar os dados da empresa.',
  whatsappHint: 'Com DDD, ex.: (48) 99999-0000. O código do Brasil (55) é incluído sozinho.',
} as const;

/** The schema's own messages (formats of CNPJ, telefone and e-mail come from the form kit). */
export const EMPRESA_VALIDATION = {
  nomeRequired: 'Nome da empresa é obrigatório',
  whatsappRequired: 'WhatsApp é obrigatório',
  whatsappFormat: 'Informe o número com DDD, ex.: (48) 99999-0000',
  website: 'Informe o endereço completo (ex.: https://lojapraia.com.br)',
  instagram: 'Informe o endereço completo (ex.: https://instagram.com/lojapraia)',
} as const;
