/** The quote's status in spec 001 §4's colours, and the pedido's beside it once approved. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { SituacaoCompraBadges } from './situacao';

afterEach(cleanup);

describe('SituacaoCompraBadges', () => {
  it.each([
    ['pendente', 'Pendente', 'warning', null],
    ['rejeitado', 'Rejeitado', 'destructive', null],
    ['aberto', 'Aprovado', 'success', 'Em aberto'],
    ['parcial', 'Aprovado', 'success', 'Parcialmente recebido'],
    ['recebido', 'Aprovado', 'success', 'Recebido'],
    ['cancelado', 'Aprovado', 'success', 'Cancelado'],
  ] as const)('%s: the quote is %s (%s), the pedido %s', (situacao, orcamento, cor, pedido) => {
    renderWithProviders(<SituacaoCompraBadges situacao={situacao} />);
    expect(screen.getByText(orcamento, { exact: true })).toHaveAttribute('data-variant', cor);
    if (pedido) expect(screen.getByText(pedido, { exact: true })).toBeInTheDocument();
    else expect(screen.getAllByText(/./)).toHaveLength(1);
  });
});
