import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, NotFound } from './NotFound';

describe('NotFound', () => {
  it("wears the storefront's brand, keeps the spec's texts and offers the way home and to the catalogue", async () => {
    document.head.innerHTML = '<title>Loja Praia</title><meta name="description" content="Moda praia" />';
    const { user, router } = renderWithProviders(<NotFound />, {
      url: '/nada',
      path: '/nada',
      routes: [{ path: '/catalogo', element: <p>Catálogo da loja</p> }],
    });
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: /^Loja Praia/ }));
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    // The first page of the visit: there is no previous page to offer.
    expect(screen.queryByRole('button', { name: 'Página anterior' })).not.toBeInTheDocument();
    expect(document.title).toBe(NOT_FOUND_TITLE);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', NOT_FOUND_DESCRIPTION);

    await user.click(screen.getByRole('link', { name: 'Catálogo' }));
    expect(router.state.location.pathname).toBe('/catalogo');
    expect(document.title).toBe('Loja Praia');
  });

  it('after a page of the shop, offers going back to it', async () => {
    const { user, router } = renderWithProviders(<p>Links</p>, {
      url: '/links',
      path: '/links',
      routes: [{ path: '/nada', element: <NotFound /> }],
    });
    await router.navigate('/nada');
    await user.click(await screen.findByRole('button', { name: 'Página anterior' }, { timeout: 10_000 }));
    expect(router.state.location.pathname).toBe('/links');
  });
});
