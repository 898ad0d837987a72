import { Button, ConfirmDialog, Dialog, Input, ListError, NotFoundContent, PageHeader, Skeleton, toast } from '@loja/shared-ui';
import { formatDate, formatDateTime, whatsappLink } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Check, Mail, MessageCircle, PackageCheck, Pencil, Printer, Tags, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BarraDoDocumento, FolhaA4, ImpressaoA4, formatCentavos, toastDaFalha } from '../../components';
import { useGetLojaParaVendaQuery } from '../../hooks';
import {
  useAprovarCompraMutation,
  useCancelarCompraMutation,
  useGetCompraDetalheQuery,
  useRejeitarCompraMutation,
  type CompraDetalhe,
} from './api';
import { LinkComoBotao } from './components/LinkComoBotao';
import { linkEtiquetas } from './etiquetas';
import { COMPRAS_MESSAGES as M, textoParaFornecedor } from './messages';
import { SituacaoCompraBadges, ehPedido } from './situacao';

const Secao = styled.section`
  max-width: 210mm;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const grade = (cor: string | null, tamanho: string | null) => (cor === null ? 'sem grade' : `${cor} / ${tamanho}`);

/** The lines the supplier reads by WhatsApp or e-mail: one per product, its cells and unit cost. */
function linhasParaFornecedor(d: CompraDetalhe): string[] {
  const porProduto = new Map<number, { nome: string; custo: number; celulas: string[] }>();
  for (const i of d.itens) {
    const p = porProduto.get(i.produto_id) ?? { nome: i.produto_nome, custo: i.custo_unitario, celulas: [] };
    p.celulas.push(i.cor === null ? `${i.quantidade} un.` : `${i.cor}/${i.tamanho}: ${i.quantidade}`);
    porProduto.set(i.produto_id, p);
  }
  return [...porProduto.values()].map((p) => `• ${p.nome} (${formatCentavos(p.custo)} cada): ${p.celulas.join(', ')}`);
}

/**
 * /vendas/orcamento-compra/:id (issue 27): the quote or pedido as it prints on A4, its status, and what
 * can be done now: a pendente quote is edited, approved (it becomes a pedido em aberto) or rejected; a
 * pedido is sent to the supplier (WhatsApp, e-mail), received (all or part) or cancelled. Its receipts
 * with the labels link of each, and the títulos a pagar they created.
 */
export function CompraPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { canWrite } = useAuth();
  const compraId = Number(id);
  const valido = Number.isInteger(compraId) && compraId > 0;
  const { data: detalhe, isLoading, isError, refetch } = useGetCompraDetalheQuery(compraId, { skip: !valido });
  const { data: loja } = useGetLojaParaVendaQuery();
  const [aprovar, aprovando] = useAprovarCompraMutation();
  const [rejeitar, rejeitando] = useRejeitarCompraMutation();
  const [cancelar, cancelando] = useCancelarCompraMutation();
  const [cancelarAberto, setCancelarAberto] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [motivoErro, setMotivoErro] = useState<string | undefined>();

  if (!valido || detalhe === null) return <NotFoundContent />;
  if (isError) return <ListError message={M.loadCompra} onRetry={() => void refetch()} />;
  if (isLoading || !detalhe) return <Skeleton height="24rem" />;

  const { compra, fornecedor, itens, recebimentos, titulos } = detalhe;
  const pedido = ehPedido(compra.situacao);
  const titulo = pedido ? M.pedido(compra.codigo) : M.orcamento(compra.codigo);
  const documento = pedido ? 'pedido de compra' : 'orçamento de compra';
  const texto = textoParaFornecedor({
    loja: loja?.nome ?? 'A loja',
    documento,
    codigo: compra.codigo,
    fornecedor: fornecedor.nome,
    linhas: linhasParaFornecedor(detalhe),
    total: formatCentavos(compra.total),
    observacoes: compra.observacoes,
  });
  const assunto = `${pedido ? 'Pedido de compra' : 'Orçamento de compra'} ${compra.codigo}${loja?.nome ? ` – ${loja.nome}` : ''}`;

  const executar = async (acao: () => Promise<unknown>, sucesso: string) => {
    try {
      await acao();
      toast({ title: 'Sucesso', description: sucesso, variant: 'success' });
      return true;
    } catch (error) {
      toast({ ...toastDaFalha(error, M.acaoFalhou), variant: 'destructive' });
      return false;
    }
  };

  return (
    <>
      <ImpressaoA4 $id="compra" />
      <PageHeader title={titulo} onBack={() => navigate('..', { relative: 'path' })} backLabel={M.title} />
      <BarraDoDocumento>
        <SituacaoCompraBadges situacao={compra.situacao} />
        {canWrite && compra.situacao === 'pendente' ? (
          <>
            <Button variant="outline" leftIcon={<Pencil size={16} aria-hidden />} onClick={() => navigate('editar')}>
              Editar
            </Button>
            <ConfirmDialog
              trigger={<Button leftIcon={<Check size={16} aria-hidden />}>{M.aprovar}</Button>}
              title={M.aprovar}
              description={M.aprovarPergunta}
              confirmLabel={M.aprovar}
              loading={aprovando.isLoading}
              onConfirm={() => executar(() => aprovar(compra.id).unwrap(), M.aprovado(compra.codigo)).then(() => undefined)}
            />
            <ConfirmDialog
              trigger={
                <Button variant="destructive" leftIcon={<X size={16} aria-hidden />}>
                  {M.rejeitar}
                </Button>
              }
              title={M.rejeitar}
              description={M.rejeitarPergunta}
              confirmLabel={M.rejeitar}
              destructive
              loading={rejeitando.isLoading}
              onConfirm={() => executar(() => rejeitar({ id: compra.id, motivo: '' }).unwrap(), M.rejeitado(compra.codigo)).then(() => undefined)}
            />
          </>
        ) : null}
        {canWrite && (compra.situacao === 'aberto' || compra.situacao === 'parcial') ? (
          <Button leftIcon={<PackageCheck size={16} aria-hidden />} onClick={() => navigate('receber')}>
            {M.receber}
          </Button>
        ) : null}
        <Button variant="outline" leftIcon={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
          {M.imprimir}
        </Button>
        <LinkComoBotao href={whatsappLink(fornecedor.telefone, texto)} target="_blank" rel="noopener noreferrer" icon={<MessageCircle size={16} aria-hidden />}>
          {M.whatsapp}
        </LinkComoBotao>
        <LinkComoBotao
          href={`mailto:${fornecedor.email}?subject=${encodeURIComponent(assunto)}&body=${encodeURIComponent(texto)}`}
          icon={<Mail size={16} aria-hidden />}
        >
          {M.email}
        </LinkComoBotao>
        {canWrite && (compra.situacao === 'aberto' || compra.situacao === 'parcial') ? (
          <Dialog
            open={cancelarAberto}
            onOpenChange={setCancelarAberto}
            trigger={
              <Button variant="ghost" leftIcon={<X size={16} aria-hidden />}>
                {M.cancelar}
              </Button>
            }
            title={M.cancelar}
            footer={
              <Button
                variant="destructive"
                loading={cancelando.isLoading}
                onClick={() => {
                  if (!motivo.trim()) {
                    setMotivoErro(M.informeMotivo);
                    return;
                  }
                  void executar(() => cancelar({ id: compra.id, motivo: motivo.trim() }).unwrap(), M.cancelado(compra.codigo)).then((ok) => {
                    if (ok) setCancelarAberto(false);
                  });
                }}
              >
                {M.cancelar}
              </Button>
            }
          >
            <Input
              label={M.motivoCancelamento}
              required
              maxLength={500}
              value={motivo}
              error={motivoErro}
              onChange={(e) => {
                setMotivo(e.target.value);
                setMotivoErro(undefined);
              }}
            />
          </Dialog>
        ) : null}
      </BarraDoDocumento>

      <FolhaA4 id="compra" aria-label={`${titulo} para impressão`}>
        <header>
          <div>
            <h2>{loja?.nome}</h2>
            {loja?.cnpj ? <div>CNPJ {loja.cnpj}</div> : null}
            {loja?.endereco ? <div>{loja.endereco}</div> : null}
            {loja?.telefone ? <div>{loja.telefone}</div> : null}
          </div>
          <div>
            <h3>{pedido ? 'PEDIDO DE COMPRA' : 'ORÇAMENTO DE COMPRA'} {compra.codigo}</h3>
            <div>{formatDateTime(compra.criado_em)}</div>
            {compra.aprovado_em ? <div>Aprovado em {formatDate(compra.aprovado_em)}</div> : null}
          </div>
        </header>
        <hr />
        <dl>
          <dt>Fornecedor</dt>
          <dd>
            {fornecedor.nome} · CNPJ {fornecedor.cnpj}
          </dd>
          <dt>Contato</dt>
          <dd>
            {fornecedor.telefone} · {fornecedor.email}
          </dd>
          {compra.criado_por_nome ? (
            <>
              <dt>Comprador</dt>
              <dd>{compra.criado_por_nome}</dd>
            </>
          ) : null}
          {compra.motivo ? (
            <>
              <dt>Motivo</dt>
              <dd>{compra.motivo}</dd>
            </>
          ) : null}
        </dl>
        <hr />
        <div className="rolavel">
          <table aria-label="Itens da compra">
            <thead>
              <tr>
                <th>Item</th>
                <th className="num">Qtd.</th>
                {pedido ? <th className="num">Recebido</th> : null}
                <th className="num">Total</th>
              </tr>
            </thead>
            <tbody>
              {itens.map((i) => (
                <tr key={i.id}>
                  <td>
                    {i.produto_nome}
                    <small>
                      {grade(i.cor, i.tamanho)} · {formatCentavos(i.custo_unitario)} cada
                    </small>
                  </td>
                  <td className="num">{i.quantidade}</td>
                  {pedido ? <td className="num">{i.quantidade_recebida}</td> : null}
                  <td className="num">{formatCentavos(i.total)}</td>
                </tr>
              ))}
              <tr className="total">
                <td colSpan={pedido ? 3 : 2}>Total</td>
                <td className="num">{formatCentavos(compra.total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        {compra.observacoes ? (
          <>
            <hr />
            <dl>
              <dt>{M.observacoes}</dt>
              <dd>{compra.observacoes}</dd>
            </dl>
          </>
        ) : null}
        <footer>{M.rodape}</footer>
      </FolhaA4>

      {recebimentos.length > 0 ? (
        <Secao aria-label={M.recebimentos}>
          <h2>{M.recebimentos}</h2>
          <ul>
            {recebimentos.map((r) => {
              const etiquetas = linkEtiquetas(r);
              const pecas = r.itens.reduce((soma, i) => soma + i.quantidade, 0);
              return (
                <li key={r.id}>
                  <div>
                    <strong>
                      Recebimento {r.sequencia}: {pecas} {pecas === 1 ? 'peça' : 'peças'}, {formatCentavos(r.total)}
                    </strong>
                    <small>
                      {formatDateTime(r.recebido_em)}
                      {r.recebido_por_nome ? ` · ${r.recebido_por_nome}` : ''}
                      {r.a_mais ? ` · recebido a mais` : ''}
                      {r.observacoes ? ` · ${r.observacoes}` : ''}
                    </small>
                  </div>
                  {etiquetas ? (
                    <LinkComoBotao href={etiquetas} icon={<Tags size={16} aria-hidden />} aria-label={`${M.etiquetas} do recebimento ${r.sequencia}`}>
                      {M.etiquetas}
                    </LinkComoBotao>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Secao>
      ) : null}

      {titulos.length > 0 ? (
        <Secao aria-label={M.titulos}>
          <h2>{M.titulos}</h2>
          <ul>
            {titulos.map((t) => (
              <li key={t.id}>
                <Link to={`/financeiro/contas-pagar/${t.id}`}>
                  Parcela {t.parcela}/{t.parcelas}: {formatCentavos(t.valor)}
                </Link>
                <span>vence em {formatDate(t.vencimento)}</span>
              </li>
            ))}
          </ul>
        </Secao>
      ) : null}
    </>
  );
}
