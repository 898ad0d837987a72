import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@loja/shared-ui/testing';
import CatalogRoutes from './routes';

describe('CatalogRoutes', () => {
  it('/catalogo/xyz is the 404 page the shell shows for an unknown path, not "Módulo em desenvolvimento"', async () => {
    renderWithProviders(<CatalogRoutes section="catalogo" />, { url: '/catalogo/xyz', path: '/catalogo/*' });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Catálogo' }));
    expect(screen.queryByText('Módulo em desenvolvimento')).toBeNull();

    // The page servers' answer for it (HTTP 404, scripts/pageHead.mjs): e2e/tests/vitrine-acessivel.e2e.test.ts.
  });
});
