/**
 * /relatorios/* as this remote serves it (issue 28): the reports are other remotes' pages, which the
 * shell mounts over these paths; what reaches this remote is a spec report whose remote is down (said
 * so, with a way to retry) or a path no report has (the 404).
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { RELATORIOS } from '../../components';
import { RelatoriosRoutes } from './RelatoriosRoutes';

afterEach(cleanup);

describe('Relatórios', () => {
  it('lists the five reports of the spec, in its order', () => {
    expect(RELATORIOS.map((r) => r.path)).toEqual(['clientes', 'fornecedores', 'ordem-fornecimento', 'vendas', 'financeiro']);
  });

  it.each(RELATORIOS.map((r) => [r.path, r] as const))('/relatorios/%s says the report is unavailable when its remote does not answer', (path, relatorio) => {
    renderWithProviders(<RelatoriosRoutes />, { url: `/relatorios/${path}`, path: '/relatorios/*' });
    expect(screen.getByRole('heading', { level: 1, name: relatorio.title })).toBeInTheDocument();
    expect(screen.getByText('Relatório indisponível no momento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    expect(screen.queryByText('Em breve')).toBeNull();
  });

  // Issue 23 §6: a path the spec never names is the 404 (inside the back-office layout, which the shell draws around this).
  it('an unknown report is the 404', () => {
    renderWithProviders(<RelatoriosRoutes />, { url: '/relatorios/nao-existe', path: '/relatorios/*' });
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});
