/**
 * The /cadastros hub page on the local stack: the counts of public.contagens as staff see them, the
 * placeholder while the one read is under way, no number when it fails, and a register's write (its
 * LIST tag) bringing the new total.
 */
import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { formatHubCount } from '@loja/shared-ui';
import { api } from '@loja/shared-ui/platform';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, sql, unique } from '@loja/local-supabase/testing';
import cadastros from '../../../../mfe-cadastros/src/navigation.ts';
import { NavigationHubPage } from '../../../../tooling/NavigationHubPage.tsx';
import { parseNavigation } from './parseNavigation';

const hub = parseNavigation('cadastros', cadastros).sections[0].hub!;
const CARDS = [
  ['Clientes', 'clientes'],
  ['Fornecedores', 'fornecedores'],
  ['Funcionários', 'funcionarios'],
  ['Produtos', 'produtos'],
] as const;

/** What the database holds, counted as the superuser. */
async function totals(): Promise<Record<(typeof CARDS)[number][1], number>> {
  const [row] = await sql<Record<(typeof CARDS)[number][1], number>>(
    `select (select count(*) from clientes)::int as clientes, (select count(*) from fornecedores)::int as fornecedores,
            (select count(*) from funcionarios)::int as funcionarios, (select count(*) from produtos)::int as produtos`,
  );
  return row;
}

const card = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) });

const criados: number[] = [];
afterAll(async () => {
  if (criados.length) await sql('delete from clientes where id = any($1::bigint[])', [criados]);
});

async function renderHub() {
  const net = controlledFetch();
  const held = net.hold('/rest/v1/contagens');
  const client = await signInAs('admin', { fetch: net.fetch });
  const view = renderWithProviders(<NavigationHubPage section="cadastros" hub={hub} />, { client, url: '/cadastros', path: '/cadastros' });
  return { net, held, ...view };
}

describe('NavigationHubPage on the local stack', () => {
  it('shows a placeholder on each card while the one read is under way, then the real totals, formatted pt-BR', async () => {
    const { net, held } = await renderHub();
    await waitFor(() => expect(net.requestsTo('/rest/v1/contagens')).toHaveLength(1));
    for (const [title] of CARDS) {
      expect(within(card(title)).getByText('Carregando total')).toBeInTheDocument();
      expect(card(title)).not.toHaveTextContent(/\d/);
    }
    held.release();

    const expected = await totals();
    for (const [title, recurso] of CARDS) {
      await waitFor(() => expect(card(title)).toHaveTextContent(formatHubCount(expected[recurso])));
    }
    // One request for the four cards.
    const [request] = net.requestsTo('/rest/v1/contagens');
    expect(request.url.searchParams.get('recurso')).toBe('in.(clientes,fornecedores,funcionarios,produtos)');
    expect(net.requestsTo('/rest/v1/contagens')).toHaveLength(1);
  });

  it('a new cliente (the clientes LIST tag its create invalidates) brings the new total', async () => {
    const { held, store } = await renderHub();
    held.release();
    const antes = (await totals()).clientes;
    await waitFor(() => expect(card('Clientes')).toHaveTextContent(formatHubCount(antes)));

    const [{ id }] = await sql<{ id: number }>(
      "insert into clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99999-0000', 'hub@loja.test') returning id::int",
      [unique('Hub'), formatCpf(generateCpf())],
    );
    criados.push(id);
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Cliente', id: 'LIST' }]));
    });
    await waitFor(() => expect(card('Clientes')).toHaveTextContent(formatHubCount(antes + 1)));
  });

  it('when the read fails, the cards stay, with no number', async () => {
    const net = controlledFetch();
    net.failNext('/rest/v1/contagens', Infinity);
    const client = await signInAs('admin', { fetch: net.fetch });
    renderWithProviders(<NavigationHubPage section="cadastros" hub={hub} />, { client, url: '/cadastros', path: '/cadastros' });

    // The hub's content is a lazy chunk: the cards first (in this file alone the chunk may not be loaded yet), then the failed read.
    await screen.findByRole('link', { name: /^Clientes/ });
    await waitFor(() => expect(screen.queryByText('Carregando total')).not.toBeInTheDocument(), { timeout: 15_000 });
    for (const [title, recurso] of CARDS) {
      expect(card(title)).toHaveAttribute('href', `/cadastros/${recurso}`);
      expect(card(title)).not.toHaveTextContent(/\d|registro/);
    }
  });
});
