import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LojaThemeProvider } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { BannerCarousel, CategoryStrip, Hero } from '.';
import { preloadBannerCarousel } from './BannerCarousel';
import { balancedColumns, scrollLeftToShow, stripSteps } from './CategoryStrip';

const renderThemed = (ui: ReactElement) => render(<LojaThemeProvider>{ui}</LojaThemeProvider>);

/** Pretend the viewport is at least lg wide (jsdom's default matchMedia says it never is). */
function desktopViewport() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

const categorias = [
  { id: 1, nome: 'Biquínis' },
  { id: 2, nome: 'Bolsas' },
  { id: 9, nome: 'Óculos' },
];

describe('Hero', () => {
  it('shows the headline and Ver Produtos scrolls to the products (a plain link to #produtos before the script)', async () => {
    const onVerProdutos = vi.fn();
    renderThemed(<Hero onVerProdutos={onVerProdutos} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confira nossos produtos' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ver Produtos' });
    expect(link).toHaveAttribute('href', '#produtos');
    await userEvent.click(link);
    expect(onVerProdutos).toHaveBeenCalledTimes(1);
  });

  it('on a phone shows the three-image slider with arrows and dots', () => {
    renderThemed(<Hero onVerProdutos={() => undefined} />);
    const slider = screen.getByRole('region', { name: 'Destaques da loja' });
    expect(within(slider).getAllByRole('img')).toHaveLength(3);
    expect(within(slider).getByRole('button', { name: 'Slide anterior' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Próximo slide' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Ir para o slide 3' })).toBeInTheDocument();
  });

  it('asks for its largest paint at once: the first slide on phones, the background from lg up, at high priority', () => {
    renderThemed(<Hero onVerProdutos={() => undefined} />);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const first = within(screen.getByRole('region', { name: 'Destaques da loja' })).getAllByRole('img')[0] as HTMLImageElement;
    const phone = preloads.find((l) => l.getAttribute('href') === first.getAttribute('src'));
    expect(phone?.media).toBe('not all and (min-width: 1024px)');
    expect(phone?.getAttribute('fetchpriority')).toBe('high');
    const desktop = preloads.find((l) => l.media === '(min-width: 1024px)');
    expect(desktop?.getAttribute('href')).toMatch(/hero-desktop/);
    expect(desktop?.getAttribute('fetchpriority')).toBe('high');
  });

  it('downloads one hero image in the first view: the later slides get their address only when touched or about to show', async () => {
    renderThemed(<Hero onVerProdutos={() => undefined} />);
    const slider = screen.getByRole('region', { name: 'Destaques da loja' });
    const srcs = () => within(slider).getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(srcs()[0]).toMatch(/hero-mobile-1/);
    expect(srcs().slice(1)).toEqual([null, null]);
    fireEvent.pointerDown(slider);
    expect(srcs()[1]).toMatch(/hero-mobile-2/);
    expect(srcs()[2]).toMatch(/hero-mobile-3/);
  });

  it('chooses phone or desktop art by CSS, not by a script: every slide shows an empty image from lg up', () => {
    restore = desktopViewport();
    renderThemed(<Hero onVerProdutos={() => undefined} />);
    const slider = screen.getByRole('region', { name: 'Destaques da loja' });
    const sources = [...slider.querySelectorAll('picture > source')];
    expect(sources).toHaveLength(3);
    for (const source of sources) {
      expect(source).toHaveAttribute('media', '(min-width: 1024px)');
      expect(source.getAttribute('srcset')).toMatch(/^data:image\/gif/);
    }
  });
});

describe('BannerCarousel', () => {
  // The slides load after the first view (their own chunk): here they are fetched first, so the
  // carousel renders at once.
  beforeAll(async () => {
    await preloadBannerCarousel();
  });

  const props = { categorias: [...categorias, { id: 4, nome: 'Bolsas de palha' }], onSelectCategoria: vi.fn(), onVerProdutos: vi.fn() };

  it('is not rendered on a phone', () => {
    renderWithProviders(<BannerCarousel {...props} />);
    expect(screen.queryByRole('region', { name: 'Banners promocionais' })).not.toBeInTheDocument();
  });

  it('shows four banners, each with a headline, a text and a call to action over its illustration', () => {
    restore = desktopViewport();
    renderWithProviders(<BannerCarousel {...props} />);
    const carousel = screen.getByRole('region', { name: 'Banners promocionais' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(4);
    expect(within(carousel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Coleção Verão',
      'Biquínis para todos os estilos',
      'Acessórios de praia',
      'Compre pelo WhatsApp',
    ]);
    // The art is decorative (its message is the text), and a file rather than a data URI in the JS.
    const images = carousel.querySelectorAll('img');
    expect(images).toHaveLength(4);
    for (const img of images) {
      expect(img).toHaveAttribute('alt', '');
      expect(img.getAttribute('src')).toMatch(/banner-[a-z]+\.svg/);
    }
    expect(within(carousel).getByRole('button', { name: 'Ir para o slide 4' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Próximo slide' })).toBeInTheDocument();
  });

  it('"Ver biquínis" filters by the biquíni category, "Ver bolsas" by the bag one, "Ver novidades" scrolls to the products', async () => {
    restore = desktopViewport();
    const onSelectCategoria = vi.fn();
    const onVerProdutos = vi.fn();
    renderWithProviders(<BannerCarousel {...props} onSelectCategoria={onSelectCategoria} onVerProdutos={onVerProdutos} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver biquínis' }));
    expect(onSelectCategoria).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ver bolsas' }));
    expect(onSelectCategoria).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Ver novidades' }));
    expect(onVerProdutos).toHaveBeenCalledTimes(1);
  });

  it('a banner whose category does not exist leads to the products instead', () => {
    restore = desktopViewport();
    const onVerProdutos = vi.fn();
    renderWithProviders(<BannerCarousel {...props} categorias={[{ id: 9, nome: 'Óculos' }]} onVerProdutos={onVerProdutos} />);
    expect(screen.queryByRole('button', { name: 'Ver biquínis' })).not.toBeInTheDocument();
    const fallbacks = screen.getAllByRole('button', { name: 'Ver Produtos' });
    fireEvent.click(fallbacks[0]!);
    expect(onVerProdutos).toHaveBeenCalledTimes(1);
  });
});

describe('CategoryStrip', () => {
  it('offers TODAS (VER TUDO) and one COMPRAR AGORA card per category, TODAS highlighted by default', () => {
    renderThemed(<CategoryStrip categorias={categorias} selecionada={null} onSelect={() => undefined} />);
    const section = screen.getByRole('region', { name: 'Nossas Categorias' });
    expect(section).toHaveAttribute('id', 'categorias-section');
    const todas = within(section).getByRole('button', { name: /TODAS\s*VER TUDO/ });
    expect(todas).toHaveAttribute('aria-pressed', 'true');
    for (const nome of ['Biquínis', 'Bolsas', 'Óculos']) {
      const card = within(section).getByRole('button', { name: new RegExp(`${nome}\\s*COMPRAR AGORA`) });
      expect(card).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('selecting a card reports its id, TODAS reports null, and the selected one is highlighted', async () => {
    const onSelect = vi.fn();
    const { rerender } = renderThemed(<CategoryStrip categorias={categorias} selecionada={null} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /Bolsas/ }));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    rerender(
      <LojaThemeProvider>
        <CategoryStrip categorias={categorias} selecionada={2} onSelect={onSelect} />
      </LojaThemeProvider>,
    );
    expect(screen.getByRole('button', { name: /Bolsas/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /TODAS/ })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: /TODAS/ }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('is a carousel of 280 px cards on a phone and a plain row on a desktop', () => {
    const { unmount } = renderThemed(<CategoryStrip categorias={categorias} selecionada={null} onSelect={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Categorias' })).toBeInTheDocument();
    // jsdom has no layout, so embla's dots (one per scroll snap) are checked in the e2e test.
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toBeInTheDocument();
    unmount();
    restore = desktopViewport();
    renderThemed(<CategoryStrip categorias={categorias} selecionada={null} onSelect={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Categorias' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /COMPRAR AGORA/ })).toHaveLength(3);
  });

  it('TODAS has its own art, like every category with a keyword', () => {
    restore = desktopViewport();
    renderThemed(<CategoryStrip categorias={categorias} selecionada={null} onSelect={() => undefined} />);
    const art = (name: RegExp) => screen.getByRole('button', { name }).querySelector('[aria-hidden="true"]')!;
    expect(getComputedStyle(art(/TODAS/)).background).toMatch(/cat-todas\.svg/);
    expect(getComputedStyle(art(/Biquínis/)).background).toMatch(/cat-biquini\.svg/);
    // Spec: a category without a keyword keeps the grey gradient.
    expect(getComputedStyle(art(/Óculos/)).background).not.toMatch(/url\(/);
  });

  it('lays the row out evenly: one row up to 6 cards, then balanced rows, never one card alone', () => {
    expect([1, 5, 6].map((n) => balancedColumns(n))).toEqual([1, 5, 6]);
    expect(balancedColumns(7)).toBe(4);
    expect(balancedColumns(9)).toBe(5);
    expect(balancedColumns(12)).toBe(6);
    expect(balancedColumns(13)).toBe(5);
  });

  it('?categoria=4 on a phone: Maiôs is selected (aria-pressed) and its off-screen card scrolled into view sideways, not the page', () => {
    // jsdom has no layout: cards 150 px apart in a 358 px row 1050 px wide.
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
        const card = this.closest('[data-categoria]');
        return card ? [...card.parentElement!.children].indexOf(card) * 150 : 0;
      }),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(140),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358),
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1050),
    ];
    const rowScroll = vi.fn();
    HTMLElement.prototype.scrollTo = rowScroll;
    const pageScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const lista = [{ id: 1, nome: 'Biquínis' }, { id: 2, nome: 'Bolsas' }, { id: 3, nome: 'Chapéus' }, { id: 4, nome: 'Maiôs' }, { id: 6, nome: 'Cangas' }];
      renderThemed(<CategoryStrip categorias={lista} selecionada={4} onSelect={() => undefined} />);
      expect(screen.getByRole('button', { name: /Maiôs\s*COMPRAR AGORA/ })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: /TODAS/ })).toHaveAttribute('aria-pressed', 'false');
      // Maiôs is the 5th card (left 600): centred, 600 - (358 - 140) / 2 = 491.
      expect(rowScroll).toHaveBeenCalledWith({ left: 491, behavior: 'auto' });
      expect(pageScroll).not.toHaveBeenCalled();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      pageScroll.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    }
  });

  it('knows its 280 px steps (dots) and where a card shows whole', () => {
    expect(stripSteps(0, 358, 358)).toEqual({ count: 1, current: 0 });
    expect(stripSteps(0, 1050, 358)).toEqual({ count: 4, current: 0 });
    expect(stripSteps(280, 1050, 358)).toEqual({ count: 4, current: 1 });
    expect(stripSteps(692, 1050, 358)).toEqual({ count: 4, current: 3 });
    const row = { scrollLeft: 0, clientWidth: 358, scrollWidth: 1050 };
    expect(scrollLeftToShow({ offsetLeft: 150, offsetWidth: 140 }, row)).toBeNull();
    expect(scrollLeftToShow({ offsetLeft: 900, offsetWidth: 140 }, row)).toBe(692);
  });

  it('shows a busy placeholder while the categories load', () => {
    renderThemed(<CategoryStrip categorias={[]} selecionada={null} onSelect={() => undefined} loading />);
    expect(screen.getByLabelText('Carregando categorias')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: /TODAS/ })).not.toBeInTheDocument();
  });
});
