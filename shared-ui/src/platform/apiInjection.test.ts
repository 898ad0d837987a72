import { describe, expect, it, vi } from 'vitest';

// Issue 25 §2: RTK Query is off the storefront's start. The store is made with the core alone (auth
// slice, a dynamic middleware); the api slice, its middleware and the cache-drop listener go into
// it when `api` is first imported, into the stores that already exist too.
describe('the RTK Query api slice, injected when the api is first imported', () => {
  it('a store made before the api has no api state; importing it injects the reducer and the middleware into that store', async () => {
    // A fresh module graph: other files of this worker imported the api already.
    vi.resetModules();
    const core = await import('./core');
    const store = core.makeStore();
    expect(Object.keys(store.getState())).toEqual(['auth']);

    const { api, toApiResult } = await import('./api');
    // The injection gives the existing store the slice's state at once.
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });

    let leituras = 0;
    const extended = api.injectEndpoints({
      endpoints: (build) => ({
        clientesInjetados: build.query<string[], void>({
          queryFn: () => {
            leituras += 1;
            return toApiResult(Promise.resolve({ data: ['Maria da Conceição'], error: null }));
          },
          providesTags: [{ type: 'Cliente', id: 'LIST' }],
        }),
      }),
    });
    const assinatura = store.dispatch(extended.endpoints.clientesInjetados.initiate());
    expect((await assinatura).data).toEqual(['Maria da Conceição']);
    expect(leituras).toBe(1);

    // RTK Query's middleware runs in that store: an invalidated tag reads a subscribed query again.
    store.dispatch(api.util.invalidateTags([{ type: 'Cliente', id: 'LIST' }]));
    await vi.waitFor(() => expect(leituras).toBe(2));
    assinatura.unsubscribe();

    // And the cache-drop listener too: another person signing in drops what the last one read.
    store.dispatch(core.authReady({ user: { id: 'a', email: 'a@loja.test' }, profile: { nome: 'Ana', tipo: 'admin' } }));
    expect(extended.endpoints.clientesInjetados.select()(store.getState()).data).toEqual(['Maria da Conceição']);
    store.dispatch(core.authReady({ user: { id: 'b', email: 'b@loja.test' }, profile: { nome: 'Bia', tipo: 'funcionario' } }));
    expect(extended.endpoints.clientesInjetados.select()(store.getState()).data).toBeUndefined();

    // A store made after the injection starts with the slice.
    expect(core.makeStore().getState().api).toMatchObject({ queries: {} });
  });
});
