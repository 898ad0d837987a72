import styled, { createGlobalStyle } from 'styled-components';
import { media } from '@loja/shared-ui';

/**
 * Only the element with id `$id` prints, on A4 with 15 mm margins: the shell's menus and the page's
 * buttons are hidden, and anything marked `.sem-impressao` inside it too. For the A4 documents of this
 * remote (a quote, a purchase order, the ordem de fornecimento); the receipts have their own paper.
 */
export const ImpressaoA4 = createGlobalStyle<{ $id: string }>`
  @media print {
    @page {
      size: A4;
      margin: 15mm;
    }
    body * {
      visibility: hidden;
    }
    #${({ $id }) => $id}, #${({ $id }) => $id} * {
      visibility: visible;
    }
    #${({ $id }) => $id} {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      box-shadow: none;
      border: 0;
      margin: 0;
      padding: 0;
    }
    #${({ $id }) => $id} .sem-impressao {
      display: none;
    }
  }
`;

/** Above the document: its actions (print, send, edit), wrapping on a phone. */
export const BarraDoDocumento = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/**
 * An A4 sheet on screen: a header of two sides, `dl` of label/value pairs, tables with right-aligned
 * numbers (`.num`), a second line under a cell (`td small`), a bold total row (`.total`), a table that
 * scrolls sideways inside its box on a phone (`.rolavel`) and a muted footer.
 */
export const FolhaA4 = styled.article`
  max-width: 210mm;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: ${({ theme }) => theme.space[3]} 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .rolavel {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  .num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  td small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .total td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
    border: 0;
  }
  footer {
    margin-top: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
