/**
 * Test-only helpers shared by the rodape and links tests: a fake Supabase that serves the
 * company row (and any other table's rows) and a render inside store, theme and router.
 * Never imported by application code.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { LojaThemeProvider } from '@loja/shared-ui';
import { makeStore, setSupabaseClient } from '@loja/shared-ui/platform';
import { createFakeSupabase } from '@loja/shared-ui/testing';
import type { EmpresaPublica } from '../empresa';

/** A table row as the test writes it (interfaces such as EmpresaPublica fit). */
type Row = object;

/** The company of the seed (supabase/seed.sql). */
export const EMPRESA_TESTE: EmpresaPublica = {
  id: 1,
  nome: 'Loja Praia',
  whatsapp: '5548999990000',
  telefone: '(48) 3222-1234',
  email: 'contato@lojapraia.com.br',
  website: 'https://lojapraia.com.br',
  instagram: 'https://instagram.com/lojapraia',
  endereco: 'Av. Beira-Mar, 1200, Centro, Florianópolis - SC, 88015-700',
};

/**
 * A PostgREST-like query over fixed rows: select/order/limit/gt are accepted, eq on a column the
 * rows have filters them (eq on an embedded column such as "imagens.tipo_imagem" is accepted and
 * left to the rows the test gives). Awaiting it gives { data, error }.
 */
function query(rows: Row[], calls: string[][]) {
  const filters: [string, unknown][] = [];
  const result = () =>
    rows.filter((row) =>
      filters.every(([column, value]) => !(column in row) || (row as Record<string, unknown>)[column] === value),
    );
  const builder = {
    select: (...args: unknown[]) => (calls.push(['select', ...args.map(String)]), builder),
    eq: (column: string, value: unknown) => {
      calls.push(['eq', column, String(value)]);
      filters.push([column, value]);
      return builder;
    },
    gt: (column: string, value: unknown) => (calls.push(['gt', column, String(value)]), builder),
    order: (column: string) => (calls.push(['order', column]), builder),
    limit: (count: number) => (calls.push(['limit', String(count)]), builder),
    overrideTypes: () => builder,
    maybeSingle: async () => ({ data: result()[0] ?? null, error: null }),
    then: <T,>(resolve: (value: { data: Row[]; error: null }) => T, reject?: (reason: unknown) => T) =>
      Promise.resolve({ data: result(), error: null }).then(resolve, reject),
  };
  return builder;
}

/**
 * Installs a fake Supabase client (createFakeSupabase) whose `from` also serves `tables`
 * (e.g. { empresa_publica: [EMPRESA_TESTE] }). Returns the fake and the calls made per table.
 */
export function installFakeSupabase(tables: Record<string, Row[]>) {
  const fake = createFakeSupabase({});
  const fallback = fake.from.getMockImplementation();
  const calls: Record<string, string[][]> = {};
  fake.from.mockImplementation(((table: string) => {
    const rows = tables[table];
    if (!rows) return fallback!(table);
    return query(rows, (calls[table] ??= []));
  }) as unknown as NonNullable<typeof fallback>);
  setSupabaseClient(fake.client);
  return { fake, calls };
}

/** render() inside a fresh store, the Loja Praia theme and a MemoryRouter at `route`. */
export function renderComLoja(ui: ReactElement, route = '/catalogo') {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <LojaThemeProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </LojaThemeProvider>
    </Provider>,
  );
  return { ...view, store };
}
