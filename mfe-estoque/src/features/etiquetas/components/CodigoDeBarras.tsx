import styled from 'styled-components';
import { barrasDoCodigo, caminhoDasBarras, NOME_DO_TIPO } from '../codigo';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  /* Bars stay crisp on screen and paper: no anti-aliased edges between modules. */
  shape-rendering: crispEdges;
`;

/**
 * A code's bars as SVG (EAN-13 or Code 128, see codigo.ts), stretched to the box it is given: the
 * modules keep their proportions across the width, the quiet zones included. Nothing when the code
 * cannot be drawn (the label says so instead).
 */
export function CodigoDeBarras({ codigo, className }: { codigo: string | null; className?: string }) {
  const barras = barrasDoCodigo(codigo);
  if (!barras) return null;
  const { d, largura } = caminhoDasBarras(barras.modulos);
  return (
    <Svg
      className={className}
      viewBox={`0 0 ${largura} 1`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`Código de barras ${NOME_DO_TIPO[barras.tipo]} ${codigo ?? ''}`}
      data-tipo={barras.tipo}
    >
      <path d={d} fill="currentColor" />
    </Svg>
  );
}
