import { Button, ListError, NotFoundContent, PageHeader, Select, Skeleton } from '@loja/shared-ui';
import { formatCpf, formatDateTime, whatsappLink } from '@loja/shared-ui/format';
import { MessageCircle, Printer } from 'lucide-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BarraDoRecibo, DestaqueDoRecibo, ImpressaoDoRecibo, PapelDoRecibo, RECIBO_ID, formatCentavos } from '../../components';
import { useGetLojaParaVendaQuery, useGetVendaDetalheQuery } from '../../hooks';
import { NAO_FISCAL, clienteDoRecibo, quantidadeVezesPreco, reciboEmTexto } from './texto';

export const FORMATOS = [
  { value: 'cupom', label: 'Cupom 80 mm' },
  { value: 'a4', label: 'A4' },
  { value: 'troca', label: 'Via de troca' },
] as const;
type Formato = (typeof FORMATOS)[number]['value'];
const lerFormato = (valor: string | null): Formato => (valor === 'a4' || valor === 'troca' ? valor : 'cupom');

/**
 * /vendas/vendas/:id/cupom (issue 24): the receipt, printed through the browser's dialog with print
 * CSS: the 80 mm cupom não fiscal, an A4 version and the via de troca (no prices); and a link that
 * sends it by WhatsApp. After a counter sale it opens here with the troco to hand back.
 */
export function ReciboPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const formato = lerFormato(params.get('formato'));
  const vendaId = Number(id);
  const valido = Number.isInteger(vendaId) && vendaId > 0;
  const { data: detalhe, isLoading, isError, refetch } = useGetVendaDetalheQuery(vendaId, { skip: !valido });
  const { data: loja } = useGetLojaParaVendaQuery();
  const trocoAgora = (location.state as { troco?: number } | null)?.troco ?? 0;

  if (!valido || detalhe === null) return <NotFoundContent />;
  if (isError) return <ListError message="Não foi possível carregar o cupom." onRetry={() => void refetch()} />;
  if (isLoading || !detalhe || !loja) return <Skeleton height="24rem" />;

  const { venda, itens, pagamentos } = detalhe;
  const troca = formato === 'troca';
  const cliente = clienteDoRecibo(detalhe);
  const troco = pagamentos.reduce((s, p) => s + (p.troco ?? 0), 0);
  const telefone = venda.comprador_telefone;
  const texto = reciboEmTexto(loja, detalhe);

  return (
    <>
      <ImpressaoDoRecibo $a4={formato === 'a4'} />
      <PageHeader title={`Cupom ${venda.codigo}`} onBack={() => navigate('..', { relative: 'path' })} backLabel="Ver venda" />
      {trocoAgora > 0 ? <DestaqueDoRecibo role="status">Troco: {formatCentavos(trocoAgora)}</DestaqueDoRecibo> : null}
      <BarraDoRecibo>
        <Select
          label="Formato"
          value={formato}
          options={FORMATOS}
          onChange={(e) => setParams(e.target.value === 'cupom' ? {} : { formato: e.target.value }, { replace: true, state: location.state })}
        />
        <Button leftIcon={<Printer size={16} aria-hidden />} onClick={() => window.print()}>
          Imprimir
        </Button>
        <Button variant="outline" leftIcon={<MessageCircle size={16} aria-hidden />} onClick={() => window.open(telefone ? whatsappLink(telefone, texto) : `https://wa.me/?text=${encodeURIComponent(texto)}`, '_blank', 'noopener')}>
          Enviar por WhatsApp
        </Button>
        <Button variant="secondary" onClick={() => navigate('../../../vendas/nova', { relative: 'path' })}>
          Nova Venda
        </Button>
      </BarraDoRecibo>
      <PapelDoRecibo id={RECIBO_ID} $a4={formato === 'a4'} aria-label={troca ? 'Via de troca' : 'Cupom'}>
        <header>
          <h2>{loja.nome}</h2>
          {loja.cnpj ? <div>CNPJ {loja.cnpj}</div> : null}
          {loja.endereco ? <div>{loja.endereco}</div> : null}
          {loja.telefone ? <div>{loja.telefone}</div> : null}
        </header>
        <p className="aviso">{troca ? 'VIA DE TROCA' : NAO_FISCAL}</p>
        <hr />
        <div>
          {venda.origem === 'catalogo' ? 'Pedido' : 'Venda'} {venda.codigo} · {formatDateTime(venda.criada_em)}
        </div>
        {cliente ? <div>Cliente: {cliente}</div> : null}
        {venda.cpf_na_nota ? <div>CPF: {formatCpf(venda.cpf_na_nota)}</div> : null}
        {venda.vendedor_nome ? <div>Vendedor: {venda.vendedor_nome}</div> : null}
        <hr />
        <table aria-label="Itens do cupom">
          <thead>
            <tr>
              <th>Item</th>
              {troca ? <th className="num">Qtd.</th> : <th className="num">Total</th>}
            </tr>
          </thead>
          <tbody>
            {itens.map((i) => (
              <tr key={i.id}>
                <td>
                  {i.descricao}
                  {troca ? null : (
                    <div>
                      {quantidadeVezesPreco(i.quantidade, i.preco_unitario)}
                      {i.desconto > 0 ? ` − ${formatCentavos(i.desconto)}` : ''}
                    </div>
                  )}
                </td>
                <td className="num">{troca ? i.quantidade : formatCentavos(i.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {troca ? (
          <>
            <hr />
            <p>Apresente esta via para trocar o produto.</p>
          </>
        ) : (
          <>
            <hr />
            <table aria-label="Totais do cupom">
              <tbody>
                <tr>
                  <td>Subtotal</td>
                  <td className="num">{formatCentavos(venda.subtotal)}</td>
                </tr>
                {venda.desconto > 0 ? (
                  <tr>
                    <td>Desconto</td>
                    <td className="num">− {formatCentavos(venda.desconto)}</td>
                  </tr>
                ) : null}
                <tr className="total">
                  <td>Total</td>
                  <td className="num">{formatCentavos(venda.total)}</td>
                </tr>
                {pagamentos.map((p) => (
                  <tr key={p.id}>
                    <td>
                      {p.forma}
                      {p.parcelas > 1 ? ` ${p.parcelas}x` : ''}
                    </td>
                    <td className="num">{formatCentavos(p.valor_recebido ?? p.valor)}</td>
                  </tr>
                ))}
                {troco > 0 ? (
                  <tr>
                    <td>Troco</td>
                    <td className="num">{formatCentavos(troco)}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </>
        )}
        <hr />
        <footer>Obrigado pela preferência!</footer>
      </PapelDoRecibo>
    </>
  );
}
