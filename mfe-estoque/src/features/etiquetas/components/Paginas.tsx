import { createPortal } from 'react-dom';
import styled, { createGlobalStyle, css } from 'styled-components';
import type { DadosEtiqueta } from '../api';
import { posicao, type Formato } from '../formatos';
import { ETIQUETAS_MESSAGES as M } from '../messages';
import { Etiqueta, mm } from './Etiqueta';

/** The element that prints: a child of body, so the shell's layout is left out whole on paper. */
export const IMPRESSAO_ID = 'etiquetas-impressao';

/**
 * On paper only the labels, at their real size: the page is the stock's (A4, Carta or 40 × 25 mm) with
 * no margin (the sheet's margins are in the layout), everything else under body is not printed.
 */
const Impressao = createGlobalStyle<{ $tamanho: string }>`
  #${IMPRESSAO_ID} {
    display: none;
  }
  @media print {
    @page {
      size: ${({ $tamanho }) => $tamanho};
      margin: 0;
    }
    html, body {
      margin: 0 !important;
      padding: 0 !important;
      min-height: 0 !important;
      background: ${({ theme }) => theme.colors.white} !important;
    }
    body > :not(#${IMPRESSAO_ID}) {
      display: none !important;
    }
    #${IMPRESSAO_ID} {
      display: block;
      --mm: 1mm;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
  }
`;

const Pagina = styled.div<{ $formato: Formato; $tela: boolean }>`
  position: relative;
  flex-shrink: 0;
  width: ${({ $formato }) => mm($formato.pagina.largura)};
  /* A hair under the page: a box exactly as tall as the paper can spill a blank page after it. */
  height: calc(${({ $formato }) => mm($formato.pagina.altura)} - 0.5px);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.white};
  break-after: page;
  break-inside: avoid;
  &:last-child {
    break-after: auto;
  }
  ${({ $tela, theme }) =>
    $tela &&
    css`
      outline: 1px solid ${theme.colors.borderStrong};
      box-shadow: ${theme.shadows.md};
    `}
`;

const Celula = styled.div<{ $x: number; $y: number; $vazia: boolean; $tela: boolean }>`
  position: absolute;
  left: ${({ $x }) => mm($x)};
  top: ${({ $y }) => mm($y)};
  /* On screen, the die-cut edges of the stock, so the preview shows where each label falls. */
  ${({ $tela, $vazia, theme }) =>
    $tela &&
    css`
      outline: 1px ${$vazia ? 'dashed' : 'dotted'} ${theme.colors.border};
    `}
`;

const CelulaVazia = styled.div<{ $formato: Formato }>`
  width: ${({ $formato }) => mm($formato.etiqueta.largura)};
  height: ${({ $formato }) => mm($formato.etiqueta.altura)};
`;

function PaginasDeEtiquetas({ paginas, formato, tela }: { paginas: (DadosEtiqueta | null)[][]; formato: Formato; tela: boolean }) {
  return paginas.map((celulas, p) => (
    <Pagina
      key={p}
      $formato={formato}
      $tela={tela}
      aria-label={tela ? (formato.colunas * formato.linhas > 1 ? M.folha : M.etiquetaDoRolo)(p + 1, paginas.length) : undefined}
      role={tela ? 'group' : undefined}
    >
      {celulas.map((dados, c) => {
        const { x, y } = posicao(formato, c);
        return (
          <Celula key={c} $x={x} $y={y} $vazia={dados === null} $tela={tela}>
            {dados ? <Etiqueta dados={dados} formato={formato} /> : <CelulaVazia $formato={formato} />}
          </Celula>
        );
      })}
    </Pagina>
  ));
}

const Previa = styled.div<{ $formato: Formato }>`
  container-type: inline-size;
`;

const PreviaPaginas = styled.div<{ $formato: Formato }>`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  ${({ $formato }) =>
    $formato.colunas * $formato.linhas > 1
      ? css`
          flex-direction: column;
          /* The sheet fills the preview's width: 1 mm of paper is this fraction of it. */
          --mm: calc(100cqw / ${$formato.pagina.largura});
        `
      : css`
          flex-wrap: wrap;
          gap: ${({ theme }) => theme.space[3]};
          /* Roll labels side by side, two to a row of the preview (40 mm each and the gap). */
          --mm: calc((100cqw - 1rem) / 80.5);
        `}
`;

/**
 * The labels laid out on their pages twice: the preview on screen (scaled to its column) and, under
 * body, the copy that prints at 1:1. The same component draws both, so the preview is what prints.
 */
export function Paginas({ paginas, formato }: { paginas: (DadosEtiqueta | null)[][]; formato: Formato }) {
  return (
    <>
      <Impressao $tamanho={formato.tamanhoCss} />
      <Previa $formato={formato}>
        <PreviaPaginas $formato={formato} data-testid="previa-etiquetas">
          <PaginasDeEtiquetas paginas={paginas} formato={formato} tela />
        </PreviaPaginas>
      </Previa>
      {createPortal(
        <div id={IMPRESSAO_ID}>
          <PaginasDeEtiquetas paginas={paginas} formato={formato} tela={false} />
        </div>,
        document.body,
      )}
    </>
  );
}
