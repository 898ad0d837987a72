import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  FormikInput,
  FormikSelect,
  ListFooter,
  ListSearch,
  PAGE_SIZES,
  PageHeader,
  Select,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  media,
  toast,
  useListPage,
} from '@loja/shared-ui';
import { formatCount } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Form, Formik, useFormikContext } from 'formik';
import { Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAplicarReajustePrecoMutation, useGetGestorPrecoOpcoesQuery, useGetPreviaPrecoQuery, type FiltrosGestor, type LinhaPrevia, type SelecaoGestor } from './api';
import { HistoricoPrecoDialog } from './components/HistoricoPrecoDialog';
import { LotesPreco } from './components/LotesPreco';
import { PreviaTabela } from './components/PreviaTabela';
import { Aviso } from './components/estilos';
import { GESTOR_PRECO_MESSAGES as M } from './messages';
import { GESTOR_PRECO_LIST_KEY, gestorPrecoParams } from './params';
import { ARREDONDAMENTOS, TIPOS_REGRA, descreverRegra, regraValida, type Regra } from './regra';
import { REGRA_INICIAL, regraSchema, type RegraValues } from './schema';

const Secao = styled(Card).attrs({ $padded: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Titulo = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Filtros = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

// The search gets a row of its own from 768 px: beside four selects, "Todos os fornecedores" was cut.
const BuscaInteira = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

const CamposRegra = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1.6fr);
  }
`;

const Resumo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Acoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Coluna = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Ocupado = styled.div<{ $ocupado: boolean }>`
  opacity: ${({ $ocupado }) => ($ocupado ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.fast};
`;

/** What "Limpar filtros" resets. */
const SEM_FILTROS = { busca: '', categoria: null, fornecedor: null, cor: '', tamanho: '' } as const;

/** Waits until the person stops typing before the preview asks again (one call per pause, not per key). */
function useAdiado<T>(valor: T, ms = 300): T {
  const [adiado, setAdiado] = useState(valor);
  const chave = JSON.stringify(valor);
  useEffect(() => {
    const timer = setTimeout(() => setAdiado(valor), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the value: a new object with the same content does not restart the wait
  }, [chave, ms]);
  return adiado;
}

/** The ticks, for the filters they were made under: new filters start again from "every match". */
interface Marcacao {
  chave: string;
  todos: boolean;
  ids: number[];
}

/**
 * /estoque/gestor-preco (issue 27, "Gestor de Preço"): choose products (filters, every match or ticked
 * ones), a rule (+/− %, +/− R$, markup over cost, target margin) and a rounding; the preview (old price,
 * new price, margins) is computed by the database for the page shown, with the refusal "Aplicar" would
 * give; "Aplicar" reprices them all in one call as a batch with its motivo, kept in the price history.
 * The "Lotes aplicados" tab lists the batches with "Reverter". Admin and funcionário write; user reads.
 */
export function GestorPrecoPage() {
  const { canWrite } = useAuth();
  const [aba, setAba] = useState('reajuste');
  return (
    <>
      <PageHeader title={M.title} description={M.description} />
      <Tabs value={aba} onValueChange={setAba}>
        <TabsList aria-label={M.title}>
          <TabsTrigger value="reajuste">{M.abaReajuste}</TabsTrigger>
          <TabsTrigger value="lotes">{M.abaLotes}</TabsTrigger>
        </TabsList>
        <TabsContent value="reajuste">
          <Reajuste canWrite={canWrite} onAplicado={() => setAba('lotes')} />
        </TabsContent>
        <TabsContent value="lotes">
          <LotesPreco canWrite={canWrite} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/** The rule confirmed by a valid submit, waiting for "Aplicar" in the confirmation. */
interface Pedido {
  regra: Regra;
  motivo: string;
}

function Reajuste({ canWrite, onAplicado }: { canWrite: boolean; onAplicado: () => void }) {
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const enviar = (valores: RegraValues) => {
    const regra = regraValida(valores.tipo, valores.valor, valores.arredondamento);
    if (regra) setPedido({ regra, motivo: valores.motivo.trim() });
  };
  return (
    <Formik initialValues={REGRA_INICIAL} validationSchema={regraSchema} onSubmit={enviar}>
      <ReajusteForm canWrite={canWrite} onAplicado={onAplicado} pedido={pedido} onPedido={setPedido} />
    </Formik>
  );
}

interface ReajusteFormProps {
  canWrite: boolean;
  onAplicado: () => void;
  pedido: Pedido | null;
  onPedido: (pedido: Pedido | null) => void;
}

function ReajusteForm({ canWrite, onAplicado, pedido, onPedido }: ReajusteFormProps) {
  const { values, resetForm } = useFormikContext<RegraValues>();
  const list = useListPage(gestorPrecoParams, GESTOR_PRECO_LIST_KEY);
  const { busca, categoria, fornecedor, cor, tamanho, page } = list.values;
  const filtros: FiltrosGestor = { busca, categoria, fornecedor, cor, tamanho };
  const chaveFiltros = JSON.stringify(filtros);
  const [marcacao, setMarcacao] = useState<Marcacao>({ chave: chaveFiltros, todos: true, ids: [] });
  const atual: Marcacao = marcacao.chave === chaveFiltros ? marcacao : { chave: chaveFiltros, todos: true, ids: [] };
  const selecao: SelecaoGestor = { ...filtros, todos: atual.todos, ids: atual.ids };
  const [somenteSelecionados, setSomenteSelecionados] = useState(false);
  const [historico, setHistorico] = useState<LinhaPrevia | null>(null);
  const [aplicar, { isLoading: aplicando }] = useAplicarReajustePrecoMutation();
  const opcoes = useGetGestorPrecoOpcoesQuery();

  const regraDigitada = regraValida(values.tipo, values.valor, values.arredondamento);
  const regra = useAdiado(regraDigitada);
  const previa = useGetPreviaPrecoQuery({ selecao, regra, page, pageSize: list.pageSize, somenteSelecionados });
  const dados = previa.data;
  const calculando = previa.isFetching || JSON.stringify(regra) !== JSON.stringify(regraDigitada);

  const marcar = (id: number, marcado: boolean) => {
    // todos: the ids are the unticked; otherwise the ticked.
    const incluir = atual.todos ? !marcado : marcado;
    const ids = incluir ? [...new Set([...atual.ids, id])] : atual.ids.filter((i) => i !== id);
    setMarcacao({ chave: chaveFiltros, todos: atual.todos, ids });
  };
  const marcarTodos = (marcado: boolean) => setMarcacao({ chave: chaveFiltros, todos: marcado, ids: [] });

  const opcoesDe = (itens: { id: number; nome: string }[] | undefined, escolhido: number | null, rotulo: string) => {
    const lista = (itens ?? []).map((i) => ({ value: String(i.id), label: i.nome }));
    if (escolhido !== null && !lista.some((o) => o.value === String(escolhido))) lista.push({ value: String(escolhido), label: `${rotulo} ${escolhido}` });
    return lista;
  };
  const textos = (itens: string[] | undefined, escolhido: string) => {
    const lista = (itens ?? []).map((t) => ({ value: t, label: t }));
    if (escolhido !== '' && !lista.some((o) => o.value.toLowerCase() === escolhido.toLowerCase())) lista.push({ value: escolhido, label: escolhido });
    return lista;
  };

  const confirmar = async () => {
    if (!pedido) return;
    try {
      const feito = await aplicar({ selecao, regra: pedido.regra, motivo: pedido.motivo }).unwrap();
      toast({ title: M.aplicado(formatCount(feito.produtos, 'produto', 'produtos'), feito.lote_id), variant: 'success' });
      resetForm({ values: REGRA_INICIAL });
      onPedido(null);
      onAplicado();
    } catch (error) {
      onPedido(null);
      toast({ title: M.falhaAplicar, description: (error as { message?: string }).message, variant: 'destructive' });
    }
  };

  const filtrando = gestorPrecoParams.hasActiveFilters(list.values);
  const podeAplicar = canWrite && regraDigitada !== null && !calculando && dados !== undefined && dados.erro === null && dados.alterados > 0;

  return (
    <Coluna>
      <Secao as="section" aria-labelledby="gestor-produtos">
        <Titulo id="gestor-produtos">{M.produtosTitulo}</Titulo>
        <Filtros>
          <BuscaInteira>
            <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder={M.buscaPlaceholder} />
          </BuscaInteira>
          <Select
            label="Categoria"
            hideLabel
            placeholder={M.todasCategorias}
            options={opcoesDe(opcoes.data?.categorias, categoria, 'Categoria')}
            value={categoria === null ? '' : String(categoria)}
            onChange={(e) => list.setFilters({ categoria: e.target.value === '' ? null : Number(e.target.value) })}
          />
          <Select
            label="Fornecedor"
            hideLabel
            placeholder={M.todosFornecedores}
            options={opcoesDe(opcoes.data?.fornecedores, fornecedor, 'Fornecedor')}
            value={fornecedor === null ? '' : String(fornecedor)}
            onChange={(e) => list.setFilters({ fornecedor: e.target.value === '' ? null : Number(e.target.value) })}
          />
          <Select label="Cor" hideLabel placeholder={M.todasCores} options={textos(opcoes.data?.cores, cor)} value={cor} onChange={(e) => list.setFilters({ cor: e.target.value })} />
          <Select
            label="Tamanho"
            hideLabel
            placeholder={M.todosTamanhos}
            options={textos(opcoes.data?.tamanhos, tamanho)}
            value={tamanho}
            onChange={(e) => list.setFilters({ tamanho: e.target.value })}
          />
        </Filtros>
        {opcoes.isError ? <Aviso $tom="erro">{M.erroOpcoes}</Aviso> : null}
      </Secao>

      <Secao as="section" aria-labelledby="gestor-regra">
        <Titulo id="gestor-regra">{M.regraTitulo}</Titulo>
        <Form noValidate aria-labelledby="gestor-regra" id="gestor-preco-regra">
          <CamposRegra>
            <FormikSelect name="tipo" label="Regra" required options={TIPOS_REGRA.map(({ value, label }) => ({ value, label }))} />
            <FormikInput
              name="valor"
              label={`Valor (${TIPOS_REGRA.find((t) => t.value === values.tipo)?.unidade ?? '%'})`}
              required
              inputMode="decimal"
              autoComplete="off"
              hint={TIPOS_REGRA.find((t) => t.value === values.tipo)?.dica}
            />
            <FormikSelect name="arredondamento" label="Arredondamento" required options={ARREDONDAMENTOS} />
            {canWrite ? <FormikInput name="motivo" label="Motivo" required maxLength={300} placeholder="Ex.: coleção de verão" /> : null}
          </CamposRegra>
        </Form>
        {canWrite ? null : <Aviso $tom="info">{M.somenteLeitura}</Aviso>}
      </Secao>

      <Secao as="section" aria-labelledby="gestor-previa" aria-busy={calculando}>
        <Titulo id="gestor-previa">{M.previaTitulo}</Titulo>
        {previa.isError ? (
          <Aviso $tom="erro" role="alert">
            {M.erroPrevia} {(previa.error as { message?: string } | undefined)?.message}
          </Aviso>
        ) : !dados ? (
          <p role="status">{M.carregando}</p>
        ) : dados.total === 0 ? (
          <EmptyState
            title={M.vazio}
            description={filtrando ? M.vazioFiltrado : undefined}
            action={
              filtrando ? (
                <Button variant="outline" leftIcon={<X size={16} aria-hidden />} onClick={() => list.setFilters(SEM_FILTROS)}>
                  {M.limparFiltros}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <Resumo>
              <span role="status">
                {formatCount(dados.total, 'produto encontrado', 'produtos encontrados')} · {formatCount(dados.selecionados, 'selecionado', 'selecionados')}
                {regra ? ` · ${formatCount(dados.alterados, 'preço muda', 'preços mudam')}` : ''}
              </span>
              <Switch label={M.somenteSelecionados} onLabel="Sim" offLabel="Não" checked={somenteSelecionados} onCheckedChange={setSomenteSelecionados} />
            </Resumo>
            {!regra ? <Aviso $tom="info">{M.semRegra}</Aviso> : null}
            {regra && dados.erro ? <Aviso $tom="erro">{dados.erro}</Aviso> : null}
            <Ocupado $ocupado={calculando}>
              <PreviaTabela
                linhas={dados.linhas}
                total={dados.total}
                todosMarcados={dados.selecionados === dados.total}
                algunsMarcados={dados.selecionados > 0}
                onMarcarTodos={marcarTodos}
                onMarcar={marcar}
                onHistorico={setHistorico}
              />
            </Ocupado>
            <ListFooter
              totalLabel={M.totalProdutos}
              total={somenteSelecionados ? dados.selecionados : dados.total}
              page={page}
              totalPages={Math.ceil((somenteSelecionados ? dados.selecionados : dados.total) / list.pageSize)}
              onPageChange={list.setPage}
              pageSize={list.pageSize}
              pageSizes={PAGE_SIZES}
              onPageSizeChange={list.setPageSize}
            />
          </>
        )}
        {canWrite ? (
          <Acoes>
            <Button type="submit" form="gestor-preco-regra" leftIcon={<Check size={16} aria-hidden />} disabled={!podeAplicar} loading={aplicando} loadingText={M.aplicando}>
              {M.aplicar}
            </Button>
          </Acoes>
        ) : null}
      </Secao>

      <ConfirmDialog
        open={pedido !== null}
        onOpenChange={(aberto) => {
          if (!aberto && !aplicando) onPedido(null);
        }}
        title={M.confirmarTitulo}
        description={pedido ? M.confirmarTexto(formatCount(dados?.alterados ?? 0, 'produto', 'produtos'), descreverRegra(pedido.regra)) : ''}
        confirmLabel={M.aplicar}
        loading={aplicando}
        onConfirm={confirmar}
      />
      <HistoricoPrecoDialog produto={historico} onClose={() => setHistorico(null)} />
    </Coluna>
  );
}
