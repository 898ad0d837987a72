/** The payment editor's texts (counter sale and order confirmation). */
export const PAGAMENTO_MESSAGES = {
  forma: 'Forma de pagamento',
  valor: 'Valor',
  recebido: 'Valor recebido',
  parcelas: 'Parcelas',
  adicionar: 'Adicionar pagamento',
  remover: (nome: string) => `Remover pagamento em ${nome}`,
  falta: 'Falta pagar',
  troco: 'Troco',
  pago: 'Pagamento completo',
  recusa: {
    valor: 'Informe um valor maior que zero.',
    acima: 'O valor passa do que falta pagar.',
    recebido: 'O valor recebido é menor que o valor em dinheiro.',
    parcelas: 'Número de parcelas inválido.',
  },
  pixTitulo: 'Pix',
  pixCopiaECola: 'Pix copia e cola',
  pixCopiar: 'Copiar código',
  pixCopiado: 'Código Pix copiado.',
  pixSemChave: 'Cadastre a chave Pix e a cidade da loja em Configuração para mostrar o QR Code.',
} as const;
