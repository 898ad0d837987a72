import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Brand } from './Brand';

describe('Brand', () => {
  it('is a link named "Loja Praia" (the waves are decoration) that follows a route', async () => {
    const { user, router } = renderWithProviders(<Brand to="/catalogo" />, {
      url: '/perdido',
      path: '/perdido',
      routes: [{ path: '/catalogo', element: <p>Catálogo</p> }],
    });
    const link = screen.getByRole('link', { name: 'Loja Praia' });
    expect(link).toHaveAttribute('href', '/catalogo');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/catalogo');
    expect(screen.getByText('Catálogo')).toBeInTheDocument();
  });

  it('without a route it is a plain anchor', () => {
    renderWithProviders(<Brand href="#topo" />);
    expect(screen.getByRole('link', { name: 'Loja Praia' })).toHaveAttribute('href', '#topo');
  });
});
