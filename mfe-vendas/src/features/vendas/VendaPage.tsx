import { Button, Card, CardContent, CardHeader, CardTitle, ListError, NotFoundContent, PageHeader, Skeleton, media } from '@loja/shared-ui';
import { formatCpf, formatDate, formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Printer, Repeat } from 'lucide-react';
import { Fragment } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SituacaoBadge, formatCentavos } from '../../components';
import { useGetVendaDetalheQuery, type VendaDetalhe } from '../../hooks';
import { CancelarVendaDialog } from './components/CancelarVendaDialog';
import { ConfirmarPedidoDialog } from './components/ConfirmarPedidoDialog';
import { VENDAS_MESSAGES } from './messages';
import { ORIGEM_ROTULO } from './params';

const Grade = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Coluna = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Dados = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .total {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Eventos = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The lines as a list (a table cut its columns on a phone): what, how many at what price, the line's total. */
const Itens = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  .descricao {
    overflow-wrap: anywhere;
  }
  .total {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .conta {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EVENTO: Record<string, string> = {
  pedido: 'Pedido feito no catálogo',
  venda: 'Venda registrada no balcão',
  confirmada: 'Pedido confirmado',
  cancelada: 'Cancelada',
};

const grade = (cor: string | null, tamanho: string | null) => (cor ? ` (${cor}/${tamanho === 'unico' ? 'UNC' : tamanho})` : '');

/**
 * A storefront order's last day to withdraw (CDC art. 49: 7 days from receipt): counted from the
 * confirmation, when the shop hands it over or ships it. Null for counter sales and unconfirmed orders.
 */
export function prazoDeArrependimento(venda: Pick<VendaDetalhe['venda'], 'origem' | 'situacao'>, historico: VendaDetalhe['historico']): Date | null {
  if (venda.origem !== 'catalogo' || venda.situacao !== 'confirmada') return null;
  const confirmada = historico.find((h) => h.evento === 'confirmada');
  if (!confirmada) return null;
  const dia = new Date(confirmada.quando);
  dia.setDate(dia.getDate() + 7);
  return dia;
}

function Resumo({ venda, arrependimento }: { venda: VendaDetalhe['venda']; arrependimento: Date | null }) {
  const cliente = venda.cliente_nome ?? venda.comprador_nome ?? VENDAS_MESSAGES.consumidorFinal;
  return (
    <Dados>
      <dt>Situação</dt>
      <dd>
        <SituacaoBadge situacao={venda.situacao} />
      </dd>
      <dt>Origem</dt>
      <dd>{ORIGEM_ROTULO[venda.origem]}</dd>
      <dt>Data</dt>
      <dd>{formatDateTime(venda.criada_em)}</dd>
      <dt>Cliente</dt>
      <dd>{cliente}</dd>
      {venda.comprador_telefone ? (
        <>
          <dt>Telefone</dt>
          <dd>{venda.comprador_telefone}</dd>
        </>
      ) : null}
      {venda.cpf_na_nota ? (
        <>
          <dt>CPF na nota</dt>
          <dd>{formatCpf(venda.cpf_na_nota)}</dd>
        </>
      ) : null}
      {venda.vendedor_nome ? (
        <>
          <dt>Vendedor</dt>
          <dd>{venda.vendedor_nome}</dd>
        </>
      ) : null}
      {venda.situacao === 'pendente' && venda.reserva_expira_em ? (
        <>
          <dt>Reservado até</dt>
          <dd>{formatDateTime(venda.reserva_expira_em)}</dd>
        </>
      ) : null}
      {arrependimento ? (
        <>
          <dt>{VENDAS_MESSAGES.arrependimento}</dt>
          <dd>{VENDAS_MESSAGES.arrependimentoAte(formatDate(arrependimento))}</dd>
        </>
      ) : null}
      {venda.motivo_cancelamento ? (
        <>
          <dt>Motivo do cancelamento</dt>
          <dd>{venda.motivo_cancelamento}</dd>
        </>
      ) : null}
      {venda.observacoes ? (
        <>
          <dt>Observações</dt>
          <dd>{venda.observacoes}</dd>
        </>
      ) : null}
      <dt>Subtotal</dt>
      <dd>{formatCentavos(venda.subtotal)}</dd>
      {venda.desconto > 0 ? (
        <>
          <dt>Desconto</dt>
          <dd>− {formatCentavos(venda.desconto)}</dd>
        </>
      ) : null}
      <dt className="total">Total</dt>
      <dd className="total">{formatCentavos(venda.total)}</dd>
    </Dados>
  );
}

/**
 * /vendas/vendas/:id (issue 24): a sale or order with its lines, payments, the stock movements it
 * caused and its history; and what can be done with it now: a pending order is edited, confirmed
 * with its payment or cancelled; a confirmed sale prints its receipt and, by an admin, is cancelled.
 */
export function VendaPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { canWrite, isAdmin } = useAuth();
  const vendaId = Number(id);
  const valido = Number.isInteger(vendaId) && vendaId > 0;
  const { data, isLoading, isError, refetch } = useGetVendaDetalheQuery(vendaId, { skip: !valido });

  if (!valido || data === null) return <NotFoundContent />;
  if (isError) return <ListError message={VENDAS_MESSAGES.loadVenda} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Skeleton height="20rem" />;

  const { venda, itens, pagamentos, movimentacoes, historico } = data;
  const pedido = venda.origem === 'catalogo';
  const pendente = venda.situacao === 'pendente';
  const confirmada = venda.situacao === 'confirmada';
  const titulo = `${pedido ? 'Pedido' : 'Venda'} ${venda.codigo}`;

  return (
    <>
      <PageHeader
        title={titulo}
        description={`${ORIGEM_ROTULO[venda.origem]} · ${formatDateTime(venda.criada_em)}`}
        onBack={() => navigate('..', { relative: 'path' })}
        actions={
          <Acoes>
            {confirmada ? (
              <Button variant="outline" leftIcon={<Printer size={16} aria-hidden />} onClick={() => navigate('cupom')}>
                Cupom
              </Button>
            ) : null}
            {canWrite && confirmada ? (
              <Button variant="outline" leftIcon={<Repeat size={16} aria-hidden />} onClick={() => navigate(`../../trocas/nova?venda=${venda.id}`, { relative: 'path' })}>
                {VENDAS_MESSAGES.trocarDevolver}
              </Button>
            ) : null}
            {canWrite && pendente ? (
              <>
                <Button variant="outline" onClick={() => navigate('editar')}>
                  Editar pedido
                </Button>
                <ConfirmarPedidoDialog id={venda.id} total={venda.total} />
              </>
            ) : null}
            {canWrite && (venda.situacao === 'pendente' || venda.situacao === 'expirada' || (confirmada && isAdmin)) ? (
              <CancelarVendaDialog id={venda.id} pedido={pedido} confirmada={confirmada} />
            ) : null}
          </Acoes>
        }
      />
      <Grade>
        <Coluna>
          <Card>
            <CardHeader>
              <CardTitle>Itens</CardTitle>
            </CardHeader>
            <CardContent>
              <Itens aria-label="Itens">
                {itens.map((item) => (
                  <li key={item.id}>
                    <span className="descricao">{item.descricao}</span>
                    <span className="total">{formatCentavos(item.total)}</span>
                    <span className="conta">
                      {item.quantidade} × {formatCentavos(item.preco_unitario)}
                      {item.desconto > 0 ? ` − desconto ${formatCentavos(item.desconto)}` : ''}
                    </span>
                  </li>
                ))}
              </Itens>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Movimentações de estoque</CardTitle>
            </CardHeader>
            <CardContent>
              {movimentacoes.length === 0 ? (
                <p>{pendente ? 'As unidades estão reservadas: saem do estoque quando o pedido for confirmado.' : 'Nenhuma movimentação.'}</p>
              ) : (
                <Eventos aria-label="Movimentações de estoque">
                  {movimentacoes.map((m) => (
                    <li key={m.id}>
                      {m.tipo === 'saida' ? 'Saída' : 'Entrada'} de {m.quantidade} × {m.produto_nome}
                      {grade(m.cor, m.tamanho)} · {m.motivo} · {formatDateTime(m.data_movimentacao)}
                    </li>
                  ))}
                </Eventos>
              )}
            </CardContent>
          </Card>
        </Coluna>
        <Coluna>
          <Card>
            <CardHeader>
              <CardTitle>Resumo</CardTitle>
            </CardHeader>
            <CardContent>
              <Resumo venda={venda} arrependimento={prazoDeArrependimento(venda, historico)} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Pagamentos</CardTitle>
            </CardHeader>
            <CardContent>
              {pagamentos.length === 0 ? (
                <p>Nenhum pagamento registrado.</p>
              ) : (
                <Dados aria-label="Pagamentos">
                  {pagamentos.map((p) => (
                    <Fragment key={p.id}>
                      <dt>
                        {p.forma}
                        {p.parcelas > 1 ? ` (${p.parcelas}x)` : ''}
                      </dt>
                      <dd>
                        {formatCentavos(p.valor)}
                        {p.troco ? ` · recebido ${formatCentavos(p.valor_recebido ?? 0)}, troco ${formatCentavos(p.troco)}` : ''}
                      </dd>
                    </Fragment>
                  ))}
                </Dados>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Histórico</CardTitle>
            </CardHeader>
            <CardContent>
              <Eventos aria-label="Histórico">
                {historico.map((h) => (
                  <li key={`${h.evento}-${h.quando}`}>
                    {EVENTO[h.evento] ?? h.evento} · {formatDateTime(h.quando)}
                    {h.por ? ` · ${h.por}` : ''}
                    {h.motivo ? ` · ${h.motivo}` : ''}
                  </li>
                ))}
              </Eventos>
            </CardContent>
          </Card>
        </Coluna>
      </Grade>
    </>
  );
}
