import { formatCpf, formatDateTime } from '@loja/shared-ui/format';
import { formatCentavos } from '../../components';
import type { LojaVenda, VendaDetalhe } from '../../hooks';

export const NAO_FISCAL = 'NÃO É DOCUMENTO FISCAL';

/** The customer as the receipt names them: the register's, the storefront login's, or none. */
export const clienteDoRecibo = ({ venda }: VendaDetalhe) => venda.cliente_nome ?? venda.comprador_nome;

/** "2 x R$ 89,90" */
export const quantidadeVezesPreco = (quantidade: number, preco: number) => `${quantidade} x ${formatCentavos(preco)}`;

/**
 * The receipt as WhatsApp text (the link the counter sends): the same content as the printed cupom,
 * one thing per line, with the words that say it is not a fiscal document.
 */
export function reciboEmTexto(loja: Pick<LojaVenda, 'nome' | 'cnpj'>, detalhe: VendaDetalhe): string {
  const { venda, itens, pagamentos } = detalhe;
  const cliente = clienteDoRecibo(detalhe);
  const troco = pagamentos.reduce((s, p) => s + (p.troco ?? 0), 0);
  return [
    `*${loja.nome}*`,
    loja.cnpj ? `CNPJ ${loja.cnpj}` : null,
    NAO_FISCAL,
    '',
    `Venda ${venda.codigo} · ${formatDateTime(venda.criada_em)}`,
    cliente ? `Cliente: ${cliente}` : null,
    venda.cpf_na_nota ? `CPF: ${formatCpf(venda.cpf_na_nota)}` : null,
    '',
    ...itens.map((i) => `${quantidadeVezesPreco(i.quantidade, i.preco_unitario)} ${i.descricao}${i.desconto > 0 ? ` (desconto ${formatCentavos(i.desconto)})` : ''}: ${formatCentavos(i.total)}`),
    '',
    venda.desconto > 0 ? `Desconto: ${formatCentavos(venda.desconto)}` : null,
    `*Total: ${formatCentavos(venda.total)}*`,
    ...pagamentos.map((p) => `${p.forma}${p.parcelas > 1 ? ` ${p.parcelas}x` : ''}: ${formatCentavos(p.valor_recebido ?? p.valor)}`),
    troco > 0 ? `Troco: ${formatCentavos(troco)}` : null,
    '',
    'Obrigado pela preferência!',
  ]
    .filter((linha): linha is string => linha !== null)
    .join('\n');
}
