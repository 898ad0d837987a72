import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useListParams, usePageMeta } from '@loja/shared-ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { media, mediaDown, minWidthQuery, useMediaQuery } from '@loja/shared-ui/theme';
import { AccountDialog, searchWords } from '@loja/shared-ui/platform/core';
import { StorefrontHeader, scrollToSection, useReturnFocus } from '../../components/layout';
import { LazyMount, lazyPart, preloadQuietly, usePreloadWhenIdle } from '../../components/lazy';
import { SacolaProvider } from '../../components/sacola';
// Not the barrel: it also exports the footer's company read (RTK Query), which the start must not import.
import { Rodape, WhatsAppFloatingButton } from '../../components/rodape/adiados';
import { BannerCarousel, CategoryStrip, Hero } from '../../components/vitrine';
import { catalogoParams, PRECO_MAX, PRECO_MIN } from './filters';
import { MobileFilterBar } from './components/FilterPanels';
import { ProductGrid } from './components/ProductGrid';
import { RevelarPagina, useRepetirToques, useSementePrimeiraVista } from './primeiraVista';
import { PRODUTO_PARAM } from './share';
import { useAddToSacola } from './useAddToSacola';
import { useAutoOpenAccount } from './useAutoOpenAccount';
import { useCatalogo, useCategorias, useSugestoes } from './useDadosDoCatalogo';
import { useProdutoNaUrl } from './useProdutoNaUrl';

// Opened by a click (or ?produto={id}), never needed for the first paint or the grid: each has its own
// chunk (with Radix's dialog), fetched on hover or focus of what opens it, or when the page is idle.
const ProductDialogPart = lazyPart(() => import('./components/ProductDialog').then((m) => m.ProductDialog));
const SacolaSheetPart = lazyPart(() => import('../../components/sacola/SacolaSheet').then((m) => m.SacolaSheet));
const preloadProductDialog = () => preloadQuietly(ProductDialogPart);
const preloadSacolaSheet = () => preloadQuietly(SacolaSheetPart);
const preloadDialogs = () => preloadQuietly(ProductDialogPart, SacolaSheetPart);
// The desktop filters sit beside the grid, below the fold: mounted once the grid is there (phones,
// whose filters are in the Filtros drawer, never fetch it).
const FilterSidebarPart = lazyPart(() => import('./components/FilterSidebar').then((m) => m.FilterSidebar));

export const CATALOGO_TITULO = 'Catálogo de moda praia | Loja Praia';
export const CATALOGO_DESCRICAO =
  'Biquínis, maiôs, saídas, chapéus, bolsas, sandálias e cangas da Loja Praia. Escolha cor e tamanho e finalize a compra pelo WhatsApp.';

const Page = styled.div`
  --storefront-header-height: 4rem;
  padding-top: var(--storefront-header-height);
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  section[id] {
    scroll-margin-top: calc(var(--storefront-header-height) + ${({ theme }) => theme.space[2]});
  }
`;

/* Phones and tablets: tighter above the grid, so the first product card starts within the first screen. */
const Products = styled.section`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[16]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${media.lg} {
    padding-top: ${({ theme }) => theme.space[8]};
    h2 {
      margin-bottom: ${({ theme }) => theme.space[6]};
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${media.lg} {
    grid-template-columns: 17rem minmax(0, 1fr);
    align-items: start;
  }
`;

const SidebarSlot = styled.div`
  ${mediaDown.lg} {
    display: none;
  }
  ${media.lg} {
    position: sticky;
    top: calc(var(--storefront-header-height) + ${({ theme }) => theme.space[4]});
  }
`;

const MobileSlot = styled.div`
  ${media.lg} {
    display: none;
  }
`;

/** /catalogo: header, hero, banners, categories, filters, grid, product dialog, sacola, footer. */
export function CatalogoPage() {
  // The server-rendered first view's data, in the cache before the first render (issue 25 §1).
  useSementePrimeiraVista();
  return (
    <SacolaProvider>
      <Catalogo />
    </SacolaProvider>
  );
}

function Catalogo() {
  // Filters and page in the URL (each change a history entry), as every list of the product.
  const { values: filters, setFilters, setPage, clearFilters } = useListParams(catalogoParams);
  // Read without RTK Query until the grid is interactive, through it after (./useDadosDoCatalogo.ts, issue 25 §2).
  const categorias = useCategorias();
  const catalogo = useCatalogo(filters);
  // A search that found nothing asks the database for the closest products ("Você quis dizer…").
  const buscaSemResultado = catalogo.currentData?.total === 0 && searchWords(filters.busca).length > 0;
  const sugestoes = useSugestoes(filters.busca, buscaSemResultado);
  const addToSacola = useAddToSacola();
  // Taps on the first view's cards before the takeover happen now, on these cards (issue 25 §3).
  useRepetirToques(catalogo.data !== undefined);
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const [sacolaOpen, setSacolaOpen] = useState(false);
  const produtoAberto = useProdutoNaUrl(catalogo.data?.rows, !catalogo.isLoading);
  const account = useAutoOpenAccount({ paused: produtoAberto.id !== null || sacolaOpen });
  // Focus goes back to the card or header button that opened a dialog (they open from state).
  const produtoFocus = useReturnFocus();
  const sacolaFocus = useReturnFocus();
  const ultimoBotaoDaGrade = useRef<Element | null>(null);

  // Once the grid has its products and the browser is idle: fetch the dialogs a click will open, and
  // show the desktop sidebar.
  const desktop = useMediaQuery(minWidthQuery('lg'));
  const [ocioso, setOcioso] = useState(false);
  const aposOGrid = useCallback(() => {
    preloadDialogs();
    setOcioso(true);
  }, []);
  usePreloadWhenIdle(catalogo.isSuccess || catalogo.isError, aposOGrid);

  usePageMeta({
    title: produtoAberto.produto ? `${produtoAberto.produto.nome} | Loja Praia` : CATALOGO_TITULO,
    description: CATALOGO_DESCRICAO,
  });

  // A page past the end (an old link, fewer products now): the answer holds the last page (see
  // getCatalogo). Cache it under that page and put that page in the URL, replacing the entry, so
  // the pagination is right, no second request is made and Back does not return to ?pagina=99.
  const atual = catalogo.currentData;
  const { guardarCorrigida } = catalogo;
  useEffect(() => {
    if (!atual || atual.page === filters.page) return;
    const corrigido = catalogoParams.changePage(filters, atual.page);
    guardarCorrigida(corrigido, atual);
    setParams(
      (current) => {
        const next = catalogoParams.serialize(corrigido);
        const produto = current.get(PRODUTO_PARAM);
        if (produto) next.set(PRODUTO_PARAM, produto);
        return next;
      },
      { replace: true },
    );
  }, [atual, filters, guardarCorrigida, setParams]);

  // The landing page links to ?categoria={id}#categorias-section: scroll there once the strip exists.
  const hash = location.hash.slice(1);
  const categoriasReady = categorias.isSuccess;
  useEffect(() => {
    if (hash && categoriasReady) scrollToSection(hash);
  }, [hash, categoriasReady]);

  const onPageChange = (page: number) => {
    setPage(page);
    scrollToSection('produtos');
  };

  return (
    <Page>
      {/* First: takes over from the server-rendered first view before anything below measures or paints. */}
      <RevelarPagina />
      <StorefrontHeader
        onLogin={() => account.open('login')}
        onOpenSacola={(opener) => {
          sacolaFocus.remember(opener);
          setSacolaOpen(true);
        }}
        onSacolaIntent={preloadSacolaSheet}
      />
      <main>
        <Hero onVerProdutos={() => scrollToSection('produtos')} />
        <BannerCarousel
          categorias={categorias.data ?? []}
          onSelectCategoria={(categoria) => {
            setFilters({ categoria });
            scrollToSection('produtos');
          }}
          onVerProdutos={() => scrollToSection('produtos')}
        />
        <CategoryStrip
          categorias={categorias.data ?? []}
          loading={categorias.isLoading}
          selecionada={filters.categoria}
          onSelect={(categoria) => {
            setFilters({ categoria });
            scrollToSection('produtos');
          }}
        />
        <Products id="produtos" aria-labelledby="produtos-titulo">
          <h2 id="produtos-titulo">Produtos</h2>
          <Columns>
            <SidebarSlot>
              {desktop && ocioso ? (
                <Suspense fallback={null}>
                  <FilterSidebarPart.Component filters={filters} categorias={categorias.data ?? []} onChange={setFilters} onClear={clearFilters} />
                </Suspense>
              ) : null}
            </SidebarSlot>
            {/* The button a click in the grid pressed: the opener of the product dialog, if it opens one. */}
            {/* Pointing at or tabbing into the grid fetches the product dialog before a card is pressed. */}
            <div
              onClickCapture={(event) => (ultimoBotaoDaGrade.current = (event.target as Element).closest('button, a'))}
              onPointerOver={preloadProductDialog}
              onFocus={preloadProductDialog}
            >
              <MobileSlot>
                <MobileFilterBar filters={filters} categorias={categorias.data ?? []} onChange={setFilters} onClear={clearFilters} />
              </MobileSlot>
              <ProductGrid
                data={catalogo.data}
                loading={catalogo.isFetching}
                error={catalogo.isError}
                onRetry={() => void catalogo.refetch()}
                onClearFilters={clearFilters}
                onPageChange={onPageChange}
                onOpen={(produto) => {
                  produtoFocus.remember(ultimoBotaoDaGrade.current);
                  produtoAberto.abrir(produto);
                }}
                onAdd={addToSacola}
                sugestoes={buscaSemResultado ? sugestoes : undefined}
                // The suggested product is shown whatever the other filters were: its name, every category, any price.
                onSugestao={(nome) => setFilters({ busca: nome, categoria: null, precoMin: PRECO_MIN, precoMax: PRECO_MAX })}
              />
            </div>
          </Columns>
        </Products>
      </main>
      <Rodape />
      <WhatsAppFloatingButton />
      <LazyMount when={produtoAberto.produto !== null} onError={produtoAberto.fechar}>
        <ProductDialogPart.Component
          produto={produtoAberto.produto}
          onClose={produtoAberto.fechar}
          onAdd={addToSacola}
          onCloseAutoFocus={produtoFocus.onCloseAutoFocus}
        />
      </LazyMount>
      <LazyMount when={sacolaOpen} onError={() => setSacolaOpen(false)}>
        <SacolaSheetPart.Component
          open={sacolaOpen}
          onOpenChange={setSacolaOpen}
          onRequireLogin={() => account.open('cadastrar')}
          onCloseAutoFocus={sacolaFocus.onCloseAutoFocus}
        />
      </LazyMount>
      <AccountDialog open={account.isOpen} onOpenChange={account.setOpen} defaultTab={account.tab} />
    </Page>
  );
}
