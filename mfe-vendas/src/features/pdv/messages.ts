/** The counter sale's texts (issue 24). */
export const PDV_MESSAGES = {
  title: 'Nova Venda',
  description: 'Venda no balcão',
  semPermissao: 'Só funcionários e administradores registram vendas.',
  caixaFechado: 'Abra o caixa para vender',
  caixaFechadoDescricao: 'As vendas do balcão entram no caixa aberto.',
  irParaCaixa: 'Ir para o caixa',
  consumidorFinal: 'Consumidor final',
  cpfNaNota: 'CPF na nota (opcional)',
  cpfInvalido: 'CPF inválido',
  observacoes: 'Observações',
  finalizar: 'Finalizar venda',
  finalizando: 'Finalizando...',
  registrada: (codigo: string) => `Venda ${codigo} registrada.`,
  falhou: 'Não foi possível finalizar a venda.',
  pagamentosAcima: 'Os pagamentos passam do total: remova um pagamento.',
  semItens: 'Adicione pelo menos um produto à venda.',
} as const;
