import { Button, ListError, NotFoundContent, PageHeader, Skeleton } from '@loja/shared-ui';
import { formatCpf, formatDate, formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Printer, ShoppingCart } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BarraDoDocumento, FolhaA4, ImpressaoA4, formatCentavos } from '../../components';
import { useGetLojaParaVendaQuery } from '../../hooks';
import { useGetOrcamentoDetalheQuery } from '../../hooks';
import { SituacaoOrcamentoBadge } from './components/SituacaoOrcamentoBadge';
import { ORCAMENTOS_MESSAGES } from './messages';

/** The quote's sheet: its totals sit in a narrow column on the right. */
const Papel = styled(FolhaA4)`
  h3 {
    text-align: right;
  }
  .totais {
    max-width: 20rem;
    margin-left: auto;
  }
  .totais td {
    border: 0;
  }
`;

/**
 * /vendas/orcamento/:id (issue 24): the quote as it prints on A4 (shop data, customer, lines, totals,
 * "Válido até"), its situação, and for a pending one "Converter em venda": the counter sale opens with
 * its lines (/vendas/vendas/nova?orcamento=id), and the sale, once finished, approves the quote.
 */
export function OrcamentoPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { canWrite } = useAuth();
  const orcamentoId = Number(id);
  const valido = Number.isInteger(orcamentoId) && orcamentoId > 0;
  const { data: detalhe, isLoading, isError, refetch } = useGetOrcamentoDetalheQuery(orcamentoId, { skip: !valido });
  const { data: loja } = useGetLojaParaVendaQuery();

  if (!valido || detalhe === null) return <NotFoundContent />;
  if (isError) return <ListError message={ORCAMENTOS_MESSAGES.loadOrcamento} onRetry={() => void refetch()} />;
  if (isLoading || !detalhe) return <Skeleton height="24rem" />;

  const { orcamento, itens } = detalhe;
  const validoAte = formatDate(orcamento.valido_ate);

  return (
    <>
      <ImpressaoA4 $id="orcamento" />
      <PageHeader title={`Orçamento ${orcamento.codigo}`} onBack={() => navigate('..', { relative: 'path' })} backLabel={ORCAMENTOS_MESSAGES.title} />
      <BarraDoDocumento>
        <SituacaoOrcamentoBadge situacao={orcamento.situacao} />
        <Button leftIcon={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
          {ORCAMENTOS_MESSAGES.imprimir}
        </Button>
        {canWrite && orcamento.situacao === 'pendente' ? (
          <Button
            variant="secondary"
            leftIcon={<ShoppingCart size={16} aria-hidden />}
            onClick={() => navigate({ pathname: '../../vendas/nova', search: `?orcamento=${orcamento.id}` }, { relative: 'path' })}
          >
            {ORCAMENTOS_MESSAGES.converter}
          </Button>
        ) : null}
        {orcamento.venda_id && orcamento.venda_codigo ? (
          <Link to={`../../vendas/${orcamento.venda_id}`} relative="path">
            {ORCAMENTOS_MESSAGES.convertidoEm(orcamento.venda_codigo)}
          </Link>
        ) : null}
      </BarraDoDocumento>
      <Papel id="orcamento" aria-label={`Orçamento ${orcamento.codigo} para impressão`}>
        <header>
          <div>
            <h2>{loja?.nome}</h2>
            {loja?.cnpj ? <div>CNPJ {loja.cnpj}</div> : null}
            {loja?.endereco ? <div>{loja.endereco}</div> : null}
            {loja?.telefone ? <div>{loja.telefone}</div> : null}
          </div>
          <div>
            <h3>ORÇAMENTO {orcamento.codigo}</h3>
            <div>{formatDateTime(orcamento.criado_em)}</div>
            <div>
              <strong>{ORCAMENTOS_MESSAGES.validoAte(validoAte)}</strong>
            </div>
          </div>
        </header>
        <hr />
        <dl>
          <dt>Cliente</dt>
          <dd>
            {orcamento.cliente_nome ?? ORCAMENTOS_MESSAGES.consumidorFinal}
            {orcamento.cliente_cpf ? ` · CPF ${formatCpf(orcamento.cliente_cpf)}` : ''}
            {orcamento.cliente_telefone ? ` · ${orcamento.cliente_telefone}` : ''}
          </dd>
          {orcamento.criado_por_nome ? (
            <>
              <dt>Vendedor</dt>
              <dd>{orcamento.criado_por_nome}</dd>
            </>
          ) : null}
        </dl>
        <hr />
        <div className="rolavel">
          <table aria-label="Itens do orçamento">
            <thead>
              <tr>
                <th>Item</th>
                <th className="num">Qtd.</th>
                <th className="num">Preço</th>
                <th className="num">Desconto</th>
                <th className="num">Total</th>
              </tr>
            </thead>
            <tbody>
              {itens.map((i) => (
                <tr key={i.id}>
                  <td>{i.descricao}</td>
                  <td className="num">{i.quantidade}</td>
                  <td className="num">{formatCentavos(i.preco_unitario)}</td>
                  <td className="num">{i.desconto > 0 ? `− ${formatCentavos(i.desconto)}` : ''}</td>
                  <td className="num">{formatCentavos(i.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <table className="totais" aria-label="Totais do orçamento">
          <tbody>
            <tr>
              <td>Subtotal</td>
              <td className="num">{formatCentavos(orcamento.subtotal)}</td>
            </tr>
            {orcamento.desconto > 0 ? (
              <tr>
                <td>Desconto</td>
                <td className="num">− {formatCentavos(orcamento.desconto)}</td>
              </tr>
            ) : null}
            <tr className="total">
              <td>Total</td>
              <td className="num">{formatCentavos(orcamento.total)}</td>
            </tr>
          </tbody>
        </table>
        {orcamento.observacoes ? (
          <>
            <hr />
            <dl>
              <dt>{ORCAMENTOS_MESSAGES.observacoes}</dt>
              <dd>{orcamento.observacoes}</dd>
            </dl>
          </>
        ) : null}
        <footer>{ORCAMENTOS_MESSAGES.rodape}</footer>
      </Papel>
    </>
  );
}
