import { Badge, Button, Card, CardContent, CardHeader, CardTitle, ListError, NotFoundContent, PageHeader, Skeleton, media, toast } from '@loja/shared-ui';
import { formatDate, formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCentavos, toastDaFalha } from '../../components';
import { useCancelarTituloMutation, useEstornarBaixaMutation, useGetTituloQuery, type Baixa, type TituloDetalhe } from './api';
import { BaixaDialog } from './components/BaixaDialog';
import { MotivoDialog } from './components/MotivoDialog';
import { SituacaoTituloBadge } from './components/SituacaoTituloBadge';
import { CONTAS_MESSAGES, FINANCEIRO_MESSAGES as M, ORIGEM_ROTULO } from './messages';
import type { Lado } from './params';

const Grade = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.lg} {
    grid-template-columns: 1fr 2fr;
    align-items: start;
  }
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
    font-variant-numeric: tabular-nums;
  }
  .saldo {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** The baixas as a list (a table cut its columns on a phone): day, conta and amounts; a reversed one struck through. */
const Baixas = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
  .valor {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    text-align: right;
  }
  .detalhe {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .estornada .valor {
    text-decoration: line-through;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Vazio = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function extras(b: Baixa): string {
  const partes = [
    b.juros ? `${M.juros} ${formatCentavos(b.juros)}` : '',
    b.multa ? `${M.multa} ${formatCentavos(b.multa)}` : '',
    b.desconto ? `${M.desconto} ${formatCentavos(b.desconto)}` : '',
    b.tarifa ? `${M.tarifa} ${formatCentavos(b.tarifa)}` : '',
  ].filter(Boolean);
  return partes.join(' · ');
}

function Resumo({ titulo }: { titulo: TituloDetalhe['titulo'] }) {
  const textos = CONTAS_MESSAGES[titulo.lado];
  return (
    <Dados>
      <dt>Situação</dt>
      <dd>
        <SituacaoTituloBadge situacao={titulo.situacao} lado={titulo.lado} />
      </dd>
      <dt>{textos.pessoa}</dt>
      <dd>{titulo.pessoa_nome ?? M.semPessoa}</dd>
      <dt>{M.categoria}</dt>
      <dd>{titulo.categoria_nome}</dd>
      <dt>{M.origem}</dt>
      <dd>
        {titulo.venda_codigo && titulo.origem_id !== null ? (
          // The sale lives under /vendas: an absolute link, from this section to that one.
          <Link to={`/vendas/vendas/${titulo.origem_id}`}>
            {ORIGEM_ROTULO.venda} {titulo.venda_codigo}
          </Link>
        ) : (
          (ORIGEM_ROTULO[titulo.origem] ?? titulo.origem)
        )}
      </dd>
      {titulo.documento ? (
        <>
          <dt>{M.documento}</dt>
          <dd>{titulo.documento}</dd>
        </>
      ) : null}
      {titulo.parcelas > 1 ? (
        <>
          <dt>{M.parcela}</dt>
          <dd>
            {titulo.parcela}/{titulo.parcelas}
          </dd>
        </>
      ) : null}
      <dt>{M.emissao}</dt>
      <dd>{formatDate(titulo.emissao)}</dd>
      <dt>{M.competencia}</dt>
      <dd>{formatDate(titulo.competencia)}</dd>
      <dt>{M.vencimento}</dt>
      <dd>{formatDate(titulo.vencimento)}</dd>
      {titulo.forma_nome ? (
        <>
          <dt>{M.forma}</dt>
          <dd>{titulo.forma_nome}</dd>
        </>
      ) : null}
      {titulo.conta_nome ? (
        <>
          <dt>{M.conta}</dt>
          <dd>{titulo.conta_nome}</dd>
        </>
      ) : null}
      <dt>{M.valor}</dt>
      <dd>{formatCentavos(titulo.valor)}</dd>
      {titulo.taxa ? (
        <>
          <dt>{M.taxa}</dt>
          <dd>{formatCentavos(titulo.taxa)}</dd>
        </>
      ) : null}
      <dt>{M.saldo}</dt>
      <dd className="saldo">{formatCentavos(titulo.saldo)}</dd>
      {titulo.observacoes ? (
        <>
          <dt>{M.observacoes}</dt>
          <dd>{titulo.observacoes}</dd>
        </>
      ) : null}
      {titulo.motivo_cancelamento ? (
        <>
          <dt>Cancelamento</dt>
          <dd>{titulo.motivo_cancelamento}</dd>
        </>
      ) : null}
    </Dados>
  );
}

/**
 * /financeiro/contas-receber/:id and /financeiro/contas-pagar/:id (issue 26): the título, its baixas (a
 * reversed one stays, marked), "Receber"/"Pagar" (the baixa dialog) while it is open, the estorno of a
 * baixa (admin only), and cancelling a conta entered by hand that has no active baixa. The `user` sees
 * everything without a write button.
 */
export function TituloPage({ lado }: { lado: Lado }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { canWrite, isAdmin } = useAuth();
  const tituloId = Number(id);
  const valido = Number.isInteger(tituloId) && tituloId > 0;
  const { data, isLoading, isError, refetch } = useGetTituloQuery(tituloId, { skip: !valido });
  const [estornar] = useEstornarBaixaMutation();
  const [cancelar] = useCancelarTituloMutation();

  // A título of the other side is not found here (its page is under the other list).
  if (!valido || data === null || (data && data.titulo.lado !== lado)) return <NotFoundContent />;
  if (isError) return <ListError message={M.loadTitulo} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Skeleton height="20rem" />;

  const { titulo, baixas } = data;
  const aberto = titulo.status === 'aberto' || titulo.status === 'parcial';
  const ativas = baixas.filter((b) => b.estornada_em === null).length;
  const podeCancelar = canWrite && titulo.origem === 'manual' && titulo.status !== 'cancelado' && ativas === 0;

  return (
    <>
      <PageHeader
        title={`${titulo.descricao}${titulo.parcelas > 1 ? ` (${titulo.parcela}/${titulo.parcelas})` : ''}`}
        description={CONTAS_MESSAGES[lado].title}
        actions={
          <Button variant="ghost" leftIcon={<ArrowLeft size={16} aria-hidden />} onClick={() => navigate('..', { relative: 'path' })}>
            {M.voltar}
          </Button>
        }
      />
      <Grade>
        <Card>
          <CardContent>
            <Resumo titulo={titulo} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{M.baixas}</CardTitle>
          </CardHeader>
          <CardContent>
            {canWrite && (aberto || podeCancelar) ? (
              <Acoes>
                {aberto ? <BaixaDialog tituloId={titulo.id} lado={lado} saldo={titulo.saldo} contaPadrao={titulo.conta_nome} /> : null}
                {podeCancelar ? (
                  <MotivoDialog
                    trigger={M.cancelar}
                    title={M.cancelar}
                    description={M.cancelarDescricao}
                    confirmar={M.confirmarCancelamento}
                    onConfirm={async (motivo) => {
                      try {
                        await cancelar({ id: titulo.id, motivo }).unwrap();
                        toast({ title: 'Sucesso', description: M.cancelado, variant: 'success' });
                        return true;
                      } catch (error) {
                        toast({ ...toastDaFalha(error, M.cancelarFalhou), variant: 'destructive' });
                        return false;
                      }
                    }}
                  />
                ) : null}
              </Acoes>
            ) : null}
            {baixas.length === 0 ? (
              <Vazio>{M.semBaixas}</Vazio>
            ) : (
              <Baixas aria-label={M.baixas}>
                {baixas.map((b) => (
                  <li key={b.id} className={b.estornada_em ? 'estornada' : undefined}>
                    <span>
                      {formatDate(b.data)} · {b.conta_nome ?? '—'} {b.estornada_em ? <Badge variant="secondary">{M.estornada}</Badge> : null}
                    </span>
                    <span className="valor">{formatCentavos(b.valor)}</span>
                    <span className="detalhe">
                      {[extras(b), `${M.movimentado(lado)}: ${formatCentavos(b.valor_movimentado)}`, b.usuario_nome ? `por ${b.usuario_nome}` : '']
                        .filter(Boolean)
                        .join(' · ')}
                      {b.estornada_em
                        ? ` — ${M.estornada.toLowerCase()} em ${formatDateTime(b.estornada_em)}${b.estornada_por_nome ? ` por ${b.estornada_por_nome}` : ''}: ${b.motivo_estorno ?? ''}`
                        : ''}
                    </span>
                    {isAdmin && !b.estornada_em && titulo.status !== 'cancelado' ? (
                      <span className="detalhe">
                        <MotivoDialog
                          trigger={M.estornar}
                          triggerSize="sm"
                          triggerLabel={`${M.estornar} a baixa de ${formatCentavos(b.valor)} de ${formatDate(b.data)}`}
                          title={M.estornoTitulo}
                          description={M.estornoDescricao}
                          confirmar={M.confirmarEstorno}
                          onConfirm={async (motivo) => {
                            try {
                              await estornar({ tituloId: titulo.id, baixaId: b.id, motivo }).unwrap();
                              toast({ title: 'Sucesso', description: M.estornado, variant: 'success' });
                              return true;
                            } catch (error) {
                              toast({ ...toastDaFalha(error, M.estornoFalhou), variant: 'destructive' });
                              return false;
                            }
                          }}
                        />
                      </span>
                    ) : null}
                  </li>
                ))}
              </Baixas>
            )}
          </CardContent>
        </Card>
      </Grade>
    </>
  );
}
