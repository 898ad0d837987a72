/** Purchasing's texts (issue 27, /vendas/orcamento-compra): every message a person reads here. */
export const COMPRAS_MESSAGES = {
  title: 'Orçamentos de Compra',
  description: 'Cotações a fornecedores, pedidos de compra e recebimento',
  novo: 'Novo Orçamento de Compra',
  editar: 'Editar Orçamento de Compra',
  loading: 'Carregando orçamentos de compra...',
  loadList: 'Não foi possível carregar os orçamentos de compra.',
  loadCompra: 'Não foi possível carregar o orçamento de compra.',
  empty: 'Nenhum orçamento de compra encontrado',
  emptyFiltered: 'Tente outra busca ou outro status.',
  busca: 'Buscar número ou fornecedor...',
  buscaLabel: 'Buscar orçamentos de compra',
  totalLabel: 'Total de orçamentos de compra',
  ordemFornecimento: 'Ordem de fornecimento',
  // The form
  fornecedor: 'Fornecedor',
  escolhaFornecedor: 'Escolha o fornecedor.',
  buscarProduto: 'Adicionar produto',
  buscarProdutoPlaceholder: 'Nome ou código do produto...',
  nenhumProduto: 'Nenhum produto encontrado.',
  semItens: 'Adicione pelo menos um produto com quantidade ao orçamento de compra.',
  custoUnitario: 'Custo unitário',
  custoObrigatorio: 'Informe o custo unitário.',
  quantidadeInvalida: 'Quantidade de 0 a 99999, sem casas decimais.',
  novaCor: 'Nova cor',
  novoTamanho: 'Novo tamanho',
  adicionar: 'Adicionar',
  remover: (nome: string) => `Remover ${nome}`,
  gradeNova: 'Células de uma cor ou tamanho novos criam a grade no recebimento.',
  quantidade: 'Quantidade',
  observacoes: 'Observações',
  salvar: 'Salvar orçamento',
  salvando: 'Salvando...',
  salvo: (codigo: string) => `Orçamento de compra ${codigo} salvo.`,
  salvarFalhou: 'Não foi possível salvar o orçamento de compra.',
  // The page
  orcamento: (codigo: string) => `Orçamento de Compra ${codigo}`,
  pedido: (codigo: string) => `Pedido de Compra ${codigo}`,
  aprovar: 'Aprovar',
  aprovarPergunta: 'Aprovar este orçamento? Ele vira um pedido de compra em aberto.',
  aprovado: (codigo: string) => `Orçamento ${codigo} aprovado: agora é um pedido de compra.`,
  rejeitar: 'Rejeitar',
  rejeitarPergunta: 'Rejeitar este orçamento de compra? Ele fica guardado como rejeitado.',
  rejeitado: (codigo: string) => `Orçamento ${codigo} rejeitado.`,
  cancelar: 'Cancelar pedido',
  motivoCancelamento: 'Motivo do cancelamento',
  informeMotivo: 'Informe o motivo do cancelamento.',
  cancelado: (codigo: string) => `Pedido ${codigo} cancelado.`,
  acaoFalhou: 'Não foi possível concluir a ação.',
  imprimir: 'Imprimir',
  whatsapp: 'Enviar por WhatsApp',
  email: 'Enviar por e-mail',
  receber: 'Receber mercadorias',
  recebimentos: 'Recebimentos',
  titulos: 'Contas a pagar',
  etiquetas: 'Imprimir etiquetas',
  rodape: 'Documento sem valor fiscal.',
  // The receipt
  recebimentoTitulo: (codigo: string) => `Recebimento do pedido ${codigo}`,
  recebimentoDescricao: 'Digite o que chegou em cada célula. Tudo entra no estoque numa só operação, ao custo do pedido.',
  receberTudo: 'Receber tudo o que falta',
  limpar: 'Limpar',
  gerarTitulos: 'Lançar contas a pagar',
  parcelas: 'Parcelas',
  numParcelasInvalido: 'As parcelas vão de 1 a 60.',
  primeiroVencimento: '1º vencimento',
  parcelasPadrao:
    'Os fornecedores ainda não têm prazo de pagamento no cadastro: o padrão é 1 parcela com vencimento em 30 dias; mude aqui se o fornecedor der outro prazo.',
  vencimento: (n: number) => `Vencimento da parcela ${n}`,
  valorParcela: (n: number) => `Valor da parcela ${n}`,
  parcelasNaoFecham: (soma: string, total: string) => `As parcelas somam ${soma}, mas o recebimento é de ${total}.`,
  nadaRecebido: 'Informe o que chegou: pelo menos uma quantidade maior que zero.',
  confirmarAMais: 'Receber a mais?',
  aMaisPergunta: (linhas: string) => `Chegou mais do que falta receber em: ${linhas}. Registrar o recebimento a mais?`,
  aMaisConfirmar: 'Receber a mais',
  confirmarRecebimento: 'Confirmar recebimento',
  recebendo: 'Registrando...',
  recebido: (n: number, codigo: string) => `Recebimento ${n} do pedido ${codigo} registrado.`,
  receberFalhou: 'Não foi possível registrar o recebimento.',
  totalRecebimento: 'Total do recebimento',
  falta: 'Falta',
  chegou: 'Chegou',
  aMais: 'a mais',
  // Ordem de fornecimento
  ordemTitulo: 'Ordem de Fornecimento',
  ordemDescricao: 'Pedidos de compra em aberto por fornecedor: o que ainda falta chegar.',
  ordemVazia: 'Nenhum pedido de compra em aberto.',
  loadOrdem: 'Não foi possível carregar a ordem de fornecimento.',
  /** The back link of the ordem under Relatórios (issue 28). */
  relatorios: 'Relatórios',
} as const;

/** The text the supplier receives by WhatsApp or e-mail (a plain-text copy of the printed page). */
export function textoParaFornecedor(args: {
  loja: string;
  documento: string;
  codigo: string;
  fornecedor: string;
  linhas: string[];
  total: string;
  observacoes: string | null;
}): string {
  return [
    `Olá, ${args.fornecedor}!`,
    `${args.loja} envia o ${args.documento} ${args.codigo}:`,
    '',
    ...args.linhas,
    '',
    `Total: ${args.total}`,
    ...(args.observacoes ? [`Observações: ${args.observacoes}`] : []),
    '',
    'Por favor, confirme o recebimento. Obrigado!',
  ].join('\n');
}
