import type { ColunaRelatorio, LinhaRelatorio, Relatorio } from '@loja/shared-ui/relatorios';
import type { OrdemFornecimento } from './api';
import { STATUS_PEDIDO } from './situacao';

/** An instant's day in the shop (São Paulo), 'aaaa-mm-dd': an approval at 22:00 is still that day. */
const diaDaLoja = (instante: string) => new Date(instante).toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });

export const COLUNAS_ORDEM: readonly ColunaRelatorio[] = [
  { chave: 'fornecedor', titulo: 'Fornecedor', tipo: 'texto' },
  { chave: 'pedido', titulo: 'Pedido de compra', tipo: 'texto' },
  { chave: 'situacao', titulo: 'Situação', tipo: 'texto' },
  { chave: 'aprovado_em', titulo: 'Aprovado em', tipo: 'data' },
  { chave: 'produto', titulo: 'Produto', tipo: 'texto' },
  { chave: 'cor', titulo: 'Cor', tipo: 'texto' },
  { chave: 'tamanho', titulo: 'Tamanho', tipo: 'texto' },
  { chave: 'quantidade', titulo: 'Pedido (un.)', tipo: 'inteiro' },
  { chave: 'recebida', titulo: 'Recebido (un.)', tipo: 'inteiro' },
  { chave: 'falta', titulo: 'Falta (un.)', tipo: 'inteiro' },
  { chave: 'custo_unitario', titulo: 'Custo unitário (R$)', tipo: 'dinheiro' },
];

/**
 * The ordem de fornecimento as a CSV/PDF report (issue 28): a row per cell still to come, with its supplier and
 * order, as ordem_fornecimento returns them (every open order: no period, the position of `hoje`).
 */
export function relatorioOrdem(ordens: readonly OrdemFornecimento[], nomeLoja: string, hoje: string): Relatorio {
  const linhas = ordens.flatMap((o) =>
    o.pedidos.flatMap((p) =>
      p.itens.map(
        (i): LinhaRelatorio => ({
          fornecedor: o.fornecedor.nome,
          pedido: p.codigo,
          situacao: STATUS_PEDIDO[p.situacao === 'parcial' ? 'parcial' : 'aberto'],
          aprovado_em: p.aprovado_em ? diaDaLoja(p.aprovado_em) : null,
          produto: i.produto_nome,
          cor: i.cor ?? 'sem grade',
          tamanho: i.tamanho ?? '',
          quantidade: i.quantidade,
          recebida: i.recebida,
          falta: i.falta,
          custo_unitario: i.custo_unitario / 100,
        }),
      ),
    ),
  );
  return { titulo: 'Ordem de fornecimento', nomeLoja, periodo: { de: hoje, ate: hoje }, colunas: COLUNAS_ORDEM, linhas };
}
