import { Button, ConfirmDialog, EmptyState, media, Skeleton } from '@loja/shared-ui';
import { Grid3x3, Palette, Plus, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useGetProdutoQuery } from '../api';
import { GRADE_MESSAGES } from '../messages';
import { avisar } from './avisos';
import { useDeleteGradeMutation, useDeleteGradesDoProdutoMutation, useListCoresQuery, useListGradesDoProdutoQuery, type Grade } from './api';
import { ordenarGrades } from './combinations';
import { CoresDialog } from './components/CoresDialog';
import { GradeFormDialog } from './components/GradeFormDialog';
import { GradeList, nomeDaGrade } from './components/GradeList';
import { MontarGradeDialog } from './components/MontarGradeDialog';
import { formatCount, formatNumber } from '@loja/shared-ui/format';

const Painel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Topo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${media.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const Titulo = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Totais = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Botoes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  & > * {
    flex: 1 1 auto;
  }
  ${media.md} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const Rodape = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Carregando = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;


export interface GradeTabProps {
  produtoId: number;
  /** false (the read-only `user`): the grades and the total only, no button that writes. */
  canWrite: boolean;
}

/**
 * The Grade tab of the product editor (spec 001 §2, §5, §8): the product's colour/size grades with
 * their stock and the product total, add and "Editar Grade", remove one or all, the bulk builder
 * "Montar Grade do Produto" and the custom colours. Stock typed here goes through the ledger
 * (`salvar_grade`), and every write refreshes the product so Informações and the list follow.
 */
export function GradeTab({ produtoId, canWrite }: GradeTabProps) {
  const { data, isLoading, isError, refetch } = useListGradesDoProdutoQuery(produtoId);
  const { data: cores = [] } = useListCoresQuery(undefined, { skip: !canWrite });
  const [deleteGrade, { isLoading: removendo }] = useDeleteGradeMutation();
  const [deleteGradesDoProduto, { isLoading: removendoTodas }] = useDeleteGradesDoProdutoMutation();

  // The editor already holds the product; here only its stock before the first grade matters.
  const { data: produto } = useGetProdutoQuery(produtoId, { skip: !canWrite });

  const grades = useMemo(() => ordenarGrades(data ?? []), [data]);
  const total = grades.reduce((soma, grade) => soma + grade.estoque_atual, 0);
  /** Units the product holds without grades: the first grade takes them out through the ledger (migration 20261123000600). */
  const semGrade = grades.length === 0 ? (produto?.estoque_atual ?? 0) : 0;

  /** The form's grade: null closed, 'nova' to add, a grade to edit. */
  const [formulario, setFormulario] = useState<Grade | 'nova' | null>(null);
  const [montando, setMontando] = useState(false);
  const [gerenciandoCores, setGerenciandoCores] = useState(false);
  const [aRemover, setARemover] = useState<Grade | null>(null);
  const [removerTodas, setRemoverTodas] = useState(false);
  // Radix closes the confirmation right after the click; while the delete runs that close is ignored.
  const ocupado = useRef(false);

  const remover = async (grade: Grade) => {
    ocupado.current = true;
    try {
      await deleteGrade({ produtoId, id: grade.id }).unwrap();
      avisar.sucesso(GRADE_MESSAGES.removed);
    } catch {
      avisar.erro(GRADE_MESSAGES.removeFailed);
    } finally {
      ocupado.current = false;
      setARemover(null);
    }
  };

  const removerTudo = async () => {
    ocupado.current = true;
    try {
      await deleteGradesDoProduto(produtoId).unwrap();
      avisar.sucesso(GRADE_MESSAGES.removedAll);
    } catch {
      avisar.erro(GRADE_MESSAGES.removeAllFailed);
    } finally {
      ocupado.current = false;
      setRemoverTodas(false);
    }
  };

  const estoqueDe = (grade: Grade) =>
    grade.estoque_atual > 0 ? ` As ${formatCount(grade.estoque_atual, 'unidade', 'unidades')} em estoque saem como Ajuste de estoque.` : '';

  let conteudo;
  if (isLoading) {
    conteudo = (
      <Carregando aria-busy="true">
        <Status role="status">Carregando grades...</Status>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="3rem" shape="rect" />
        ))}
      </Carregando>
    );
  } else if (isError) {
    conteudo = (
      <EmptyState
        title="Não foi possível carregar a grade"
        description="Verifique sua conexão e tente de novo."
        action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}
      />
    );
  } else if (grades.length === 0) {
    conteudo = (
      <EmptyState
        icon={<Grid3x3 size={28} />}
        title="Este produto ainda não tem grade"
        description={
          canWrite
            ? 'Monte a grade escolhendo cores e tamanhos de uma vez, ou adicione uma combinação. Com grade, o estoque do produto passa a ser a soma das grades.' +
              (semGrade > 0
                ? ` Hoje o produto tem ${formatCount(semGrade, 'unidade', 'unidades')} sem grade: ao criar a primeira grade, elas saem como Ajuste de estoque; informe o estoque de cada grade depois.`
                : '')
            : 'Nenhuma combinação de cor e tamanho cadastrada.'
        }
        action={
          canWrite ? (
            <Button leftIcon={<Grid3x3 size={16} aria-hidden />} onClick={() => setMontando(true)}>
              Montar grade
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    conteudo = (
      <GradeList
        grades={grades}
        onEditar={canWrite ? (grade) => setFormulario(grade) : undefined}
        onRemover={canWrite ? (grade) => setARemover(grade) : undefined}
      />
    );
  }

  return (
    <Painel aria-labelledby="grade-titulo">
      <Topo>
        <div>
          <Titulo id="grade-titulo">Grade do produto</Titulo>
          {grades.length > 0 ? (
            <Totais aria-label="Totais da grade">
              <div>
                <dt>Grades:</dt>
                <dd>{formatNumber(grades.length)}</dd>
              </div>
              <div>
                <dt>Estoque total:</dt>
                <dd>{formatCount(total, 'unidade', 'unidades')}</dd>
              </div>
            </Totais>
          ) : null}
        </div>
        {canWrite ? (
          <Botoes>
            <Button variant="ghost" leftIcon={<Palette size={16} aria-hidden />} onClick={() => setGerenciandoCores(true)}>
              Cores
            </Button>
            <Button variant="outline" leftIcon={<Grid3x3 size={16} aria-hidden />} onClick={() => setMontando(true)}>
              Montar grade
            </Button>
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => setFormulario('nova')}>
              Adicionar grade
            </Button>
          </Botoes>
        ) : null}
      </Topo>

      {conteudo}

      {canWrite && grades.length > 0 ? (
        <Rodape>
          <Button variant="ghost" leftIcon={<Trash2 size={16} aria-hidden />} onClick={() => setRemoverTodas(true)}>
            Excluir toda a grade
          </Button>
        </Rodape>
      ) : null}

      {canWrite ? (
        <>
          <GradeFormDialog
            produtoId={produtoId}
            grade={formulario === 'nova' ? null : formulario}
            grades={grades}
            cores={cores}
            open={formulario !== null}
            onOpenChange={(aberto) => !aberto && setFormulario(null)}
          />
          <MontarGradeDialog
            produtoId={produtoId}
            grades={grades}
            cores={cores}
            open={montando}
            onOpenChange={setMontando}
            onGerenciarCores={() => setGerenciandoCores(true)}
          />
          <CoresDialog cores={cores} open={gerenciandoCores} onOpenChange={setGerenciandoCores} />
          <ConfirmDialog
            open={aRemover !== null}
            onOpenChange={(aberto) => !aberto && !ocupado.current && setARemover(null)}
            title="Remover grade?"
            description={aRemover ? `A grade ${nomeDaGrade(aRemover)} será removida.${estoqueDe(aRemover)}` : ''}
            confirmLabel="Remover"
            destructive
            loading={removendo}
            onConfirm={() => (aRemover ? remover(aRemover) : undefined)}
          />
          <ConfirmDialog
            open={removerTodas}
            onOpenChange={(aberto) => !aberto && !ocupado.current && setRemoverTodas(false)}
            title="Tem certeza?"
            description={`Todas as ${formatCount(grades.length, 'grade', 'grades')} deste produto serão removidas${
              total > 0 ? `, e as ${formatCount(total, 'unidade', 'unidades')} em estoque saem como Ajuste de estoque` : ''
            }. Esta ação não pode ser desfeita.`}
            confirmLabel="Excluir toda a grade"
            destructive
            loading={removendoTodas}
            onConfirm={removerTudo}
          />
        </>
      ) : null}
    </Painel>
  );
}
