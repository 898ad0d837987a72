import { Button, EmptyState, ListError, PageHeader, Skeleton } from '@loja/shared-ui';
import { formatDate, whatsappLink } from '@loja/shared-ui/format';
import { ExportarRelatorio, hojeLoja } from '@loja/shared-ui/relatorios';
import { MessageCircle, Printer } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { BarraDoDocumento, FolhaA4, ImpressaoA4, formatCentavos } from '../../components';
import { useGetLojaParaVendaQuery } from '../../hooks';
import { useGetOrdemFornecimentoQuery, type OrdemFornecimento } from './api';
import { LinkComoBotao } from './components/LinkComoBotao';
import { COMPRAS_MESSAGES as M } from './messages';
import { relatorioOrdem } from './ordemRelatorio';
import { STATUS_PEDIDO } from './situacao';

/** Beyond the A4 document's print rules: each supplier's order on its own page where it fits. */
const ImpressaoDasOrdens = createGlobalStyle`
  @media print {
    #ordem-fornecimento article {
      border: 0;
      padding: 0;
      break-inside: avoid-page;
    }
  }
`;

const Cabecalho = styled.header`
  h2 {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** A supplier's open orders as text (WhatsApp): what is still to come. */
function textoDaOrdem(o: OrdemFornecimento, loja: string): string {
  return [
    `Olá, ${o.fornecedor.nome}!`,
    `${loja}: pedidos em aberto e o que ainda falta entregar:`,
    '',
    ...o.pedidos.flatMap((p) => [
      `${p.codigo}:`,
      ...p.itens.map((i) => `• ${i.produto_nome}${i.cor === null ? '' : ` (${i.cor}/${i.tamanho})`}: faltam ${i.falta}`),
    ]),
  ].join('\n');
}

/**
 * /vendas/orcamento-compra/ordem-fornecimento (issue 27) and /relatorios/ordem-fornecimento (issue 28,
 * `emRelatorios`: back to Relatórios, each order linked to its page in Compras): the pedidos de compra still
 * open (Em aberto, Parcialmente recebido), per supplier, with what is still to come of each cell and its
 * value at cost; printable on A4, one supplier per block, and exported as CSV and PDF (a row per cell).
 */
export function OrdemFornecimentoPage({ emRelatorios = false }: { emRelatorios?: boolean }) {
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useGetOrdemFornecimentoQuery();
  const { data: loja, refetch: lerLoja } = useGetLojaParaVendaQuery();
  // Under Relatórios the order's page is in another section (Compras): its own address.
  const linkDoPedido = (id: number) => (emRelatorios ? `/vendas/orcamento-compra/${id}` : `../${id}`);

  return (
    <>
      <ImpressaoA4 $id="ordem-fornecimento" />
      <ImpressaoDasOrdens />
      <PageHeader
        title={M.ordemTitulo}
        description={M.ordemDescricao}
        onBack={() => navigate('..', { relative: 'path' })}
        backLabel={emRelatorios ? M.relatorios : M.title}
      />
      <BarraDoDocumento>
        <Button variant="outline" leftIcon={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
          {M.imprimir}
        </Button>
        {data && data.length > 0 ? (
          <ExportarRelatorio obterRelatorio={async () => relatorioOrdem(data, loja ? loja.nome : (await lerLoja().unwrap()).nome, hojeLoja())} />
        ) : null}
      </BarraDoDocumento>
      {isError ? <ListError message={M.loadOrdem} onRetry={() => void refetch()} /> : null}
      {isLoading ? <Skeleton height="16rem" /> : null}
      {data && data.length === 0 ? <EmptyState title={M.ordemVazia} /> : null}
      <div id="ordem-fornecimento">
        {data?.map((o) => (
          <FolhaA4 key={o.fornecedor.id} aria-label={o.fornecedor.nome}>
            <Cabecalho>
              <h2>{o.fornecedor.nome}</h2>
              <p>
                CNPJ {o.fornecedor.cnpj} · {o.fornecedor.telefone} · {o.fornecedor.email}
              </p>
              <p>
                {loja?.nome ? `${loja.nome} · ` : ''}
                Faltam {o.falta} {o.falta === 1 ? 'peça' : 'peças'}, {formatCentavos(o.valorFalta)} a custo
              </p>
            </Cabecalho>
            {o.pedidos.map((p) => (
              <section key={p.id} aria-label={p.codigo}>
                <hr />
                <h3>
                  <Link to={linkDoPedido(p.id)} relative="path">
                    {p.codigo}
                  </Link>{' '}
                  · {STATUS_PEDIDO[p.situacao === 'parcial' ? 'parcial' : 'aberto']}
                  {p.aprovado_em ? ` · aprovado em ${formatDate(p.aprovado_em)}` : ''}
                </h3>
                <div className="rolavel">
                  <table aria-label={`Itens em aberto de ${p.codigo}`}>
                    <thead>
                      <tr>
                        <th>Item</th>
                        <th className="num">Pedido</th>
                        <th className="num">Recebido</th>
                        <th className="num">Falta</th>
                      </tr>
                    </thead>
                    <tbody>
                      {p.itens.map((i, k) => (
                        <tr key={k}>
                          <td>
                            {i.produto_nome}
                            <small>
                              {i.cor === null ? 'sem grade' : `${i.cor} / ${i.tamanho}`} · {formatCentavos(i.custo_unitario)} cada
                            </small>
                          </td>
                          <td className="num">{i.quantidade}</td>
                          <td className="num">{i.recebida}</td>
                          <td className="num">{i.falta}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            ))}
            <Acoes className="sem-impressao">
              <LinkComoBotao
                href={whatsappLink(o.fornecedor.telefone, textoDaOrdem(o, loja?.nome ?? 'A loja'))}
                target="_blank"
                rel="noopener noreferrer"
                icon={<MessageCircle size={16} aria-hidden />}
              >
                {M.whatsapp}
              </LinkComoBotao>
            </Acoes>
          </FolhaA4>
        ))}
      </div>
    </>
  );
}
