import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import type { PrecificacaoFiguras } from './formulas';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });

/** 37.49 -> '37,49%'. */
export function formatarPercentual(valor: number): string {
  return percent.format(valor / 100);
}

const Lista = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Linha = styled.div<{ $destaque?: boolean; $separada?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  ${({ theme, $separada }) =>
    $separada &&
    css`
      padding-top: ${theme.space[3]};
      border-top: 1px solid ${theme.colors.border};
    `}
  ${({ theme, $destaque }) =>
    $destaque &&
    css`
      padding: ${theme.space[3]};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.primarySoft};
    `}
`;

const Termo = styled.dt`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

const Nome = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Nota = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Sinal = 'positivo' | 'negativo' | 'neutro';

const Valor = styled.dd<{ $sinal: Sinal; $destaque?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[0.5]};
  margin: 0 0 0 auto;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme, $destaque }) => ($destaque ? theme.fontSizes.xl : theme.fontSizes.md)};
  color: ${({ theme, $sinal }) =>
    $sinal === 'negativo' ? theme.colors.destructiveText : $sinal === 'positivo' ? theme.colors.successText : theme.colors.text};
  text-align: right;
`;

const Detalhe = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Acao = styled.div`
  flex-basis: 100%;
  display: flex;
  justify-content: flex-end;
`;

function Figura({ nome, nota, valor, sinal = 'neutro', destaque, separada, detalhe, children }: {
  nome: string;
  nota: ReactNode;
  valor: number;
  sinal?: Sinal;
  destaque?: boolean;
  separada?: boolean;
  detalhe?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Linha $destaque={destaque} $separada={separada}>
      <Termo>
        <Nome>{nome}</Nome>
        <Nota>{nota}</Nota>
      </Termo>
      <Valor $sinal={sinal} $destaque={destaque}>
        <span>{formatBRL(valor)}</span>
        {detalhe ? <Detalhe>{detalhe}</Detalhe> : null}
      </Valor>
      {children}
    </Linha>
  );
}

const sinalDe = (valor: number): Sinal => (valor < 0 ? 'negativo' : valor > 0 ? 'positivo' : 'neutro');

/**
 * A margin: its amount, what share of its price it is, and a visible "Abaixo do custo" when the price
 * does not cover the total (colour alone would not tell everyone).
 */
function Margem({ nome, nota, valor, percentual, semPreco, separada }: {
  nome: string;
  separada?: boolean;
  nota: string;
  valor: number;
  percentual: number | null;
  semPreco?: string;
}) {
  const detalhe = (
    <>
      {semPreco ?? (percentual === null ? null : `${formatarPercentual(percentual)} do preço`)}
      {valor < 0 ? <Badge variant="destructive">Abaixo do custo</Badge> : null}
    </>
  );
  return <Figura nome={nome} nota={nota} valor={valor} sinal={sinalDe(valor)} detalhe={detalhe} separada={separada} />;
}

export interface ResumoPrecificacaoProps {
  figuras: PrecificacaoFiguras;
  /** The preço de venda in the form: the suggestion is offered only when it differs. */
  precoVenda: number | '' | null | undefined;
  /** Puts the suggested price into Preço de venda; without it (read-only) there is no button. */
  onAplicarSugerido?: () => void;
}

/** The figures of spec 001 §9 for the values in the form, in BRL. */
export function ResumoPrecificacao({ figuras, precoVenda, onAplicarSugerido }: ResumoPrecificacaoProps) {
  const tituloId = useId();
  const sugeridoAplicado = typeof precoVenda === 'number' && precoVenda === figuras.preco_sugerido;
  return (
    <Card as="section" aria-labelledby={tituloId}>
      <CardHeader>
        <CardTitle id={tituloId}>Resumo da precificação</CardTitle>
        <CardDescription>Recalculado enquanto você digita.</CardDescription>
      </CardHeader>
      <CardContent>
        <Lista>
          <Figura nome="Custo" nota="Marketing + frete + embalagem + comissão" valor={figuras.custo} />
          <Figura nome="Total de compra" nota="Custo + preço de compra" valor={figuras.total_compra} />
          <Figura nome="Preço sugerido" nota="Total de compra + margem" valor={figuras.preco_sugerido} destaque>
            {onAplicarSugerido ? (
              <Acao>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={onAplicarSugerido}
                  disabled={figuras.preco_sugerido === 0 || sugeridoAplicado}
                >
                  Usar como preço de venda
                </Button>
              </Acao>
            ) : null}
          </Figura>
          <Margem
            separada
            nome="Margem de venda"
            nota="Preço de venda − total de compra"
            valor={figuras.margem_venda}
            percentual={figuras.percentual_venda}
          />
          <Margem
            nome="Margem A"
            nota="Preço A − total de compra"
            valor={figuras.margem_a}
            percentual={figuras.percentual_a}
            semPreco={figuras.percentual_a === null ? 'Sem preço A' : undefined}
          />
          <Margem
            nome="Margem B"
            nota="Preço B − total de compra"
            valor={figuras.margem_b}
            percentual={figuras.percentual_b}
            semPreco={figuras.percentual_b === null ? 'Sem preço B' : undefined}
          />
        </Lista>
      </CardContent>
    </Card>
  );
}
