import { displaySize, formatBRL } from '@loja/shared-ui/format';
import styled from 'styled-components';
import type { DadosEtiqueta } from '../api';
import { barrasDoCodigo } from '../codigo';
import type { Formato } from '../formatos';
import { CodigoDeBarras } from './CodigoDeBarras';

/**
 * Lengths in millimetres of the label: `--mm` is 1mm on paper and a fraction of the preview's width on
 * screen (Paginas sets it), so the preview is the printed sheet scaled.
 */
export const mm = (n: number) => `calc(var(--mm) * ${n})`;

const Caixa = styled.div<{ $largura: number; $altura: number; $respiro: number }>`
  display: grid;
  grid-template-rows: auto auto minmax(0, 1fr) auto;
  width: ${({ $largura }) => mm($largura)};
  height: ${({ $altura }) => mm($altura)};
  padding: ${({ $respiro }) => mm($respiro)};
  overflow: hidden;
  /* Paper is white and bars black whatever the theme: a scanner reads contrast. */
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  font-family: ${({ theme }) => theme.fonts.body};
  line-height: 1.15;
  text-align: left;
`;

const Nome = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${mm(2.4)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Linha = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${mm(1)};
  margin-top: ${mm(0.3)};
  span:first-child {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-size: ${mm(2.3)};
  }
  strong {
    flex-shrink: 0;
    font-size: ${mm(3.4)};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Barras = styled.span`
  display: block;
  min-height: 0;
  margin-top: ${mm(0.6)};
`;

const Codigo = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${mm(2.2)};
  letter-spacing: 0.05em;
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
`;

const SemCodigo = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed currentColor;
  font-size: ${mm(2)};
  text-align: center;
`;

/** "Coral · M", "Sem grade" for a product without grades. */
export function variante(dados: Pick<DadosEtiqueta, 'cor' | 'tamanho'>): string {
  if (dados.cor === null && dados.tamanho === null) return 'Sem grade';
  return [dados.cor, dados.tamanho === null ? null : displaySize(dados.tamanho)].filter(Boolean).join(' · ');
}

/** One label: name, colour · size and price, the bars, the code's digits under them. */
export function Etiqueta({ dados, formato }: { dados: DadosEtiqueta; formato: Formato }) {
  const desenhavel = barrasDoCodigo(dados.codigo) !== null;
  return (
    <Caixa $largura={formato.etiqueta.largura} $altura={formato.etiqueta.altura} $respiro={formato.respiro} data-etiqueta={dados.chave}>
      <Nome>{dados.nome}</Nome>
      <Linha>
        <span>{variante(dados)}</span>
        <strong>{formatBRL(dados.preco)}</strong>
      </Linha>
      {desenhavel ? (
        <Barras>
          <CodigoDeBarras codigo={dados.codigo} />
        </Barras>
      ) : (
        <SemCodigo>{dados.codigo ? 'Código não imprimível' : 'Sem código'}</SemCodigo>
      )}
      <Codigo>{dados.codigo ?? ''}</Codigo>
    </Caixa>
  );
}
