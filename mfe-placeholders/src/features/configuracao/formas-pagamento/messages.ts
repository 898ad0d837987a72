/**
 * Texts of Configuração > Formas de pagamento (issue 24: the admin edits the payment forms the
 * counter sale offers). The toasts follow the other registers' wording ('Cliente cadastrado com sucesso').
 */
export const FORMA_PAGAMENTO_MESSAGES = {
  listTitle: 'Formas de pagamento',
  listDescription: 'As formas que a venda no balcão aceita, com as taxas e o prazo de cada uma.',
  newButton: 'Nova forma de pagamento',
  loading: 'Carregando formas de pagamento...',
  empty: 'Nenhuma forma de pagamento cadastrada',
  loadList: 'Não foi possível carregar as formas de pagamento',
  // RegisterForm's texts
  newTitle: 'Nova Forma de Pagamento',
  editTitle: 'Editar Forma de Pagamento',
  newDescription: 'Cadastre uma forma de pagamento aceita pela loja',
  createLabel: 'Cadastrar forma de pagamento',
  loadingLabel: 'Carregando dados da forma de pagamento',
  loadOne: 'Não foi possível carregar os dados da forma de pagamento',
  created: 'Forma de pagamento cadastrada com sucesso',
  createFailed: 'Não foi possível cadastrar a forma de pagamento',
  updated: 'Forma de pagamento atualizada com sucesso',
  updateFailed: 'Não foi possível atualizar a forma de pagamento',
  readOnly: 'Apenas administradores podem cadastrar ou alterar formas de pagamento.',
  // the form's hints
  parcelasHint: 'Somente cartão de crédito aceita mais de uma parcela.',
  prazoHint: 'Dias até o dinheiro chegar à loja (0 para dinheiro e Pix).',
  // the list's cells
  semTaxa: 'Sem taxa',
  imediato: 'No mesmo dia',
  aVista: 'À vista',
  ativa: 'Ativa',
  inativa: 'Inativa',
} as const;

/** The schema's messages, and the database's refusals shown under their fields (constraints of formas_pagamento). */
export const FORMA_PAGAMENTO_VALIDATION = {
  nomeRequired: 'Nome é obrigatório',
  nomeMax: 'Use no máximo 60 caracteres',
  nomeDuplicado: 'Já existe uma forma de pagamento com este nome',
  tipoRequired: 'Tipo é obrigatório',
  taxaPercentual: 'Informe um percentual de 0 a 100',
  casas: 'Use no máximo duas casas decimais',
  prazo: 'Informe um número inteiro de dias, de 0 a 365',
  parcelas: 'Informe de 1 a 24 parcelas',
  parcelasSoCredito: 'Somente cartão de crédito aceita mais de uma parcela',
} as const;

/** formas_pagamento.tipo as people read it. */
export const TIPO_FORMA_PAGAMENTO_LABELS = {
  dinheiro: 'Dinheiro',
  pix: 'Pix',
  debito: 'Cartão de débito',
  credito: 'Cartão de crédito',
  vale: 'Vale',
} as const;
