import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';

// jsdom has no layout, so embla would see a single snap and never start its autoplay: a stand-in
// api records what the carousel asks of it.
const api = vi.hoisted(() => ({
  scrollPrev: vi.fn(),
  scrollNext: vi.fn(),
  scrollTo: vi.fn(),
  reset: vi.fn(),
  made: vi.fn(),
  withAutoplay: true,
}));

vi.mock('embla-carousel', () => ({
  default: (...args: unknown[]) => {
    api.made(...args);
    return {
      scrollPrev: api.scrollPrev,
      scrollNext: api.scrollNext,
      scrollTo: api.scrollTo,
      selectedScrollSnap: () => 0,
      scrollSnapList: () => [0, 1, 2],
      canScrollPrev: () => true,
      canScrollNext: () => true,
      on: () => undefined,
      off: () => undefined,
      destroy: () => undefined,
      plugins: () => (api.withAutoplay ? { autoplay: { reset: api.reset } } : {}),
    };
  },
}));
vi.mock('embla-carousel-autoplay', () => ({ default: () => ({ name: 'autoplay' }) }));

// Workers keep their modules between files (isolate: false): another file may already have loaded the
// carousel with the real embla, so it is loaded afresh here, under the mock.
vi.resetModules();
const { Carousel } = await import('./Carousel');

function renderBanners() {
  renderWithProviders(
    <Carousel aria-label="Banners promocionais" autoplay>
      <p>Coleção Verão</p>
      <p>Biquínis</p>
      <p>Acessórios</p>
    </Carousel>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  api.withAutoplay = true;
});

afterAll(() => document.documentElement.removeAttribute('data-primeira-vista'));

/** What the platform's firstViewShown() does (platform/firstView.ts): the catalogue's products are up. */
function firstViewShown() {
  document.documentElement.setAttribute('data-primeira-vista', '');
  window.dispatchEvent(new Event('loja:primeira-vista'));
}

describe('<Carousel> before and after its library (issue 25 §2)', () => {
  it("first renders its own markup (slides, arrows, dots) without embla, which arrives after the page's first view", async () => {
    renderBanners();
    expect(screen.getByText('Coleção Verão')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para o slide 3' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.made).not.toHaveBeenCalled();
    act(() => firstViewShown());
    await waitFor(() => expect(api.made).toHaveBeenCalledTimes(1));
  });

  it('a press before embla is here loads it at once and then makes the move', async () => {
    // A fresh module, before the first view: the library is not loaded yet.
    document.documentElement.removeAttribute('data-primeira-vista');
    vi.resetModules();
    const { Carousel: Fresh } = await import('./Carousel');
    renderWithProviders(
      <Fresh aria-label="Destaques" autoplay>
        <p>Um</p>
        <p>Dois</p>
      </Fresh>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' })));
    await waitFor(() => expect(api.scrollNext).toHaveBeenCalledTimes(1));
    expect(api.made).toHaveBeenCalledTimes(1);
    firstViewShown();
  });
});

describe('<Carousel> manual moves', () => {
  it('an arrow or a dot moves the carousel and restarts the autoplay delay', async () => {
    renderBanners();
    await waitFor(() => expect(api.made).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.reset).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o slide 3' }));
    expect(api.scrollTo).toHaveBeenCalledWith(2);
    expect(api.reset).toHaveBeenCalledTimes(3);
  });

  it('autoplays, except for a person who prefers reduced motion', async () => {
    renderBanners();
    await waitFor(() => expect(api.made).toHaveBeenCalledTimes(1));
    expect(api.made.mock.calls[0][2]).toEqual([{ name: 'autoplay' }]);

    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
    );
    renderWithProviders(
      <Carousel aria-label="Destaques" autoplay>
        <p>Um</p>
        <p>Dois</p>
      </Carousel>,
    );
    await waitFor(() => expect(api.made).toHaveBeenCalledTimes(2));
    expect(api.made.mock.calls[1][2]).toEqual([]);
    matchMedia.mockRestore();
  });

  it('without autoplay the arrows still move it', async () => {
    api.withAutoplay = false;
    renderBanners();
    await waitFor(() => expect(api.made).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.reset).not.toHaveBeenCalled();
  });
});
