import {
  Button,
  Card,
  CardContent,
  FormikSelect,
  FormikTextArea,
  ListError,
  ListSearch,
  NotFoundContent,
  PageHeader,
  Skeleton,
  isolatedSubmit,
  toast,
} from '@loja/shared-ui';
import { compareSizes } from '@loja/shared-ui/format';
import { Formik, getIn, useFormikContext } from 'formik';
import { ArrowLeft, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCentavos, toastDaFalha } from '../../components';
import {
  useBuscarProdutosParaCompraQuery,
  useGetCompraDetalheQuery,
  useListFornecedoresParaCompraQuery,
  useSalvarCompraMutation,
  type CelulaCompra,
  type CompraDetalhe,
  type ProdutoParaCompra,
} from './api';
import { GradeDoProduto } from './components/GradeDoProduto';
import { COMPRAS_MESSAGES as M } from './messages';
import { chaveCelula, compraSchema, quantidadeDe, type CompraForm, type ProdutoForm } from './schema';

const Formulario = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Busca = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Resultados = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
  }
`;

const Aviso = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Erro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

const Rodape = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const vazio = (): CompraForm => ({ fornecedorId: '', observacoes: '', produtos: [] });

/** A product picked from the search, as a grid: its grades' colours and sizes, nothing typed yet. */
function produtoNovo(p: ProdutoParaCompra): ProdutoForm {
  const cores = [...new Set(p.grades.map((g) => g.cor))];
  const tamanhos = [...new Set(p.grades.map((g) => g.tamanho))].sort(compareSizes);
  return {
    produtoId: p.id,
    nome: p.nome,
    porGrade: p.grades.length > 0,
    cores,
    tamanhos,
    existentes: p.grades.map((g) => chaveCelula(g.cor.toLowerCase(), g.tamanho.toLowerCase())),
    // The last purchase cost as a start.
    custo: p.preco_compra > 0 ? p.preco_compra / 100 : '',
    quantidades: {},
  };
}

/** A saved quote back into the form: one grid per product, the cells it named. */
function valoresDaCompra(d: CompraDetalhe): CompraForm {
  const produtos = new Map<number, ProdutoForm>();
  for (const i of d.itens) {
    const p = produtos.get(i.produto_id) ?? {
      produtoId: i.produto_id,
      nome: i.produto_nome,
      porGrade: i.cor !== null,
      cores: [],
      tamanhos: [],
      existentes: [],
      custo: i.custo_unitario / 100,
      quantidades: {},
    };
    if (i.cor !== null && i.tamanho !== null) {
      if (!p.cores.includes(i.cor)) p.cores.push(i.cor);
      if (!p.tamanhos.includes(i.tamanho)) p.tamanhos.push(i.tamanho);
      if (i.grade_id !== null) p.existentes.push(chaveCelula(i.cor.toLowerCase(), i.tamanho.toLowerCase()));
    }
    p.quantidades[chaveCelula(i.cor ?? '', i.tamanho ?? '')] = i.quantidade;
    produtos.set(i.produto_id, p);
  }
  for (const p of produtos.values()) p.tamanhos.sort(compareSizes);
  return { fornecedorId: String(d.compra.fornecedor_id), observacoes: d.compra.observacoes ?? '', produtos: [...produtos.values()] };
}

/** The cells with a quantity, as salvar_compra takes them. */
function celulas(values: CompraForm): CelulaCompra[] {
  return values.produtos.flatMap((p) => {
    const custo = Math.round(Number(p.custo) * 100);
    return Object.entries(p.quantidades)
      .filter(([, q]) => quantidadeDe(q) > 0)
      .map(([chave, q]) => {
        const [cor, tamanho] = chave.split('\u0001');
        return { produto_id: p.produtoId, cor: cor || null, tamanho: tamanho || null, quantidade: quantidadeDe(q), custo };
      });
  });
}

function BuscaDeProduto({ onEscolher }: { onEscolher: (p: ProdutoParaCompra) => void }) {
  const [busca, setBusca] = useState('');
  const { data = [], isFetching } = useBuscarProdutosParaCompraQuery(busca, { skip: busca.trim() === '' });
  return (
    // Enter searches at once (ListSearch); inside the quote's form it must not also submit the quote.
    <Busca
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    >
      <ListSearch value={busca} onSearch={setBusca} placeholder={M.buscarProdutoPlaceholder} aria-label={M.buscarProduto} />
      {busca && !isFetching && data.length === 0 ? <Aviso>{M.nenhumProduto}</Aviso> : null}
      {busca && data.length > 0 ? (
        <Resultados aria-label="Produtos encontrados">
          {data.map((p) => (
            <li key={p.id}>
              <Button
                variant="outline"
                leftIcon={<Plus size={16} aria-hidden />}
                onClick={() => {
                  onEscolher(p);
                  setBusca('');
                }}
              >
                {p.nome}
              </Button>
            </li>
          ))}
        </Resultados>
      ) : null}
    </Busca>
  );
}

function Produtos() {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<CompraForm>();
  const total = celulas(values).reduce((soma, c) => soma + c.quantidade * c.custo, 0);
  const erro = submitCount > 0 ? getIn(errors, 'produtos') : undefined;
  return (
    <>
      <BuscaDeProduto
        onEscolher={(p) => {
          if (!values.produtos.some((x) => x.produtoId === p.id)) void setFieldValue('produtos', [...values.produtos, produtoNovo(p)]);
        }}
      />
      {values.produtos.length > 0 ? <Aviso>{M.gradeNova}</Aviso> : null}
      {values.produtos.map((p, indice) => (
        <GradeDoProduto
          key={p.produtoId}
          indice={indice}
          onRemover={() => void setFieldValue('produtos', values.produtos.filter((_, i) => i !== indice))}
        />
      ))}
      {typeof erro === 'string' ? <Erro role="alert">{erro}</Erro> : null}
      <Rodape>
        <span>
          Total do orçamento: <strong>{formatCentavos(total)}</strong>
        </span>
      </Rodape>
    </>
  );
}

/**
 * /vendas/orcamento-compra/novo and /:id/editar (issue 27): the supplier, then each product's colour ×
 * size grid with its unit cost; salvar_compra records it (a pendente quote is replaced whole). A refusal
 * keeps the values and shows the database's reason.
 */
export function CompraFormPage() {
  const { id } = useParams();
  const compraId = id === undefined ? null : Number(id);
  const editando = compraId !== null;
  const valido = !editando || (Number.isInteger(compraId) && compraId > 0);
  const navigate = useNavigate();
  const [salvar] = useSalvarCompraMutation();
  const { data: fornecedores = [] } = useListFornecedoresParaCompraQuery();
  const detalhe = useGetCompraDetalheQuery(compraId ?? 0, { skip: !editando || !valido });
  const inicial = useMemo(() => (detalhe.data ? valoresDaCompra(detalhe.data) : vazio()), [detalhe.data]);
  const titulo = editando ? M.editar : M.novo;

  if (!valido || (editando && detalhe.data === null)) return <NotFoundContent />;
  if (editando && detalhe.isError) return <ListError message={M.loadCompra} onRetry={() => void detalhe.refetch()} />;
  if (editando && !detalhe.data) return <Skeleton height="24rem" />;

  return (
    <>
      <PageHeader
        title={titulo}
        actions={
          <Button variant="ghost" leftIcon={<ArrowLeft size={16} aria-hidden />} onClick={() => navigate('..', { relative: 'path' })}>
            Voltar
          </Button>
        }
      />
      <Card>
        <CardContent>
          <Formik
            initialValues={inicial}
            enableReinitialize
            validationSchema={compraSchema}
            onSubmit={async (v) => {
              try {
                const salvo = await salvar({ id: compraId, fornecedorId: Number(v.fornecedorId), observacoes: (v.observacoes ?? '').trim(), celulas: celulas(v) }).unwrap();
                toast({ title: 'Sucesso', description: M.salvo(salvo.codigo), variant: 'success' });
                navigate(editando ? '..' : `../${salvo.id}`, { relative: 'path' });
              } catch (error) {
                toast({ ...toastDaFalha(error, M.salvarFalhou), variant: 'destructive' });
              }
            }}
          >
            {({ handleSubmit, isSubmitting }) => (
              <Formulario noValidate onSubmit={isolatedSubmit(handleSubmit)} aria-label={titulo}>
                <FormikSelect
                  name="fornecedorId"
                  label={M.fornecedor}
                  required
                  placeholder="Selecione..."
                  options={fornecedores.map((f) => ({ value: String(f.id), label: f.nome }))}
                />
                <Produtos />
                <FormikTextArea name="observacoes" label={M.observacoes} rows={2} />
                <Rodape>
                  <span />
                  <Button type="submit" loading={isSubmitting} loadingText={M.salvando}>
                    {M.salvar}
                  </Button>
                </Rodape>
              </Formulario>
            )}
          </Formik>
        </CardContent>
      </Card>
    </>
  );
}
