import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, toApiResult } from './api';
import { authReady, selectIsStaff, signedOut } from './authSlice';
import { getRuntimeConfig, INLINE_CONFIG_ID, loadRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from './config';
import { imageRenderUrl, resolveStorageUrl } from './storage';
import { makeStore, rootReducer } from './store';
import { afterFirstView, firstViewShown, isFirstViewShown, PRIMEIRA_VISTA_ATTRIBUTE, PRIMEIRA_VISTA_EVENT } from './firstView';
import { getPublicClient, PUBLIC_CLIENT_SEM_CONFIG } from './publicClient';
import {
  authNeededAtOnce,
  getSupabase,
  hasAuthLink,
  hasStoredSession,
  initSupabase,
  loadSupabase,
  peekSupabase,
  setSupabaseClient,
  SUPABASE_NAO_CARREGADO,
  SUPABASE_NAO_INICIALIZADO,
  supabaseStorageKey,
} from './supabase';

afterEach(() => {
  setRuntimeConfig(null);
  setSupabaseClient(null);
});

const config = { supabaseUrl: 'http://localhost:54321/', supabaseAnonKey: 'anon', remotes: { catalog: 'http://localhost:8081/mf-manifest.json' } };

describe('runtime config', () => {
  it('loads /config.json without cache and remembers it', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
    const loaded = await loadRuntimeConfig(undefined, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(loaded.supabaseUrl).toBe('http://localhost:54321');
    expect(loaded.remotes.catalog).toBe('http://localhost:8081/mf-manifest.json');
    expect(getRuntimeConfig()).toEqual(loaded);
  });
  it('reads the config the server put in the page, without a request', async () => {
    const doc = document.implementation.createHTMLDocument('Loja Praia');
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_CONFIG_ID;
    script.textContent = JSON.stringify(config);
    doc.head.append(script);
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    const loaded = await loadRuntimeConfig('/config.json', fetchImpl, doc);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(loaded).toEqual({ ...config, supabaseUrl: 'http://localhost:54321' });
    expect(getRuntimeConfig()).toEqual(loaded);
    script.textContent = '{"supabaseUrl":';
    await expect(loadRuntimeConfig('/config.json', fetchImpl, doc)).rejects.toThrow('não é um JSON válido');
  });
  it('rejects bad files with a Portuguese message', async () => {
    expect(() => parseRuntimeConfig({ supabaseUrl: 'x' })).toThrow('supabaseAnonKey ausente');
    const notFound = vi.fn(async () => new Response('no', { status: 404 }));
    await expect(loadRuntimeConfig('/config.json', notFound)).rejects.toThrow('HTTP 404');
  });
});

describe('runtime config sections (issue 23 §1)', () => {
  const remotes = { catalog: 'http://localhost:8081/mf-manifest.json', cadastros: 'http://localhost:8082/mf-manifest.json' };
  const catalogo = { path: 'catalogo', label: 'Catálogo', remote: 'catalog', layout: 'storefront' };
  const cadastros = { path: 'cadastros', label: 'Cadastros', remote: 'cadastros', layout: 'back-office', bottomBar: true };
  const withSections = (sections: unknown) => ({ ...config, remotes, sections });

  it('reads the sections, in order, with bottomBar false when absent', () => {
    expect(parseRuntimeConfig(withSections([catalogo, cadastros])).sections).toEqual([
      { ...catalogo, bottomBar: false },
      { ...cadastros, bottomBar: true },
    ]);
    // A host that only needs the backend (a remote's standalone entry) may leave them out.
    expect(parseRuntimeConfig(config).sections).toBeUndefined();
  });
  it('refuses an unknown layout, naming the section', () => {
    expect(() => parseRuntimeConfig(withSections([catalogo, { ...cadastros, layout: 'painel' }]))).toThrow(
      'Configuração inválida: a seção "cadastros" (sections[1]) tem o layout desconhecido "painel"; use "storefront" ou "back-office".',
    );
  });
  it('refuses a section listed twice, naming both entries', () => {
    expect(() => parseRuntimeConfig(withSections([cadastros, catalogo, { ...cadastros, remote: 'catalog' }]))).toThrow(
      'Configuração inválida: a seção "cadastros" aparece duas vezes (sections[0] e sections[2]).',
    );
  });
  it('refuses a section whose remote has no manifest', () => {
    expect(() => parseRuntimeConfig(withSections([catalogo, { ...cadastros, path: 'vendas', remote: 'vendas' }]))).toThrow(
      'Configuração inválida: a seção "vendas" (sections[1]) é do remoto "vendas", que não tem manifesto em remotes.',
    );
    expect(() => parseRuntimeConfig({ ...config, remotes: { ...remotes, vendas: '' }, sections: [catalogo] })).toThrow(
      'Configuração inválida: o remoto "vendas" não tem a URL do manifesto (mf-manifest.json) em remotes.',
    );
  });
  it('refuses malformed entries with the index', () => {
    expect(() => parseRuntimeConfig(withSections({}))).toThrow('Configuração inválida: sections deve ser uma lista de seções.');
    expect(() => parseRuntimeConfig(withSections([{ ...catalogo, path: '/catalogo' }]))).toThrow(
      'Configuração inválida: sections[0] tem o caminho "/catalogo"; use letras minúsculas, números e hífens, sem barras.',
    );
    expect(() => parseRuntimeConfig(withSections([{ ...catalogo, label: '' }]))).toThrow(
      'Configuração inválida: a seção "catalogo" (sections[0]) não tem o rótulo (label).',
    );
    expect(() => parseRuntimeConfig(withSections([{ ...cadastros, bottomBar: 'sim' }]))).toThrow(
      'Configuração inválida: a seção "cadastros" (sections[0]) tem bottomBar que não é true nem false.',
    );
  });
  // Issue 28: the remotes that add pages to a section (Relatórios) are the config's to say, and must exist.
  it('keeps the deployed remotes a section takes pages from, leaves out one not in remotes, and refuses a malformed list', () => {
    const relatorios = { ...cadastros, path: 'relatorios', pagesFrom: ['catalog'] };
    expect(parseRuntimeConfig(withSections([relatorios])).sections?.[0].pagesFrom).toEqual(['catalog']);
    expect(parseRuntimeConfig(withSections([cadastros])).sections?.[0].pagesFrom).toBeUndefined();
    // A remote taken out of `remotes` takes its pages with it; the section stays.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseRuntimeConfig(withSections([{ ...relatorios, pagesFrom: ['vendas', 'catalog'] }])).sections?.[0].pagesFrom).toEqual(['catalog']);
    expect(warn).toHaveBeenCalledWith('config.json: a seção "relatorios" (sections[0]) recebe páginas de "vendas", sem manifesto em remotes; ignorado.');
    warn.mockRestore();
    expect(() => parseRuntimeConfig(withSections([{ ...relatorios, pagesFrom: 'vendas' }]))).toThrow(
      'Configuração inválida: a seção "relatorios" (sections[0]) tem pagesFrom que não é uma lista de nomes de remotos.',
    );
  });
});

describe('supabase singleton (loaded after the first paint, issue 25 §2)', () => {
  it('throws before init; after init it loads on demand, once, and getSupabase returns it', async () => {
    expect(() => getSupabase()).toThrow(SUPABASE_NAO_INICIALIZADO);
    const initialized = initSupabase(config, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
    // No auth link, no stored session: nothing is loaded yet, and the back-office accessor says so.
    expect(peekSupabase()).toBeNull();
    expect(() => getSupabase()).toThrow(SUPABASE_NAO_CARREGADO);
    const a = await loadSupabase();
    expect(await initialized).toBe(a);
    expect(await loadSupabase()).toBe(a);
    expect(await initSupabase(config)).toBe(a);
    expect(getSupabase()).toBe(a);
    expect(getRuntimeConfig()?.supabaseUrl).toBe('http://localhost:54321/');
  });

  it('tells an auth link and a stored session, which load it at once', () => {
    const at = (href: string) => new URL(href, 'http://localhost:8080');
    expect(hasAuthLink(at('/catalogo'))).toBe(false);
    expect(hasAuthLink(at('/catalogo?categoria=4#categorias-section'))).toBe(false);
    expect(hasAuthLink(at('/catalogo#access_token=x&refresh_token=y&type=recovery'))).toBe(true);
    expect(hasAuthLink(at('/catalogo?code=0b6f'))).toBe(true);
    expect(hasAuthLink(at('/catalogo?token_hash=abc&type=signup'))).toBe(true);
    expect(hasAuthLink(at('/catalogo#error=access_denied&error_code=otp_expired'))).toBe(true);

    expect(supabaseStorageKey('http://localhost:54321')).toBe('sb-localhost-auth-token');
    expect(supabaseStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null };
    expect(hasStoredSession('https://abcd.supabase.co', store)).toBe(false);
    storage.set('sb-abcd-auth-token', '{}');
    expect(hasStoredSession('https://abcd.supabase.co', store)).toBe(true);
    expect(hasStoredSession('http://localhost:54321', store)).toBe(false);
    expect(hasStoredSession('http://localhost:54321', { getItem: () => { throw new Error('SecurityError'); } })).toBe(false);
  });

  it('waits for the first view only on a storefront page with no link and no session', () => {
    const sections = [
      { path: 'catalogo', label: 'Catálogo', remote: 'catalog', layout: 'storefront' as const, bottomBar: false },
      { path: 'cadastros', label: 'Cadastros', remote: 'cadastros', layout: 'back-office' as const, bottomBar: true },
    ];
    const at = (path: string) => window.history.replaceState(null, '', path);
    try {
      at('/catalogo?categoria=4');
      expect(authNeededAtOnce('http://localhost:54321', sections)).toBe(false);
      at('/catalogo#access_token=x&type=recovery');
      expect(authNeededAtOnce('http://localhost:54321', sections)).toBe(true);
      at('/cadastros/clientes');
      expect(authNeededAtOnce('http://localhost:54321', sections)).toBe(true);
      // `/` sends staff to /dashboard: who is signed in decides, so the client is needed at once.
      at('/');
      expect(authNeededAtOnce('http://localhost:54321', sections)).toBe(true);
      at('/catalogo');
      window.localStorage.setItem('sb-localhost-auth-token', '{}');
      expect(authNeededAtOnce('http://localhost:54321', sections)).toBe(true);
    } finally {
      window.localStorage.removeItem('sb-localhost-auth-token');
      at('/');
    }
  });
});

describe('the first view signal (what loads after the products waits for it)', () => {
  afterEach(() => document.documentElement.removeAttribute(PRIMEIRA_VISTA_ATTRIBUTE));

  it('runs what waits for it once the first view is up, in an idle moment; a cancelled wait never runs', async () => {
    document.documentElement.removeAttribute(PRIMEIRA_VISTA_ATTRIBUTE);
    const run = vi.fn();
    const cancelled = vi.fn();
    afterFirstView(run);
    afterFirstView(cancelled)();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(run).not.toHaveBeenCalled();
    const event = vi.fn();
    window.addEventListener(PRIMEIRA_VISTA_EVENT, event);
    firstViewShown();
    firstViewShown();
    expect(event).toHaveBeenCalledTimes(1);
    expect(isFirstViewShown()).toBe(true);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    // Later waits go ahead at once (after an idle moment).
    const late = vi.fn();
    afterFirstView(late);
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));
    expect(cancelled).not.toHaveBeenCalled();
    window.removeEventListener(PRIMEIRA_VISTA_EVENT, event);
  });
});

describe("public client (the storefront's reads with the anon key)", () => {
  it('needs the config, and is one PostgREST client per backend', () => {
    expect(() => getPublicClient()).toThrow(PUBLIC_CLIENT_SEM_CONFIG);
    setRuntimeConfig(parseRuntimeConfig(config));
    const client = getPublicClient();
    expect(client.url).toBe('http://localhost:54321/rest/v1');
    expect(client.headers.get('apikey')).toBe('anon');
    expect(client.headers.get('Authorization')).toBe('Bearer anon');
    expect(getPublicClient()).toBe(client);
    setRuntimeConfig(parseRuntimeConfig({ ...config, supabaseUrl: 'https://abcd.supabase.co' }));
    expect(getPublicClient().url).toBe('https://abcd.supabase.co/rest/v1');
  });
});

describe('storage urls', () => {
  it('resolves relative storage urls against supabaseUrl', () => {
    setRuntimeConfig(parseRuntimeConfig(config));
    expect(resolveStorageUrl('/storage/v1/object/public/imagens/seed/x.jpg')).toBe(
      'http://localhost:54321/storage/v1/object/public/imagens/seed/x.jpg',
    );
    expect(resolveStorageUrl('storage/v1/object/public/imagens/a.png')).toBe(
      'http://localhost:54321/storage/v1/object/public/imagens/a.png',
    );
    expect(resolveStorageUrl('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(resolveStorageUrl(null)).toBe('');
    expect(resolveStorageUrl('/a.jpg', 'https://proj.supabase.co')).toBe('https://proj.supabase.co/a.jpg');
  });
  it('builds render urls with width, height and resize', () => {
    setRuntimeConfig(parseRuntimeConfig(config));
    expect(imageRenderUrl('/storage/v1/object/public/imagens/seed/x.jpg', { width: 400, height: 500 })).toBe(
      'http://localhost:54321/storage/v1/render/image/public/imagens/seed/x.jpg?width=400&height=500&resize=cover',
    );
    expect(imageRenderUrl('https://h/storage/v1/object/public/b/y.png', { width: 80, resize: 'contain' })).toBe(
      'https://h/storage/v1/render/image/public/b/y.png?width=80&resize=contain',
    );
    expect(imageRenderUrl('https://cdn.example/x.jpg', { width: 10 })).toBe('https://cdn.example/x.jpg');
  });
});

describe('store', () => {
  it('has the auth slice and the api reducer', () => {
    const store = makeStore();
    const state = store.getState();
    expect(state.auth).toEqual({ status: 'loading', user: null, profile: null });
    expect(state.api).toBeDefined();
    store.dispatch(authReady({ user: { id: '1', email: 'a@b.c' }, profile: { nome: 'Ana', tipo: 'funcionario' } }));
    expect(selectIsStaff(store.getState())).toBe(true);
    store.dispatch(signedOut());
    expect(store.getState().auth.user).toBeNull();
  });

  it('lets a remote inject a slice and endpoints', async () => {
    const sacola = createSlice({
      name: 'sacola',
      initialState: { itens: [] as string[] },
      reducers: { add: (state, action: { payload: string }) => void state.itens.push(action.payload) },
    });
    const store = makeStore();
    // injected after the store exists, as a remote loaded later does
    const injected = rootReducer.inject(sacola);
    const selectItens = injected.selector((state: WithSlice<typeof sacola>) => state.sacola.itens);
    store.dispatch(sacola.actions.add('biquini'));
    expect(selectItens(store.getState())).toEqual(['biquini']);

    const extended = api.injectEndpoints({
      endpoints: (build) => ({
        categorias: build.query<{ id: number; nome: string }[], void>({
          queryFn: () => toApiResult(Promise.resolve({ data: [{ id: 1, nome: 'Biquínis' }], error: null })),
        }),
        falha: build.query<null, void>({
          queryFn: () => toApiResult(Promise.resolve({ data: null, error: { message: 'permission denied', code: '42501' } })),
        }),
      }),
    });
    const ok = await store.dispatch(extended.endpoints.categorias.initiate());
    expect(ok.data).toEqual([{ id: 1, nome: 'Biquínis' }]);
    const bad = await store.dispatch(extended.endpoints.falha.initiate());
    expect(bad.error).toMatchObject({ message: 'permission denied', code: '42501' });
  });

  it("drops the cached data when the person signs out or another signs in, and keeps it from anonymous to signed in", async () => {
    const store = makeStore();
    const extended = api.injectEndpoints({
      endpoints: (build) => ({
        clientesDoTeste: build.query<string[], void>({
          queryFn: () => toApiResult(Promise.resolve({ data: ['Maria da Conceição'], error: null })),
        }),
      }),
    });
    const cached = () => extended.endpoints.clientesDoTeste.select()(store.getState()).data;
    const load = () => store.dispatch(extended.endpoints.clientesDoTeste.initiate(undefined, { subscribe: false }));

    await load();
    store.dispatch(authReady({ user: { id: 'admin', email: 'admin@lojapraia.com.br' }, profile: { nome: 'Marina', tipo: 'admin' } }));
    expect(cached()).toEqual(['Maria da Conceição']);

    store.dispatch(authReady({ user: { id: 'admin', email: 'admin@lojapraia.com.br' }, profile: { nome: 'Marina C.', tipo: 'admin' } }));
    expect(cached()).toEqual(['Maria da Conceição']);

    store.dispatch(authReady({ user: { id: 'func', email: 'funcionario@lojapraia.com.br' }, profile: { nome: 'Rafael', tipo: 'funcionario' } }));
    expect(cached()).toBeUndefined();

    await load();
    store.dispatch(signedOut());
    expect(cached()).toBeUndefined();
  });
});
