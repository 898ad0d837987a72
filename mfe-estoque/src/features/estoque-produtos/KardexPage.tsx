import { Button, Card, EmptyState, ListError, PageHeader, Select, Skeleton, media } from '@loja/shared-ui';
import { ArrowLeft, PackageX, TriangleAlert } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetKardexQuery, useGetProdutoKardexQuery } from './api';
import { nomeDaGrade } from './overview/GradesEstoque';
import { KardexTabela } from './kardex/KardexTabela';
import { resumoKardex } from './kardex/resumo';
import { KARDEX_LIMITE, KARDEX_MESSAGES as M } from './messages';

const Cabecalho = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Filtro = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.md} {
    max-width: 20rem;
  }
`;

const Aviso = styled.p<{ $tom: 'info' | 'alerta' }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $tom }) => ($tom === 'alerta' ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $tom }) => ($tom === 'alerta' ? theme.colors.warningText : theme.colors.textMuted)};
  svg {
    flex-shrink: 0;
    margin-top: 0.125rem;
  }
`;

const Final = styled(Card)`
  margin-top: ${({ theme }) => theme.space[4]};
  gap: ${({ theme }) => theme.space[3]};
`;

const EstoqueFinal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** `?grade=12`: one grade's lines (a link to it keeps the choice); anything else is every line. */
function gradeDaUrl(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /estoque/produtos/:id/kardex (issue 12): a product's movements in date order with the running
 * balance of the product and of its grade, ending at a line that states the current stock, which the
 * last balance must equal (a visible warning when it does not). Optionally one grade's lines.
 */
export function KardexPage() {
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const valido = id !== null && Number.isSafeInteger(id) && id > 0;
  const produto = useGetProdutoKardexQuery(id ?? 0, { skip: !valido });
  const kardex = useGetKardexQuery(id ?? 0, { skip: !valido });
  const voltar = () => navigate('../..', { relative: 'path' });

  const naoEncontrado = !valido || (produto.isSuccess && produto.data === null);
  if (naoEncontrado) {
    return (
      <>
        <PageHeader title={M.title} onBack={voltar} backLabel={M.voltar} />
        <EmptyState
          icon={<PackageX size={28} />}
          title={M.notFound}
          description={M.notFoundDescription}
          action={
            <Button variant="outline" leftIcon={<ArrowLeft size={16} aria-hidden />} onClick={voltar}>
              {M.voltar}
            </Button>
          }
        />
      </>
    );
  }

  if (produto.isError || kardex.isError) {
    return (
      <>
        <PageHeader title={M.title} onBack={voltar} backLabel={M.voltar} />
        <ListError
          message={M.loadFailed}
          onRetry={() => {
            if (produto.isError) void produto.refetch();
            if (kardex.isError) void kardex.refetch();
          }}
        />
      </>
    );
  }

  if (!produto.data || !kardex.data) {
    return (
      <>
        <PageHeader title={M.title} onBack={voltar} backLabel={M.voltar} />
        <Skeleton height="4rem" shape="rect" />
        <KardexTabela linhas={[]} comGrades={false} loading />
      </>
    );
  }

  const dados = produto.data;
  const { linhas, total } = kardex.data;
  const escolhida = dados.grades.find((g) => g.id === gradeDaUrl(searchParams.get('grade'))) ?? null;
  const resumo = resumoKardex(linhas, dados, escolhida?.id ?? null, total <= linhas.length);
  const comGrades = dados.grades.length > 0 || linhas.some((l) => l.grade_id !== null);

  return (
    <>
      <PageHeader title={dados.nome} description={M.description} onBack={voltar} backLabel={M.voltar} />
      <Cabecalho>
        <div>
          <dt>Referência</dt>
          <dd>{dados.codigo_barras || '-'}</dd>
        </div>
        <div>
          <dt>Estoque atual</dt>
          <dd>{dados.estoque_atual}</dd>
        </div>
        <div>
          <dt>Estoque mínimo</dt>
          <dd>{dados.estoque_minimo}</dd>
        </div>
        <div>
          <dt>Movimentações</dt>
          <dd>{total}</dd>
        </div>
      </Cabecalho>
      {dados.grades.length > 0 ? (
        <Filtro>
          <Select
            label="Grade"
            placeholder={M.todasAsGrades}
            options={dados.grades.map((g) => ({ value: String(g.id), label: nomeDaGrade(g) }))}
            value={escolhida ? String(escolhida.id) : ''}
            onChange={(event) => {
              const next = new URLSearchParams(searchParams);
              if (event.target.value) next.set('grade', event.target.value);
              else next.delete('grade');
              setSearchParams(next, { replace: true });
            }}
          />
        </Filtro>
      ) : null}
      {total > KARDEX_LIMITE ? (
        <Aviso $tom="info" role="note">
          {M.omitidas(total)}
        </Aviso>
      ) : null}
      <KardexTabela linhas={resumo.linhas} comGrades={comGrades} />
      <Final as="section" $padded aria-label="Estoque final">
        <EstoqueFinal>{escolhida ? M.estoqueAtualGrade(nomeDaGrade(escolhida), resumo.estoqueAtual) : M.estoqueAtual(resumo.estoqueAtual)}</EstoqueFinal>
        {resumo.divergente ? (
          <Aviso $tom="alerta" role="alert">
            <TriangleAlert size={16} aria-hidden />
            {M.divergencia(resumo.saldoFinal, resumo.estoqueAtual)}
          </Aviso>
        ) : null}
      </Final>
    </>
  );
}
