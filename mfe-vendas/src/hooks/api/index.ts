export * from './caixa';
export * from './formas';
export * from './loja';
export * from './orcamentos';
export * from './produtos';
export * from './vendas';
export * from './clientes';
