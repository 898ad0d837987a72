import { Card, ListError, PageHeader, Select, Input, Skeleton, media } from '@loja/shared-ui';
import { ArrowDownCircle, ArrowUpCircle, Landmark, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCentavos } from '../../components';
import { useGetFluxoCaixaQuery } from './api';
import { GraficoMovimento, GraficoSaldos } from './components/FluxoGraficos';
import { TabelaFluxo } from './components/TabelaFluxo';
import { FLUXO_MESSAGES as M } from './messages';
import { periodoPadrao, useFluxoParams, type Agrupar } from './params';

const Filtros = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 14rem));
    > :first-child {
      grid-column: auto;
    }
  }
`;

/** One column on a phone, two from sm, four from lg. */
const Figuras = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Figura = styled(Card).attrs({ as: 'section', $padded: true })`
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Painel = styled(Card).attrs({ as: 'section', $padded: true })`
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin-top: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Graficos = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${media.xl} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > section {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`;

const Notas = styled.ul`
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Valor({ icone, titulo, valor, detalhe }: { icone: ReactNode; titulo: string; valor: string; detalhe?: string }) {
  return (
    <Figura aria-label={titulo}>
      <h2>
        {icone}
        {titulo}
      </h2>
      <p>{valor}</p>
      {detalhe ? <small>{detalhe}</small> : null}
    </Figura>
  );
}

const AGRUPAR_OPCOES: readonly { value: Agrupar; label: string }[] = [
  { value: 'mes', label: M.porMes },
  { value: 'dia', label: M.porDia },
];

/**
 * /financeiro/fluxo-de-caixa (issue 26): realised money (the baixas, on their day) and planned money (the
 * open títulos, on their due day from today on), per day or per month, with each conta's running balance.
 * Every figure comes from one call (fluxo_caixa); the period lives in the URL.
 */
export function FluxoCaixaPage() {
  const [params, setParams] = useFluxoParams();
  const invalido = params.de > params.ate;
  const query = useGetFluxoCaixaQuery(params, { skip: invalido });
  const fluxo = query.data;

  return (
    <>
      <PageHeader title={M.title} description={M.description} />
      <Filtros>
        <Select
          label={M.agrupar}
          options={AGRUPAR_OPCOES}
          value={params.agrupar}
          onChange={(e) => {
            const agrupar: Agrupar = e.target.value === 'dia' ? 'dia' : 'mes';
            setParams({ agrupar, ...periodoPadrao(agrupar) });
          }}
        />
        <Input type="date" label={M.de} value={params.de} max={params.ate} onChange={(e) => e.target.value && setParams({ de: e.target.value })} />
        <Input
          type="date"
          label={M.ate}
          value={params.ate}
          min={params.de}
          error={invalido ? M.periodoInvalido : undefined}
          onChange={(e) => e.target.value && setParams({ ate: e.target.value })}
        />
      </Filtros>

      {query.isError ? (
        <ListError message={M.erro} onRetry={() => void query.refetch()} />
      ) : !fluxo ? (
        <div aria-busy="true" aria-label={M.carregando}>
          <Skeleton shape="rect" height="6rem" />
        </div>
      ) : (
        <>
          <Figuras>
            <Valor icone={<Landmark size={16} aria-hidden />} titulo={M.saldoInicial} valor={formatCentavos(fluxo.totais.saldo_inicial)} />
            <Valor
              icone={<ArrowUpCircle size={16} aria-hidden />}
              titulo={M.entradas}
              valor={formatCentavos(fluxo.totais.entradas)}
              detalhe={`${M.entradasPrevistas}: ${formatCentavos(fluxo.totais.entradas_previstas)}`}
            />
            <Valor
              icone={<ArrowDownCircle size={16} aria-hidden />}
              titulo={M.saidas}
              valor={formatCentavos(fluxo.totais.saidas)}
              detalhe={`${M.saidasPrevistas}: ${formatCentavos(fluxo.totais.saidas_previstas)}`}
            />
            <Valor
              icone={<Scale size={16} aria-hidden />}
              titulo={M.saldoFinal}
              valor={formatCentavos(fluxo.totais.saldo_final)}
              detalhe={`${M.saldoPrevisto}: ${formatCentavos(fluxo.totais.saldo_previsto)}`}
            />
          </Figuras>

          <Graficos>
            <Painel aria-label={M.graficoMovimento}>
              <h2>{M.graficoMovimento}</h2>
              <GraficoMovimento fluxo={fluxo} />
            </Painel>
            <Painel aria-label={M.graficoSaldos}>
              <h2>{M.graficoSaldos}</h2>
              <GraficoSaldos fluxo={fluxo} />
            </Painel>
          </Graficos>

          <Painel aria-label={M.tabela}>
            <h2>{M.tabela}</h2>
            <TabelaFluxo fluxo={fluxo} />
          </Painel>

          <Notas>
            <li>{M.explicacao}</li>
            {fluxo.vencidos.receber > 0 || fluxo.vencidos.pagar > 0 ? (
              <li>{M.vencidos(formatCentavos(fluxo.vencidos.receber), formatCentavos(fluxo.vencidos.pagar))}</li>
            ) : null}
            {fluxo.movimentos_internos.sangrias > 0 || fluxo.movimentos_internos.suprimentos > 0 ? (
              <li>{M.internos(formatCentavos(fluxo.movimentos_internos.sangrias), formatCentavos(fluxo.movimentos_internos.suprimentos))}</li>
            ) : null}
          </Notas>
        </>
      )}
    </>
  );
}
