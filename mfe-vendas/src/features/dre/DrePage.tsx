import { Button, Card, Input, ListError, PageHeader, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, media } from '@loja/shared-ui';
import { ChevronLeft, ChevronRight, Info } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCentavos, type Centavos } from '../../components';
import { useGetDreMensalQuery, type Dre, type LinhaDre } from './api';
import { DRE_MESSAGES as M } from './messages';

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;
const hojeLoja = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });

/** yyyy-MM moved by n months. */
function somarMeses(mes: string, n: number): string {
  const d = new Date(`${mes}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}
const NOME_MES = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "novembro de 2026" */
export const mesPorExtenso = (mes: string) => NOME_MES.format(new Date(`${mes}-01T12:00:00Z`));

const Aviso = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warningText};
  }
  strong {
    display: block;
  }
`;

const Seletor = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > :nth-child(2) {
    flex: 1 1 auto;
    max-width: 14rem;
  }
`;

const Demonstracao = styled(Card).attrs({ as: 'section', $padded: true })`
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${media.lg} {
    max-width: 56rem;
  }
`;

const Descricao = styled(TableCell)<{ $nivel: 0 | 1 }>`
  padding-left: ${({ theme, $nivel }) => ($nivel === 1 ? theme.space[8] : theme.space[4])};
  color: ${({ theme, $nivel }) => ($nivel === 1 ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ theme, $nivel }) => ($nivel === 0 ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;
const Numero = styled(TableCell).attrs({ $align: 'right', $nowrap: true })<{ $nivel: 0 | 1; $negativo?: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $nivel }) => ($nivel === 0 ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $nivel, $negativo }) => ($negativo ? theme.colors.destructiveText : $nivel === 1 ? theme.colors.textMuted : theme.colors.text)};
`;
const Total = styled(TableRow)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
/** The % column is extra on a phone: the statement reads in two columns at 390 px. */
const Percentual = styled(Numero)`
  display: none;
  ${media.sm} {
    display: table-cell;
  }
`;
const PercentualHead = styled(TableHead)`
  display: none;
  ${media.sm} {
    display: table-cell;
  }
`;

interface Linha {
  rotulo: string;
  valor: Centavos;
  nivel: 0 | 1;
  /** A subtotal (receita líquida, lucro bruto, resultado). */
  total?: boolean;
  /** Shown as negative: what the line takes off. */
  subtrai?: boolean;
}

const detalhes = (categorias: LinhaDre[], subtrai: boolean): Linha[] =>
  categorias.map((c) => ({ rotulo: c.categoria, valor: c.valor, nivel: 1, subtrai }));

/** The statement's lines, top to bottom, as DRE simples reads (migration 20261129003000). */
export function linhasDre(dre: Dre): Linha[] {
  const linhas: Linha[] = [
    { rotulo: M.receitaBruta, valor: dre.receita_bruta.total, nivel: 0 },
    { rotulo: M.vendas(dre.vendas_quantidade), valor: dre.receita_bruta.vendas, nivel: 1 },
  ];
  if (dre.receita_bruta.trocas !== 0) linhas.push({ rotulo: M.vendasTrocas, valor: dre.receita_bruta.trocas, nivel: 1 });
  linhas.push(...detalhes(dre.receita_bruta.categorias, false));
  linhas.push({ rotulo: M.deducoes, valor: dre.deducoes.total, nivel: 0, subtrai: true });
  if (dre.fonte_devolucoes === 'trocas') linhas.push({ rotulo: M.devolucoes, valor: dre.deducoes.devolucoes, nivel: 1, subtrai: true });
  linhas.push(...detalhes(dre.deducoes.categorias, true));
  linhas.push({ rotulo: M.receitaLiquida, valor: dre.receita_liquida, nivel: 0, total: true });
  linhas.push({ rotulo: M.cmv, valor: dre.cmv.total, nivel: 0, subtrai: true });
  linhas.push({ rotulo: M.custoVendido, valor: dre.cmv.vendido, nivel: 1, subtrai: true });
  if (dre.cmv.devolvido !== 0) linhas.push({ rotulo: M.custoDevolvido, valor: dre.cmv.devolvido, nivel: 1 });
  linhas.push({ rotulo: M.lucroBruto, valor: dre.lucro_bruto, nivel: 0, total: true });
  linhas.push({ rotulo: M.despesasOperacionais, valor: dre.despesas_operacionais.total, nivel: 0, subtrai: true });
  linhas.push(...detalhes(dre.despesas_operacionais.categorias, true));
  linhas.push({ rotulo: M.receitasFinanceiras, valor: dre.receitas_financeiras.total, nivel: 0 });
  linhas.push(...detalhes(dre.receitas_financeiras.categorias, false));
  linhas.push({ rotulo: M.despesasFinanceiras, valor: dre.despesas_financeiras.total, nivel: 0, subtrai: true });
  linhas.push({ rotulo: M.taxasCartao, valor: dre.despesas_financeiras.taxas_cartao, nivel: 1, subtrai: true });
  linhas.push(...detalhes(dre.despesas_financeiras.categorias, true));
  if (dre.outras.receitas !== 0 || dre.outras.despesas !== 0) {
    linhas.push({ rotulo: M.outrasReceitas, valor: dre.outras.receitas, nivel: 0 });
    linhas.push(...detalhes(dre.outras.categorias.filter((c) => c.tipo === 'receita'), false));
    linhas.push({ rotulo: M.outrasDespesas, valor: dre.outras.despesas, nivel: 0, subtrai: true });
    linhas.push(...detalhes(dre.outras.categorias.filter((c) => c.tipo !== 'receita'), true));
  }
  linhas.push({ rotulo: M.resultado, valor: dre.resultado, nivel: 0, total: true });
  return linhas;
}

/** − R$ 14,97 for what a line takes off; R$ 0,00 stays unsigned. */
const valorComSinal = (l: Linha) => (l.subtrai && l.valor !== 0 ? `−${formatCentavos(l.valor)}` : formatCentavos(l.valor));
const PERCENTUAL = new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** −40,0% (the same minus sign as the money; nothing on a zero), or — without a receita líquida. */
const percentual = (valor: Centavos, base: Centavos) => {
  if (base === 0) return '—';
  const texto = PERCENTUAL.format(Math.abs(valor / base));
  return valor / base < 0 && texto !== PERCENTUAL.format(0) ? `−${texto}` : texto;
};

/**
 * /financeiro/dre (issue 26): the DRE simples of one month (?mes=yyyy-MM, this month by default), regime
 * de competência, every line from the database (dre_mensal). It says that it is a management report.
 */
export function DrePage() {
  const [search, setSearch] = useSearchParams();
  const pedido = search.get('mes') ?? '';
  const mes = MES.test(pedido) ? pedido : hojeLoja().slice(0, 7);
  const query = useGetDreMensalQuery(`${mes}-01`);
  const dre = query.data;
  const irPara = (novo: string) =>
    setSearch(
      (atual) => {
        const proximo = new URLSearchParams(atual);
        proximo.set('mes', novo);
        return proximo;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={M.title} description={M.description} />
      <Aviso role="note">
        <Info size={18} aria-hidden />
        <span>
          <strong>{M.aviso}</strong>
          {M.avisoDetalhe}
        </span>
      </Aviso>
      <Seletor>
        <Button variant="outline" aria-label={M.mesAnterior} onClick={() => irPara(somarMeses(mes, -1))}>
          <ChevronLeft size={16} aria-hidden />
        </Button>
        <Input type="month" label={M.mes} value={mes} onChange={(e) => MES.test(e.target.value) && irPara(e.target.value)} />
        <Button variant="outline" aria-label={M.proximoMes} onClick={() => irPara(somarMeses(mes, 1))}>
          <ChevronRight size={16} aria-hidden />
        </Button>
      </Seletor>

      {query.isError ? (
        <ListError message={M.erro} onRetry={() => void query.refetch()} />
      ) : !dre || query.isFetching ? (
        <div aria-busy="true" aria-label={M.carregando}>
          <Skeleton shape="rect" height="24rem" />
        </div>
      ) : (
        <Demonstracao aria-label={M.demonstracao(mesPorExtenso(mes))}>
          <h2>{M.demonstracao(mesPorExtenso(mes))}</h2>
          <Table aria-label={M.demonstracao(mesPorExtenso(mes))}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{M.descricao}</TableHead>
                <TableHead scope="col" $align="right">
                  {M.valor}
                </TableHead>
                <PercentualHead scope="col" $align="right">
                  {M.percentual}
                </PercentualHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {linhasDre(dre).map((l, i) => {
                const Linha = l.total ? Total : TableRow;
                return (
                  <Linha key={`${i}-${l.rotulo}`}>
                      <Descricao $nivel={l.nivel}>{l.rotulo}</Descricao>
                      <Numero $nivel={l.nivel} $negativo={l.total && l.valor < 0}>
                        {valorComSinal(l)}
                      </Numero>
                      <Percentual $nivel={l.nivel}>{percentual(l.subtrai ? -l.valor : l.valor, dre.receita_liquida)}</Percentual>
                  </Linha>
                );
              })}
            </TableBody>
          </Table>
        </Demonstracao>
      )}
    </>
  );
}
