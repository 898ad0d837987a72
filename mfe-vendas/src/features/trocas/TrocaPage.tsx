import { Button, ListError, NotFoundContent, PageHeader, Select, Skeleton } from '@loja/shared-ui';
import { formatCpf, formatDate, formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Printer } from 'lucide-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BarraDoRecibo, DestaqueDoRecibo, ImpressaoDoRecibo, PapelDoRecibo, RECIBO_ID, formatCentavos } from '../../components';
import { useGetLojaParaVendaQuery } from '../../hooks';
import { useGetTrocaDetalheQuery } from './api';
import { TROCAS_MESSAGES } from './messages';
import { AcertoBadge, diferencaComSinal } from './TrocasListPage';

const FORMATOS = [
  { value: 'cupom', label: 'Cupom 80 mm' },
  { value: 'a4', label: 'A4' },
] as const;

/** The sale's receipt paper, with the vale-troca's box (its code large enough to read out). */
const Papel = styled(PapelDoRecibo)`
  .vale {
    margin: ${({ theme }) => theme.space[2]} 0;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
    text-align: center;
  }
  .vale strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: 0.05em;
  }
`;

/**
 * /vendas/trocas/:id (issue 26): the exchange as its receipt, printed like the sale's (80 mm cupom or A4):
 * what came back and why, what left, the difference and how it was settled, the vale-troca's code and
 * validity. After registering it opens here with the change to hand back, if any.
 */
export function TrocaPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { canWrite } = useAuth();
  const [params, setParams] = useSearchParams();
  const a4 = params.get('formato') === 'a4';
  const trocaId = Number(id);
  const valido = Number.isInteger(trocaId) && trocaId > 0;
  const { data: detalhe, isLoading, isError, refetch } = useGetTrocaDetalheQuery(trocaId, { skip: !valido });
  const { data: loja } = useGetLojaParaVendaQuery();
  const trocoAgora = (location.state as { troco?: number } | null)?.troco ?? 0;

  if (!valido || detalhe === null) return <NotFoundContent />;
  if (isError) return <ListError message={TROCAS_MESSAGES.loadTroca} onRetry={() => void refetch()} />;
  if (isLoading || !detalhe || !loja) return <Skeleton height="24rem" />;

  const { troca, devolvidos, novos, pagamentos, vale, devolucaoDinheiro } = detalhe;
  const troco = pagamentos.reduce((s, p) => s + (p.troco ?? 0), 0);

  return (
    <>
      <ImpressaoDoRecibo $a4={a4} />
      <PageHeader
        title={TROCAS_MESSAGES.recibo(troca.codigo)}
        description={formatDateTime(troca.criada_em)}
        onBack={() => navigate('..', { relative: 'path' })}
        backLabel={TROCAS_MESSAGES.title}
        actions={<AcertoBadge acerto={troca.acerto} />}
      />
      {trocoAgora > 0 ? <DestaqueDoRecibo role="status">Troco: {formatCentavos(trocoAgora)}</DestaqueDoRecibo> : null}
      {vale ? (
        <DestaqueDoRecibo role="status">
          {TROCAS_MESSAGES.valeEmitido(vale.codigo, formatCentavos(vale.valor), formatDate(vale.valido_ate))}
        </DestaqueDoRecibo>
      ) : null}
      <BarraDoRecibo>
        <Select
          label={TROCAS_MESSAGES.formato}
          value={a4 ? 'a4' : 'cupom'}
          options={FORMATOS}
          onChange={(e) => setParams(e.target.value === 'a4' ? { formato: 'a4' } : {}, { replace: true, state: location.state })}
        />
        <Button leftIcon={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
          {TROCAS_MESSAGES.imprimir}
        </Button>
        {troca.venda_id ? (
          <Button variant="outline" onClick={() => navigate(`../../vendas/${troca.venda_id}`, { relative: 'path' })}>
            {TROCAS_MESSAGES.verVenda}
          </Button>
        ) : null}
        {canWrite ? (
          <Button variant="secondary" onClick={() => navigate('../nova', { relative: 'path' })}>
            {TROCAS_MESSAGES.novaTroca}
          </Button>
        ) : null}
      </BarraDoRecibo>
      <Papel id={RECIBO_ID} $a4={a4} aria-label={TROCAS_MESSAGES.comprovante}>
        <header>
          <h2>{loja.nome}</h2>
          {loja.cnpj ? <div>CNPJ {loja.cnpj}</div> : null}
          {loja.endereco ? <div>{loja.endereco}</div> : null}
          {loja.telefone ? <div>{loja.telefone}</div> : null}
        </header>
        <p className="aviso">{TROCAS_MESSAGES.comprovante}</p>
        <p className="aviso">{TROCAS_MESSAGES.naoFiscal}</p>
        <hr />
        <div>
          Troca {troca.codigo} · {formatDateTime(troca.criada_em)}
        </div>
        {troca.venda_codigo ? <div>Venda original: {troca.venda_codigo}</div> : <div>{TROCAS_MESSAGES.semVenda}</div>}
        {troca.cliente_nome ? <div>Cliente: {troca.cliente_nome}</div> : null}
        {troca.cliente_cpf ? <div>CPF: {formatCpf(troca.cliente_cpf)}</div> : null}
        {troca.usuario_nome ? <div>Atendente: {troca.usuario_nome}</div> : null}
        <hr />
        <h3>Devolvidos</h3>
        <table aria-label="Itens devolvidos">
          <tbody>
            {devolvidos.map((d) => (
              <tr key={d.id}>
                <td>
                  {d.quantidade} x {d.descricao}
                  <div>
                    {d.motivo}
                    {d.com_defeito ? ' · com defeito' : ''}
                  </div>
                </td>
                <td className="num">{formatCentavos(d.valor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {novos.length > 0 ? (
          <>
            <h3>Novos</h3>
            <table aria-label="Itens novos">
              <tbody>
                {novos.map((n) => (
                  <tr key={n.id}>
                    <td>
                      {n.quantidade} x {n.descricao}
                      {n.desconto > 0 ? <div>desconto {formatCentavos(n.desconto)}</div> : null}
                    </td>
                    <td className="num">{formatCentavos(n.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
        <hr />
        <table aria-label="Totais da troca">
          <tbody>
            <tr>
              <td>{TROCAS_MESSAGES.devolvido}</td>
              <td className="num">{formatCentavos(troca.valor_devolvido)}</td>
            </tr>
            <tr>
              <td>{TROCAS_MESSAGES.novo}</td>
              <td className="num">{formatCentavos(troca.valor_novo)}</td>
            </tr>
            <tr className="total">
              <td>{TROCAS_MESSAGES.diferenca}</td>
              <td className="num">{diferencaComSinal(troca.diferenca)}</td>
            </tr>
            {pagamentos.map((p, i) => (
              <tr key={`${p.forma}-${i}`}>
                <td>
                  {p.forma}
                  {p.parcelas > 1 ? ` ${p.parcelas}x` : ''}
                  {p.vale_codigo ? ` ${p.vale_codigo}` : ''}
                </td>
                <td className="num">{formatCentavos(p.valor_recebido ?? p.valor)}</td>
              </tr>
            ))}
            {troco > 0 ? (
              <tr>
                <td>{TROCAS_MESSAGES.troco}</td>
                <td className="num">{formatCentavos(troco)}</td>
              </tr>
            ) : null}
            {devolucaoDinheiro ? (
              <tr>
                <td>{TROCAS_MESSAGES.devolucaoDinheiro}</td>
                <td className="num">{formatCentavos(devolucaoDinheiro)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {vale ? (
          <div className="vale" aria-label={TROCAS_MESSAGES.vale}>
            {TROCAS_MESSAGES.vale}
            <strong>{vale.codigo}</strong>
            <div>{formatCentavos(vale.valor)}</div>
            <div>{TROCAS_MESSAGES.valeValidade(formatDate(vale.valido_ate))}</div>
            {vale.saldo !== vale.valor ? (
              <div>
                {TROCAS_MESSAGES.valeSaldo}: {formatCentavos(vale.saldo)}
              </div>
            ) : null}
          </div>
        ) : null}
        {troca.observacoes ? <p>{troca.observacoes}</p> : null}
        <hr />
        <footer>Obrigado pela preferência!</footer>
      </Papel>
    </>
  );
}
