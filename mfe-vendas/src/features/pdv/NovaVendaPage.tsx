import { Button, Card, CardContent, CardHeader, CardTitle, EmptyState, Input, PageHeader, Skeleton, TextArea, cpf, toast } from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { Wallet } from 'lucide-react';
import { useReducer, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CARRINHO_MESSAGES,
  EditorCampos,
  EditorColuna,
  EditorGrade,
  EditorProblema,
  TotaisDoCarrinho,
  ClienteBusca,
  CARRINHO_VAZIO,
  CampoDinheiro,
  LinhasCarrinho,
  PagamentosEditor,
  ProdutoBusca,
  carrinhoReducer,
  linhasParaVenda,
  problemaDoCarrinho,
  toastDaFalha,
  totais,
  type PagamentoAdicionado,
} from '../../components';
import { useFinalizarVendaMutation, useGetLojaParaVendaQuery, useGetResumoCaixaQuery, useListFormasPagamentoAtivasQuery, type ClienteVenda } from '../../hooks';
import {
  ORCAMENTO_NA_VENDA_MESSAGES,
  carrinhoDoOrcamento,
  useGetOrcamentoDetalheQuery,
  useVincularOrcamentoVendaMutation,
} from '../../hooks';
import { PDV_MESSAGES } from './messages';






const cpfValido = cpf();

/**
 * /vendas/vendas/nova, the counter sale (PDV, issue 24). Needs the cash session open. Products come
 * from the scanner or a name search with the grid of each product; quantities and discounts per line
 * and per sale (a funcionário up to the limit under Configuração); an optional customer or CPF na
 * nota; payments split until the total is covered. "Finalizar venda" is one database call: sale,
 * lines, payments, stock out and cash in, all or nothing. Then the receipt.
 */
export function NovaVendaPage() {
  const navigate = useNavigate();
  const { isAdmin, canWrite } = useAuth();
  const { data: caixa, isLoading: carregandoCaixa } = useGetResumoCaixaQuery();
  const { data: formas = [] } = useListFormasPagamentoAtivasQuery();
  const { data: loja } = useGetLojaParaVendaQuery();
  const [carrinho, dispatch] = useReducer(carrinhoReducer, CARRINHO_VAZIO);
  const [pagamentos, setPagamentos] = useState<PagamentoAdicionado[]>([]);
  const [cliente, setCliente] = useState<ClienteVenda | null>(null);
  const [cpfNaNota, setCpfNaNota] = useState('');
  const [observacoes, setObservacoes] = useState('');
  const [finalizar, { isLoading: finalizando }] = useFinalizarVendaMutation();
  // "Converter em venda" (/vendas/orcamento/:id) opens here with ?orcamento=id: a pending quote's lines,
  // discount and customer fill the sale once, at today's prices; the sale, once finished, approves it.
  const [params] = useSearchParams();
  const orcamentoId = Number(params.get('orcamento')) || 0;
  const { data: orcamento } = useGetOrcamentoDetalheQuery(orcamentoId, { skip: orcamentoId <= 0, refetchOnMountOrArgChange: true });
  const [vincular] = useVincularOrcamentoVendaMutation();
  const [doOrcamento, setDoOrcamento] = useState<{ id: number; codigo: string; pendente: boolean; foraDeVenda: string[] } | null>(null);
  if (orcamento && doOrcamento?.id !== orcamento.orcamento.id) {
    const pendente = orcamento.orcamento.situacao === 'pendente';
    const { carrinho: linhas, foraDeVenda } = carrinhoDoOrcamento(orcamento);
    setDoOrcamento({ id: orcamento.orcamento.id, codigo: orcamento.orcamento.codigo, pendente, foraDeVenda });
    if (pendente) {
      dispatch({ tipo: 'substituir', carrinho: linhas });
      const { cliente_id, cliente_nome, cliente_cpf, cliente_telefone } = orcamento.orcamento;
      if (cliente_id !== null) setCliente({ id: cliente_id, nome: cliente_nome ?? '', cpf: cliente_cpf ?? '', telefone: cliente_telefone ?? '' });
    }
  }

  if (!canWrite) {
    // A read-only login (user) sees the sales, never a counter it cannot use.
    return (
      <>
        <PageHeader title={PDV_MESSAGES.title} description={PDV_MESSAGES.description} />
        <EmptyState icon={<Wallet size={32} aria-hidden />} title={PDV_MESSAGES.semPermissao} />
      </>
    );
  }
  if (carregandoCaixa) return <Skeleton height="20rem" />;
  if (!caixa) {
    return (
      <>
        <PageHeader title={PDV_MESSAGES.title} description={PDV_MESSAGES.description} />
        <EmptyState
          icon={<Wallet size={32} aria-hidden />}
          title={PDV_MESSAGES.caixaFechado}
          description={PDV_MESSAGES.caixaFechadoDescricao}
          action={<Button onClick={() => navigate('../../caixa', { relative: 'path' })}>{PDV_MESSAGES.irParaCaixa}</Button>}
        />
      </>
    );
  }

  const t = totais(carrinho);
  const pago = pagamentos.reduce((s, p) => s + p.valor, 0);
  const cpfInvalido = cpfNaNota.trim() !== '' && !cpfValido.isValidSync(cpfNaNota);
  const problema =
    (carrinho.linhas.length === 0 ? PDV_MESSAGES.semItens : null) ??
    problemaDoCarrinho(carrinho, { descontoMaximo: Number(loja?.desconto_maximo_funcionario ?? 0), admin: isAdmin }) ??
    (pago > t.total ? PDV_MESSAGES.pagamentosAcima : null);
  const pronto = !problema && !cpfInvalido && pago === t.total;

  const enviar = async () => {
    try {
      const venda = await finalizar({
        itens: linhasParaVenda(carrinho),
        pagamentos,
        clienteId: cliente?.id ?? null,
        cpfNaNota: cpfNaNota.trim(),
        desconto: carrinho.desconto,
        observacoes: observacoes.trim(),
      }).unwrap();
      toast({ title: 'Sucesso', description: PDV_MESSAGES.registrada(venda.codigo), variant: 'success' });
      if (doOrcamento?.pendente) {
        try {
          await vincular({ orcamentoId: doOrcamento.id, vendaId: venda.id }).unwrap();
          toast({ title: 'Sucesso', description: ORCAMENTO_NA_VENDA_MESSAGES.aprovado(doOrcamento.codigo), variant: 'success' });
        } catch (error) {
          toast({ ...toastDaFalha(error, ORCAMENTO_NA_VENDA_MESSAGES.naoAprovado), variant: 'destructive' });
        }
      }
      navigate(`../${venda.id}/cupom`, { relative: 'path', state: { troco: venda.troco } });
    } catch (error) {
      toast({ ...toastDaFalha(error, PDV_MESSAGES.falhou), variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHeader title={PDV_MESSAGES.title} description={doOrcamento ? ORCAMENTO_NA_VENDA_MESSAGES.descricao(doOrcamento.codigo) : PDV_MESSAGES.description} />
      {doOrcamento && !doOrcamento.pendente && orcamento ? <EditorProblema role="alert">{ORCAMENTO_NA_VENDA_MESSAGES.naoPendente(doOrcamento.codigo, orcamento.orcamento.situacao)}</EditorProblema> : null}
      {doOrcamento?.pendente && doOrcamento.foraDeVenda.length > 0 ? <EditorProblema role="alert">{ORCAMENTO_NA_VENDA_MESSAGES.foraDeVenda(doOrcamento.foraDeVenda)}</EditorProblema> : null}
      <EditorGrade>
        <EditorColuna>
          <Card>
            <CardContent>
              <ProdutoBusca onAdicionar={(linha) => dispatch({ tipo: 'adicionar', linha })} disabled={finalizando} />
            </CardContent>
          </Card>
          <LinhasCarrinho linhas={carrinho.linhas} dispatch={dispatch} disabled={finalizando} />
        </EditorColuna>
        <EditorColuna>
          <Card>
            <CardHeader>
              <CardTitle>Cliente</CardTitle>
            </CardHeader>
            <CardContent>
              <EditorCampos>
                <ClienteBusca cliente={cliente} onCliente={setCliente} />
                <Input
                  label={PDV_MESSAGES.cpfNaNota}
                  inputMode="numeric"
                  placeholder="000.000.000-00"
                  value={cpfNaNota}
                  onChange={(e) => setCpfNaNota(e.target.value)}
                  error={cpfInvalido ? PDV_MESSAGES.cpfInvalido : undefined}
                />
              </EditorCampos>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Resumo</CardTitle>
            </CardHeader>
            <CardContent>
              <CampoDinheiro label={CARRINHO_MESSAGES.descontoVenda} valor={carrinho.desconto} onValor={(desconto) => dispatch({ tipo: 'descontoVenda', desconto })} disabled={finalizando} />
              <TotaisDoCarrinho totais={t} label="Totais da venda" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Pagamento</CardTitle>
            </CardHeader>
            <CardContent>
              <PagamentosEditor
                total={t.total}
                pagamentos={pagamentos}
                onChange={setPagamentos}
                formas={formas}
                pix={{ chave: loja?.pix_chave ?? null, nome: loja?.nome ?? '', cidade: loja?.pix_cidade ?? null }}
                disabled={finalizando}
                clienteId={cliente?.id ?? null}
              />
            </CardContent>
          </Card>
          <TextArea label={PDV_MESSAGES.observacoes} rows={2} maxLength={1000} value={observacoes} onChange={(e) => setObservacoes(e.target.value)} />
          {problema && carrinho.linhas.length > 0 ? <EditorProblema role="alert">{problema}</EditorProblema> : null}
          <Button size="lg" fullWidth disabled={!pronto} loading={finalizando} loadingText={PDV_MESSAGES.finalizando} onClick={() => void enviar()}>
            {PDV_MESSAGES.finalizar}
          </Button>
        </EditorColuna>
      </EditorGrade>
    </>
  );
}
