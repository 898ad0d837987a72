import { Formik, useFormikContext } from 'formik';
import { Plus, RefreshCw } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, FormikInput, FormikMoneyInput, Select, media } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { useListGradesParaMovimentacaoQuery, type GradeEstoque, type ProdutoEstoque } from '../../../hooks';
import type { TipoMovimentacao } from '../api';
import { SEM_GRADE, gradeEscolhida, novaLinha, opcoesDeGrade, precoInicial, type LinhaSelecionada } from './picker';
import { NOVA_TEXTOS } from './messages';

const Caixa = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.primaryRing};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Topo = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Titulo = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Detalhes = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Campos = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Acoes = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface Valores {
  /** The grade select: '' (not chosen), SEM_GRADE or a grade id. */
  grade: string;
  quantidade: number | '';
  preco_unitario: number | '';
}

export interface AdicionarProdutoProps {
  produto: ProdutoEstoque;
  tipo: TipoMovimentacao | '';
  /** The movement's motivo: an entrada for a Compra starts the unit price at the cost. */
  motivo?: string;
  /** Moves the focus to the grade when it appears (the person just chose the product). */
  focarGrade: boolean;
  onTrocar: () => void;
  /** The line to add; the picker checks it against the rules. */
  onAdicionar: (linha: LinhaSelecionada) => void;
}

/**
 * The chosen product: its grade (required before Adicionar), quantity (from 1) and unit price
 * (starting at the sale price, or the cost for an entrada by Compra; step 0.01). A Formik of its own, for the shared money input; it has
 * no <form> of its own (it sits inside the movement's), so Adicionar is a button and Enter adds.
 */
export function AdicionarProduto({ produto, tipo, motivo, focarGrade, onTrocar, onAdicionar }: AdicionarProdutoProps) {
  const inicial: Valores = { grade: '', quantidade: 1, preco_unitario: precoInicial(produto, tipo, motivo) };
  return (
    <Formik<Valores> initialValues={inicial} onSubmit={() => undefined}>
      <FormularioDoProduto produto={produto} tipo={tipo} focarGrade={focarGrade} onTrocar={onTrocar} onAdicionar={onAdicionar} />
    </Formik>
  );
}

function FormularioDoProduto({ produto, tipo, focarGrade, onTrocar, onAdicionar }: AdicionarProdutoProps) {
  const { values, setFieldValue } = useFormikContext<Valores>();
  const gradesQuery = useListGradesParaMovimentacaoQuery(produto.id);
  const grades: readonly GradeEstoque[] | undefined = gradesQuery.data;
  const gradeRef = useRef<HTMLSelectElement>(null);

  // The select is disabled until the grades arrive, and a disabled element takes no focus: move it
  // there once they have loaded (a product chosen from the list has its grades on their way).
  const gradesCarregadas = grades !== undefined;
  useEffect(() => {
    if (focarGrade && gradesCarregadas) gradeRef.current?.focus();
  }, [focarGrade, gradesCarregadas]);

  // A product without grades has one option, "Sem grade específica": it is the choice already.
  const valorDaGrade = values.grade || (grades?.length === 0 ? SEM_GRADE : '');
  const grade = grades ? gradeEscolhida(valorDaGrade, grades) : undefined;
  const podeAdicionar = grade !== undefined;
  const estoque = grade ? grade.estoque_atual : produto.estoque_atual;

  const adicionar = () => {
    if (grade === undefined) return;
    onAdicionar(novaLinha(produto, grade, values.quantidade, values.preco_unitario));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    adicionar();
  };

  return (
    <Caixa role="group" aria-label={`${NOVA_TEXTOS.adicionar} ${produto.nome}`} onKeyDown={onKeyDown}>
      <Topo>
        <div>
          <Titulo>{produto.nome}</Titulo>
          <Detalhes>
            <span>
              {NOVA_TEXTOS.referencia} {produto.codigo_barras ?? '—'}
            </span>
            <span>
              {NOVA_TEXTOS.estoque}: {produto.estoque_atual}
            </span>
            <span>{formatBRL(produto.preco_venda)}</span>
          </Detalhes>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onTrocar} leftIcon={<RefreshCw size={14} aria-hidden="true" />}>
          {NOVA_TEXTOS.trocarProduto}
        </Button>
      </Topo>
      <Campos>
        <Select
          ref={gradeRef}
          label={NOVA_TEXTOS.grade}
          required
          value={valorDaGrade}
          onChange={(event) => void setFieldValue('grade', event.target.value)}
          placeholder={grades ? NOVA_TEXTOS.selecioneGrade : NOVA_TEXTOS.carregandoGrades}
          options={grades ? opcoesDeGrade(grades) : []}
          disabled={!grades}
          hint={gradesQuery.isError ? NOVA_TEXTOS.falhaGrades : undefined}
        />
        <FormikInput
          name="quantidade"
          label={NOVA_TEXTOS.quantidade}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          hint={tipo === 'saida' && grade !== undefined ? NOVA_TEXTOS.estoqueAtual(estoque) : undefined}
        />
        {/* Step 0.01: the shared money mask keeps two decimals (scale 2) and nothing below 0. */}
        <FormikMoneyInput name="preco_unitario" label={NOVA_TEXTOS.precoUnitario} />
      </Campos>
      <Acoes>
        <Button
          type="button"
          onClick={adicionar}
          disabled={!podeAdicionar}
          title={podeAdicionar ? undefined : NOVA_TEXTOS.selecioneGrade}
          leftIcon={<Plus size={16} aria-hidden="true" />}
        >
          {NOVA_TEXTOS.adicionar}
        </Button>
      </Acoes>
    </Caixa>
  );
}
