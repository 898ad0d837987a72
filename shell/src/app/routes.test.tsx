import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LojaThemeProvider } from '@loja/shared-ui';
import { NotFound } from '../features/not-found';
import { BOTTOM_BAR, MENU } from '../features/layout';
import { remotesForPath } from './routes';

describe('remotesForPath', () => {
  it.each([
    ['/catalogo', ['catalog']],
    ['/links', ['catalog']],
    ['/dashboard', ['placeholders']],
    ['/cadastros/clientes/editar/3', ['cadastros']],
    ['/estoque/movimentacao/3/editar', ['estoque']],
    ['/vendas/vendas/nova', ['placeholders']],
    ['/configuracao/empresa', ['placeholders']],
    ['/', []],
    ['/rota-desconhecida', []],
  ])('%s needs %j', (path, remotes) => {
    expect(remotesForPath(path)).toEqual(remotes);
  });
});

describe('menu', () => {
  it('has the seven sections of the specification and five bottom-bar entries', () => {
    expect(MENU.map((m) => m.label)).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro', 'Relatórios', 'Configuração']);
    expect(BOTTOM_BAR.map((m) => m.label)).toEqual(['Dashboard', 'Cadastros', 'Estoque', 'Vendas', 'Financeiro']);
  });
});

describe('NotFound', () => {
  it('shows 404, the message and a link home', () => {
    render(
      <LojaThemeProvider>
        <MemoryRouter initialEntries={['/nada']}>
          <NotFound />
        </MemoryRouter>
      </LojaThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  });
});
