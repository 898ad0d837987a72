import styled, { createGlobalStyle, css } from 'styled-components';

/** The element that prints: the page's receipt (a sale's cupom, an exchange's comprovante). */
export const RECIBO_ID = 'recibo';

/**
 * Only the receipt prints: the shell's menus and the page's buttons are hidden, and the page takes
 * the paper's size (an 80 mm roll, or A4 with margins). Mount it on a page that shows a PapelDoRecibo.
 */
export const ImpressaoDoRecibo = createGlobalStyle<{ $a4: boolean }>`
  @media print {
    @page {
      ${({ $a4 }) => ($a4 ? 'size: A4; margin: 15mm;' : 'size: 80mm auto; margin: 3mm;')}
    }
    body * {
      visibility: hidden;
    }
    #${RECIBO_ID}, #${RECIBO_ID} * {
      visibility: visible;
    }
    #${RECIBO_ID} {
      position: absolute;
      inset: 0 auto auto 0;
      box-shadow: none;
      border: 0;
      margin: 0;
    }
  }
`;

/** Above the receipt: the format's select and the print (and send) buttons. */
export const BarraDoRecibo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  /* The format's select keeps a select's width instead of the whole row. */
  > :first-child {
    flex: 1 1 14rem;
    max-width: 20rem;
  }
`;

/** What the cashier hands back or tells the customer now ("Troco: R$ 10,00"), above the receipt. */
export const DestaqueDoRecibo = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

/**
 * The receipt itself, 80 mm wide in a monospaced font or A4: header and footer centred, the
 * "NÃO É DOCUMENTO FISCAL" notice (`.aviso`), dashed rules, tables of lines and payments with
 * right-aligned money (`.num`) and a bold total row (`.total`). Give it `id={RECIBO_ID}`.
 */
export const PapelDoRecibo = styled.article<{ $a4: boolean }>`
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  ${({ $a4, theme }) =>
    $a4
      ? css`
          max-width: 210mm;
          font-size: ${theme.fontSizes.sm};
        `
      : css`
          max-width: 80mm;
          font-family: ${theme.fonts.mono};
          font-size: ${theme.fontSizes.xs};
        `}
  header, footer {
    text-align: center;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .aviso {
    margin: ${({ theme }) => theme.space[2]} 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: center;
  }
  hr {
    border: 0;
    border-top: 1px dashed ${({ theme }) => theme.colors.borderStrong};
    margin: ${({ theme }) => theme.space[2]} 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th, td {
    padding: 2px 0;
    text-align: left;
    vertical-align: top;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  .total td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
