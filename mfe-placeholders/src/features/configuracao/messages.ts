/** Texts of the company settings page (Configuração > Empresa). */
export const EMPRESA_MESSAGES = {
  title: 'Dados da Empresa',
  adminDescription: 'Estes dados aparecem no catálogo e no checkout por WhatsApp.',
  readOnlyDescription: 'Somente administradores podem alterar estes dados.',
  loadFailure: 'Não foi possível carregar os dados da empresa.',
  saveSuccess: 'Dados da empresa salvos com sucesso',
  saveFailure: 'Não foi possível salvar os dados da empresa.',
  whatsappHint: 'Com DDD, ex.: (48) 99999-0000. O código do Brasil (55) é incluído sozinho.',
  // The sales settings (issue 24): what the storefront order, the counter sale and its Pix read.
  vendasSection: 'Vendas',
  vendasDescription: 'Regras dos pedidos do catálogo e das vendas no balcão.',
  reservaHint: 'Por quanto tempo um pedido do catálogo segura o estoque antes de expirar (1 a 720 horas).',
  descontoHint: 'Acima deste percentual, somente um administrador pode dar desconto.',
  valeTrocaHint: 'Por quantos dias um vale-troca emitido numa troca ou devolução pode ser usado (1 a 3650 dias).',
  pixSection: 'Pix',
  pixDescription: 'A chave e a cidade que o QR Code do Pix mostra na venda no balcão.',
  pixChaveHint: 'CPF, CNPJ, e-mail, celular com +55 (ex.: +5548999990000) ou chave aleatória.',
  pixCidadeHint: 'A cidade da loja, até 15 caracteres (ex.: Florianópolis).',
} as const;

/** The schema's own messages (formats of CNPJ, telefone and e-mail come from the form kit). */
export const EMPRESA_VALIDATION = {
  nomeRequired: 'Nome da empresa é obrigatório',
  whatsappRequired: 'WhatsApp é obrigatório',
  whatsappFormat: 'Informe o número com DDD, ex.: (48) 99999-0000',
  website: 'Informe o endereço completo (ex.: https://lojapraia.com.br)',
  instagram: 'Informe o endereço completo (ex.: https://instagram.com/lojapraia)',
  reservaHoras: 'Informe um número inteiro de horas, de 1 a 720',
  descontoMaximo: 'Informe um percentual de 0 a 100',
  valeTrocaDias: 'Informe um número inteiro de dias, de 1 a 3650',
  descontoCasas: 'Use no máximo duas casas decimais',
} as const;

/** The Pix key's and city's messages (pix.ts, schema.ts). */
export const PIX_VALIDATION = {
  chaveInvalida: 'Chave Pix inválida: informe CPF, CNPJ, e-mail, celular com +55 (ex.: +5548999990000) ou chave aleatória',
  chaveCpf: 'CPF inválido. Se a chave for um celular, informe com +55, ex.: +5548999990000',
  chaveCnpj: 'CNPJ inválido',
  chaveEmail: 'E-mail inválido para chave Pix',
  chaveTelefone: 'Celular inválido: informe +55, o DDD e o número, ex.: +5548999990000',
  chaveMax: 'A chave Pix deve ter no máximo 77 caracteres',
  cidadeRequired: 'Informe a cidade do Pix',
  cidadeMax: 'A cidade do Pix deve ter no máximo 15 caracteres',
} as const;
