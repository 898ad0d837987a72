/** Pieces this remote's features share (features may import these; never each other). */
export * from './dinheiro';
export * from './SituacaoBadge';
export * from './pagamentos';
export * from './falhas';
export * from './carrinho';
export * from './ClienteBusca';
export * from './ListaComTotais';
export * from './recibo';
export * from './documento';
