import { useEffect, useState } from 'react';
import { useListParams } from '@loja/shared-ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media, mediaDown } from '@loja/shared-ui/theme';
import { AccountDialog } from '@loja/shared-ui/platform';
import { StorefrontHeader, scrollToSection } from '../../components/layout';
import { CartSheet, CartProvider } from '../../components/sacola';
import { Rodape, WhatsAppFloatingButton } from '../../components/rodape';
import { BannerCarousel, CategoryStrip, Hero } from '../../components/vitrine';
import { useGetCatalogoQuery, useGetCategoriasQuery } from './api';
import { catalogoParams } from './filters';
import { FilterSidebar, MobileFilterBar } from './components/FilterPanels';
import { ProductDialog } from './components/ProductDialog';
import { ProductGrid } from './components/ProductGrid';
import type { ProdutoCatalogo } from './types';
import { useAddToBag } from './useAddToBag';
import { useAutoOpenAccount } from './useAutoOpenAccount';

const Page = styled.div`
  --storefront-header-height: 4rem;
  padding-top: var(--storefront-header-height);
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  section[id] {
    scroll-margin-top: calc(var(--storefront-header-height) + ${({ theme }) => theme.space[2]});
  }
`;

const Products = styled.section`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[16]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
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

/** /catalogo: header, hero, banners, categories, filters, grid, product dialog, bag, footer. */
export function CatalogoPage() {
  return (
    <CartProvider>
      <Catalogo />
    </CartProvider>
  );
}

function Catalogo() {
  // Filters and page in the URL (each change a history entry), as every list of the product.
  const { values: filters, setFilters, setPage, clearFilters } = useListParams(catalogoParams);
  const categorias = useGetCategoriasQuery();
  const catalogo = useGetCatalogoQuery(filters);
  const addToBag = useAddToBag();
  const location = useLocation();
  const [produtoAberto, setProdutoAberto] = useState<ProdutoCatalogo | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const account = useAutoOpenAccount();

  // A page past the end (an old link, fewer products now) shows the last page instead.
  const data = catalogo.data;
  useEffect(() => {
    if (data && data.totalPages > 0 && data.page > data.totalPages) setPage(data.totalPages);
  }, [data, setPage]);

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
      <StorefrontHeader onLogin={() => account.open('login')} onOpenCart={() => setCartOpen(true)} />
      <main>
        <Hero onVerProdutos={() => scrollToSection('produtos')} />
        <BannerCarousel />
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
              <FilterSidebar filters={filters} categorias={categorias.data ?? []} onChange={setFilters} onClear={clearFilters} />
            </SidebarSlot>
            <div>
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
                onOpen={setProdutoAberto}
                onAdd={addToBag}
              />
            </div>
          </Columns>
        </Products>
      </main>
      <Rodape />
      <WhatsAppFloatingButton />
      <ProductDialog produto={produtoAberto} onClose={() => setProdutoAberto(null)} onAdd={addToBag} />
      <CartSheet open={cartOpen} onOpenChange={setCartOpen} onRequireLogin={() => account.open('cadastrar')} />
      <AccountDialog open={account.isOpen} onOpenChange={account.setOpen} defaultTab={account.tab} />
    </Page>
  );
}
