import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  FormikInput,
  FormikSelect,
  FormikSwitch,
  FormikTextArea,
  Input,
  PageHeader,
  Select,
  Skeleton,
  Yup,
  media,
  toast,
} from '@loja/shared-ui';
import { compareGrades, formatCpf, formatDate, formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Formik, useFormikContext } from 'formik';
import { Repeat } from 'lucide-react';
import { useReducer, useState, type Dispatch } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CARRINHO_VAZIO,
  ClienteBusca,
  EditorCampos,
  EditorColuna,
  EditorGrade,
  EditorProblema,
  LinhasCarrinho,
  OpcoesDaBusca,
  PagamentosEditor,
  ProdutoBusca,
  carrinhoReducer,
  formatCentavos,
  linhasParaVenda,
  problemaDoCarrinho,
  toastDaFalha,
  totais,
  type AcaoCarrinho,
  type LinhaCarrinho,
  type PagamentoAdicionado,
} from '../../components';
import { useGetLojaParaVendaQuery, useGetResumoCaixaQuery, useListFormasPagamentoAtivasQuery, type ClienteVenda } from '../../hooks';
import { useBuscarVendasParaTrocaQuery, useGetVendaParaTrocaQuery, useRegistrarTrocaMutation, type DevolucaoParaTroca, type ItemParaTroca, type VendaParaTroca } from './api';
import { MOTIVOS, TROCAS_MESSAGES, type Motivo } from './messages';
import { sentido, valorDevolvido } from './valores';

const Escolhida = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Devolvidos = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Quantity and motivo side by side from sm up, "com defeito" below them. On a phone one per row: beside
 * the quantity, the longest motivo ("Arrependimento (7 dias)") was cut at 390 px.
 */
const CamposDaLinha = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: minmax(5rem, 7rem) minmax(0, 1fr);
  }
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  > :last-child {
    grid-column: 1 / -1;
  }
`;

const Tamanhos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Celula = styled(Button)`
  min-width: 4.5rem;
  small {
    margin-left: ${({ theme }) => theme.space[1]};
    color: inherit;
    opacity: 0.75;
  }
`;

const Resumo = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Aviso = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LinhaDevolvida {
  quantidade: string;
  motivo: Motivo | '';
  comDefeito: boolean;
}

interface Valores {
  linhas: LinhaDevolvida[];
  acerto: 'vale' | 'dinheiro';
  observacoes: string;
}

const esquema = Yup.object({
  linhas: Yup.array().of(
    Yup.object({
      quantidade: Yup.string().matches(/^\d{0,4}$/, TROCAS_MESSAGES.quantidadeInteira),
      motivo: Yup.string().when('quantidade', {
        is: (q: string | undefined) => Number(q || 0) > 0,
        then: (s) => s.required(TROCAS_MESSAGES.escolhaMotivo),
      }),
      comDefeito: Yup.boolean(),
    }),
  ),
  acerto: Yup.string().oneOf(['vale', 'dinheiro']),
  observacoes: Yup.string().max(1000, TROCAS_MESSAGES.observacoesLongas),
});

const linhaVazia = (): LinhaDevolvida => ({ quantidade: '', motivo: '', comDefeito: false });
const quantidadeDe = (linha: LinhaDevolvida | undefined) => Math.max(Math.trunc(Number(linha?.quantidade || 0)) || 0, 0);

/** Step 1: the original sale, by number, customer or CPF (confirmed sales only). */
function EscolherVenda({ onVenda }: { onVenda: (id: number) => void }) {
  const [texto, setTexto] = useState('');
  const termo = texto.trim();
  const { data: vendas = [], isFetching } = useBuscarVendasParaTrocaQuery(termo, { skip: termo.length < 2 });
  return (
    <div>
      <Input label={TROCAS_MESSAGES.vendaBusca} placeholder={TROCAS_MESSAGES.vendaBuscaPlaceholder} value={texto} onChange={(e) => setTexto(e.target.value)} autoComplete="off" />
      {termo.length >= 2 && vendas.length > 0 ? (
        <OpcoesDaBusca aria-label={TROCAS_MESSAGES.vendaEncontradas}>
          {vendas.map((v) => (
            <li key={v.id}>
              <Button type="button" variant="outline" size="sm" onClick={() => onVenda(v.id)}>
                {v.codigo} · {v.cliente_nome ?? TROCAS_MESSAGES.consumidorFinal} · {formatCentavos(v.total)} · {formatDateTime(v.criada_em)}
              </Button>
            </li>
          ))}
        </OpcoesDaBusca>
      ) : termo.length >= 2 && !isFetching ? (
        <Aviso role="status">{TROCAS_MESSAGES.nenhumaVenda}</Aviso>
      ) : null}
    </div>
  );
}

/** The "trocar tamanho" shortcut: the product's other cells with their disponível; one tap adds the new line. */
function TrocarTamanho({ item, onEscolher }: { item: ItemParaTroca; onEscolher: (linha: Omit<LinhaCarrinho, 'quantidade' | 'desconto'>) => void }) {
  const grades = [...item.outras_grades].sort(compareGrades);
  if (!item.produto_ativo || grades.length === 0) return null;
  return (
    <Tamanhos role="group" aria-label={TROCAS_MESSAGES.outrasGrades(item.produto_nome)}>
      {grades.map((g) => (
        <Celula
          key={g.id}
          type="button"
          variant="outline"
          size="sm"
          disabled={g.disponivel <= 0}
          aria-label={`${item.produto_nome} ${g.cor}/${g.tamanho}, disponível ${g.disponivel}`}
          onClick={() =>
            onEscolher({ produto_id: item.produto_id, grade_id: g.id, descricao: `${item.produto_nome} (${g.cor}/${g.tamanho})`, preco: item.preco_atual, disponivel: g.disponivel })
          }
        >
          {g.cor !== item.cor ? `${g.cor} ` : ''}
          {g.tamanho}
          <small>{TROCAS_MESSAGES.disponivel(g.disponivel)}</small>
        </Celula>
      ))}
    </Tamanhos>
  );
}

/** The sale's lines, each with how many come back, why, and whether defective. */
function LinhasDaVenda({ venda, dispatch, disabled }: { venda: VendaParaTroca; dispatch: Dispatch<AcaoCarrinho>; disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<Valores>();
  const [abertos, setAbertos] = useState<string[]>([]);
  return (
    <Devolvidos aria-label={TROCAS_MESSAGES.devolvidos}>
      {venda.itens.map((item, indice) => {
        const linha = values.linhas[indice];
        const aberto = abertos.includes(item.chave);
        return (
          <li key={item.chave}>
            <header>
              <span>
                {item.descricao}
                {item.troca_codigo ? <small>{TROCAS_MESSAGES.daTroca(item.troca_codigo)}</small> : null}
                <small>{item.restante > 0 ? TROCAS_MESSAGES.restantes(item.restante, item.quantidade) : TROCAS_MESSAGES.nadaRestante}</small>
                {item.restante > 0 ? <small>{TROCAS_MESSAGES.valorPago(formatCentavos(item.valor_unidade))}</small> : null}
              </span>
              {item.restante > 0 && item.grade_id !== null && item.outras_grades.length > 0 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  leftIcon={<Repeat size={16} aria-hidden />}
                  aria-expanded={aberto}
                  onClick={() => setAbertos(aberto ? abertos.filter((chave) => chave !== item.chave) : [...abertos, item.chave])}
                >
                  {TROCAS_MESSAGES.trocarTamanho}
                </Button>
              ) : null}
            </header>
            {item.restante > 0 ? (
              <CamposDaLinha>
                <FormikInput
                  name={`linhas.${indice}.quantidade`}
                  label={TROCAS_MESSAGES.volta}
                  aria-label={TROCAS_MESSAGES.quantidadeDevolver(item.descricao)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={item.restante}
                  placeholder="0"
                  disabled={disabled}
                />
                <FormikSelect
                  name={`linhas.${indice}.motivo`}
                  label={TROCAS_MESSAGES.motivo}
                  aria-label={`${TROCAS_MESSAGES.motivo} de ${item.descricao}`}
                  placeholder={TROCAS_MESSAGES.selecione}
                  options={MOTIVOS.map((m) => ({ value: m, label: m }))}
                  disabled={disabled}
                />
                <FormikSwitch name={`linhas.${indice}.comDefeito`} label={TROCAS_MESSAGES.comDefeito} onLabel="Sim" offLabel="Não" disabled={disabled} />
              </CamposDaLinha>
            ) : null}
            {aberto ? (
              <TrocarTamanho
                item={item}
                onEscolher={(nova) => {
                  dispatch({ tipo: 'adicionar', linha: nova });
                  // The unit going back is the one exchanged: one at least, motivo Tamanho unless chosen.
                  if (quantidadeDe(linha) === 0) void setFieldValue(`linhas.${indice}.quantidade`, '1');
                  if (!linha?.motivo) void setFieldValue(`linhas.${indice}.motivo`, nova.descricao.includes(`(${item.cor ?? ''}/`) ? 'Tamanho' : 'Cor');
                  setAbertos(abertos.filter((chave) => chave !== item.chave));
                }}
              />
            ) : null}
          </li>
        );
      })}
    </Devolvidos>
  );
}

/**
 * /vendas/trocas/nova (issue 26): one screen, one database call. Choose the original sale (number,
 * customer or CPF; an admin may return without it, at today's price), mark what comes back (quantity,
 * motivo, com defeito), add new lines (the "trocar tamanho" shortcut offers the other cells of the same
 * grid with their disponível), and settle the difference: the counter sale's payment step when the
 * customer pays, a vale-troca or (admin) cash from the open session when the shop gives back.
 */
export function NovaTrocaPage() {
  const navigate = useNavigate();
  const { isAdmin, canWrite } = useAuth();
  const [params, setParams] = useSearchParams();
  const vendaId = Number(params.get('venda')) || 0;
  const semVenda = params.get('sem-venda') === '1' && isAdmin;
  const { data: venda, isFetching: carregandoVenda } = useGetVendaParaTrocaQuery(vendaId, { skip: vendaId <= 0, refetchOnMountOrArgChange: true });
  const { data: caixa } = useGetResumoCaixaQuery();
  const { data: formas = [] } = useListFormasPagamentoAtivasQuery();
  const { data: loja } = useGetLojaParaVendaQuery();
  const [novos, dispatchNovos] = useReducer(carrinhoReducer, CARRINHO_VAZIO);
  const [semVendaLinhas, dispatchSemVenda] = useReducer(carrinhoReducer, CARRINHO_VAZIO);
  const [motivoSemVenda, setMotivoSemVenda] = useState<Motivo | ''>('');
  const [pagamentos, setPagamentos] = useState<PagamentoAdicionado[]>([]);
  const [cliente, setCliente] = useState<ClienteVenda | null>(null);
  const [registrar, { isLoading: registrando }] = useRegistrarTrocaMutation();

  if (!canWrite) {
    return (
      <>
        <PageHeader title={TROCAS_MESSAGES.novaTitle} description={TROCAS_MESSAGES.novaDescription} />
        <EmptyState icon={<Repeat size={32} aria-hidden />} title={TROCAS_MESSAGES.semPermissao} />
      </>
    );
  }

  const escolherVenda = (id: number | null, sem = false) => {
    setPagamentos([]);
    dispatchNovos({ tipo: 'substituir', carrinho: CARRINHO_VAZIO });
    setParams(id ? { venda: String(id) } : sem ? { 'sem-venda': '1' } : {}, { replace: true });
  };
  const vendaValida = venda && venda.venda.status === 'confirmada' ? venda : null;
  const initialValues: Valores = { linhas: (vendaValida?.itens ?? []).map(linhaVazia), acerto: 'vale', observacoes: '' };

  const enviar = async (valores: Valores) => {
    const devolvidos: DevolucaoParaTroca[] = semVenda
      ? semVendaLinhas.linhas.map((l) => ({
          item_venda_id: null,
          troca_item_id: null,
          produto_id: l.produto_id,
          grade_id: l.grade_id,
          quantidade: l.quantidade,
          motivo: motivoSemVenda || 'Outro',
          com_defeito: false,
        }))
      : (vendaValida?.itens ?? []).flatMap((item, i) => {
          const linha = valores.linhas[i];
          const quantidade = quantidadeDe(linha);
          return quantidade > 0 && linha?.motivo
            ? [{ item_venda_id: item.id, troca_item_id: item.troca_item_id, produto_id: null, grade_id: null, quantidade, motivo: linha.motivo, com_defeito: linha.comDefeito }]
            : [];
        });
    try {
      const troca = await registrar({
        vendaId: semVenda ? null : (vendaValida?.venda.id ?? null),
        devolvidos,
        novos: linhasParaVenda(novos),
        pagamentos,
        acerto: valores.acerto,
        clienteId: semVenda ? (cliente?.id ?? null) : null,
        observacoes: valores.observacoes.trim(),
      }).unwrap();
      toast({ title: 'Sucesso', description: TROCAS_MESSAGES.registrada(troca.codigo), variant: 'success' });
      if (troca.vale) {
        toast({ title: 'Vale-troca', description: TROCAS_MESSAGES.valeEmitido(troca.vale.codigo, formatCentavos(troca.vale.valor), formatDate(troca.vale.valido_ate)), variant: 'success' });
      }
      navigate(`../${troca.id}`, { relative: 'path', state: { troco: troca.troco } });
    } catch (error) {
      toast({ ...toastDaFalha(error, TROCAS_MESSAGES.falhou), variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHeader title={TROCAS_MESSAGES.novaTitle} description={TROCAS_MESSAGES.novaDescription} onBack={() => navigate('..', { relative: 'path' })} />
      <Formik<Valores> key={`${vendaValida?.venda.id ?? 0}-${semVenda}`} initialValues={initialValues} validationSchema={esquema} onSubmit={enviar}>
        {({ values, handleSubmit }) => {
          const devolvido = semVenda
            ? totais(semVendaLinhas).total
            : (vendaValida?.itens ?? []).reduce((s, item, i) => s + valorDevolvido(item.pago, item.quantidade, item.devolvido, Math.min(quantidadeDe(values.linhas[i]), item.restante)), 0);
          const novo = totais(novos).total;
          const diferenca = novo - devolvido;
          const rumo = sentido(diferenca);
          const temDevolvido = semVenda ? semVendaLinhas.linhas.length > 0 : values.linhas.some((l) => quantidadeDe(l) > 0);
          const acima = (vendaValida?.itens ?? []).find((item, i) => quantidadeDe(values.linhas[i]) > item.restante);
          const pago = pagamentos.reduce((s, p) => s + p.valor, 0);
          const problema =
            (!semVenda && !vendaValida ? TROCAS_MESSAGES.escolhaVenda : null) ??
            (!temDevolvido ? TROCAS_MESSAGES.semDevolvidos : null) ??
            (acima ? TROCAS_MESSAGES.acimaDoRestante(acima.restante, acima.descricao) : null) ??
            ((semVenda ? !motivoSemVenda : values.linhas.some((l) => quantidadeDe(l) > 0 && !l.motivo)) ? TROCAS_MESSAGES.escolhaMotivo : null) ??
            problemaDoCarrinho(novos, { descontoMaximo: Number(loja?.desconto_maximo_funcionario ?? 0), admin: isAdmin }) ??
            ((rumo === 'paga' || values.acerto === 'dinheiro') && rumo !== 'zero' && !caixa ? TROCAS_MESSAGES.caixaFechado : null) ??
            (rumo === 'paga' && pago !== diferenca ? TROCAS_MESSAGES.pagamentosIncompletos : null);
          return (
            // A section, not a form: the payment step inside is a form of its own (forms do not nest).
            <section aria-label={TROCAS_MESSAGES.novaTitle}>
              <EditorGrade>
                <EditorColuna>
                  <Card>
                    <CardHeader>
                      <CardTitle>{TROCAS_MESSAGES.vendaBusca}</CardTitle>
                    </CardHeader>
                    <CardContent>
                      {vendaId > 0 && carregandoVenda && !venda ? (
                        <Skeleton height="3rem" />
                      ) : vendaId > 0 && venda ? (
                        <Escolhida>
                          <span>
                            <strong>{venda.venda.codigo}</strong> · {venda.venda.cliente_nome ?? TROCAS_MESSAGES.consumidorFinal}
                            {venda.venda.cpf ? ` · ${formatCpf(venda.venda.cpf)}` : ''} · {formatCentavos(venda.venda.total)}
                            {venda.venda.arrependimento_ate ? (
                              <Aviso>
                                {TROCAS_MESSAGES.arrependimento}: {TROCAS_MESSAGES.arrependimentoAte(formatDate(venda.venda.arrependimento_ate))}
                              </Aviso>
                            ) : null}
                          </span>
                          <Button type="button" variant="ghost" size="sm" onClick={() => escolherVenda(null)}>
                            {TROCAS_MESSAGES.trocarVenda}
                          </Button>
                        </Escolhida>
                      ) : semVenda ? (
                        <Escolhida>
                          <span>{TROCAS_MESSAGES.semVendaDica}</span>
                          <Button type="button" variant="ghost" size="sm" onClick={() => escolherVenda(null)}>
                            {TROCAS_MESSAGES.trocarVenda}
                          </Button>
                        </Escolhida>
                      ) : (
                        <EditorCampos>
                          <EscolherVenda onVenda={(id) => escolherVenda(id)} />
                          {isAdmin ? (
                            <Button type="button" variant="outline" size="sm" onClick={() => escolherVenda(null, true)}>
                              {TROCAS_MESSAGES.semVendaAdmin}
                            </Button>
                          ) : null}
                        </EditorCampos>
                      )}
                      {venda && venda.venda.status !== 'confirmada' ? <EditorProblema role="alert">{TROCAS_MESSAGES.vendaNaoConfirmada}</EditorProblema> : null}
                    </CardContent>
                  </Card>
                  {vendaValida ? (
                    <Card>
                      <CardHeader>
                        <CardTitle>{TROCAS_MESSAGES.devolvidos}</CardTitle>
                      </CardHeader>
                      <CardContent>
                        <LinhasDaVenda venda={vendaValida} dispatch={dispatchNovos} disabled={registrando} />
                      </CardContent>
                    </Card>
                  ) : null}
                  {semVenda ? (
                    <Card>
                      <CardHeader>
                        <CardTitle>{TROCAS_MESSAGES.devolvidos}</CardTitle>
                      </CardHeader>
                      <CardContent>
                        <EditorCampos>
                          <ProdutoBusca onAdicionar={(linha) => dispatchSemVenda({ tipo: 'adicionar', linha: { ...linha, disponivel: null } })} disabled={registrando} />
                          <LinhasCarrinho linhas={semVendaLinhas.linhas} dispatch={dispatchSemVenda} disabled={registrando} />
                          <Select
                            label={TROCAS_MESSAGES.motivo}
                            placeholder={TROCAS_MESSAGES.selecione}
                            value={motivoSemVenda}
                            options={MOTIVOS.map((m) => ({ value: m, label: m }))}
                            onChange={(e) => setMotivoSemVenda(MOTIVOS.find((m) => m === e.target.value) ?? '')}
                          />
                          <ClienteBusca cliente={cliente} onCliente={setCliente} dica={TROCAS_MESSAGES.valeNoNome} />
                        </EditorCampos>
                      </CardContent>
                    </Card>
                  ) : null}
                  {vendaValida || semVenda ? (
                    <Card>
                      <CardHeader>
                        <CardTitle>{TROCAS_MESSAGES.novos}</CardTitle>
                      </CardHeader>
                      <CardContent>
                        <EditorCampos>
                          <ProdutoBusca onAdicionar={(linha) => dispatchNovos({ tipo: 'adicionar', linha })} disabled={registrando} />
                          <LinhasCarrinho linhas={novos.linhas} dispatch={dispatchNovos} disabled={registrando} />
                        </EditorCampos>
                      </CardContent>
                    </Card>
                  ) : null}
                </EditorColuna>
                <EditorColuna>
                  <Card>
                    <CardHeader>
                      <CardTitle>{TROCAS_MESSAGES.diferenca}</CardTitle>
                    </CardHeader>
                    <CardContent>
                      <Resumo aria-label="Totais da troca">
                        <dt>{TROCAS_MESSAGES.devolvido}</dt>
                        <dd data-testid="valor-devolvido">{formatCentavos(devolvido)}</dd>
                        <dt>{TROCAS_MESSAGES.novo}</dt>
                        <dd data-testid="valor-novo">{formatCentavos(novo)}</dd>
                        <dt className="total">{rumo === 'paga' ? TROCAS_MESSAGES.clientePaga : rumo === 'devolve' ? TROCAS_MESSAGES.lojaDevolve : TROCAS_MESSAGES.semDiferenca}</dt>
                        <dd className="total" data-testid="diferenca">
                          {formatCentavos(Math.abs(diferenca))}
                        </dd>
                      </Resumo>
                    </CardContent>
                  </Card>
                  {rumo === 'paga' ? (
                    <Card>
                      <CardHeader>
                        <CardTitle>{TROCAS_MESSAGES.pagamento}</CardTitle>
                      </CardHeader>
                      <CardContent>
                        <PagamentosEditor
                          total={diferenca}
                          pagamentos={pagamentos}
                          onChange={setPagamentos}
                          formas={formas}
                          pix={{ chave: loja?.pix_chave ?? null, nome: loja?.nome ?? '', cidade: loja?.pix_cidade ?? null }}
                          disabled={registrando}
                          clienteId={semVenda ? (cliente?.id ?? null) : (vendaValida?.venda.cliente_id ?? null)}
                        />
                      </CardContent>
                    </Card>
                  ) : rumo === 'devolve' ? (
                    <Card>
                      <CardHeader>
                        <CardTitle>{TROCAS_MESSAGES.acerto}</CardTitle>
                      </CardHeader>
                      <CardContent>
                        <FormikSelect
                          name="acerto"
                          label={TROCAS_MESSAGES.acerto}
                          hideLabel
                          options={[
                            { value: 'vale', label: TROCAS_MESSAGES.acertoVale },
                            ...(isAdmin ? [{ value: 'dinheiro', label: TROCAS_MESSAGES.acertoDinheiro }] : []),
                          ]}
                        />
                      </CardContent>
                    </Card>
                  ) : null}
                  <FormikTextArea name="observacoes" label={TROCAS_MESSAGES.observacoes} rows={2} maxLength={1000} />
                  {problema && (temDevolvido || vendaValida || semVenda) ? <EditorProblema role="alert">{problema}</EditorProblema> : null}
                  <Button type="button" size="lg" fullWidth disabled={problema !== null} loading={registrando} loadingText={TROCAS_MESSAGES.registrando} onClick={() => handleSubmit()}>
                    {TROCAS_MESSAGES.registrar}
                  </Button>
                </EditorColuna>
              </EditorGrade>
            </section>
          );
        }}
      </Formik>
    </>
  );
}
