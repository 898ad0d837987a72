/** The cash session's texts (issue 24). */
export const CAIXA_MESSAGES = {
  title: 'Caixa',
  description: 'Abertura, sangria, suprimento e fechamento do caixa',
  fechado: 'O caixa está fechado',
  fechadoDescricao: 'Abra o caixa com o dinheiro que está na gaveta para começar a vender.',
  semPermissao: 'Só funcionários e administradores abrem e fecham o caixa.',
  aberto: 'Caixa aberto.',
  abrirFalhou: 'Não foi possível abrir o caixa.',
  sangria: 'Sangria registrada.',
  suprimento: 'Suprimento registrado.',
  movimentoFalhou: 'Não foi possível registrar o movimento.',
  fechadoSucesso: 'Caixa fechado.',
  fecharFalhou: 'Não foi possível fechar o caixa.',
  loadFailed: 'Não foi possível carregar o caixa.',
  valorObrigatorio: 'Informe o valor.',
  valorPositivo: 'Informe um valor maior que zero.',
  motivoObrigatorio: 'Informe o motivo.',
  contadoObrigatorio: 'Informe o dinheiro contado no caixa.',
} as const;

/** "Sobra de R$ 2,00", "Falta de R$ 2,25", "Sem diferença". */
export function textoDiferenca(diferenca: number, formatar: (centavos: number) => string): string {
  if (diferenca === 0) return 'Sem diferença';
  return diferenca > 0 ? `Sobra de ${formatar(diferenca)}` : `Falta de ${formatar(-diferenca)}`;
}
