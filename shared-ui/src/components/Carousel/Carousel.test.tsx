import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';

// jsdom has no layout, so embla would see a single snap and never start its autoplay: a stand-in
// api records what the carousel asks of it.
const api = vi.hoisted(() => ({
  scrollPrev: vi.fn(),
  scrollNext: vi.fn(),
  scrollTo: vi.fn(),
  reset: vi.fn(),
  withAutoplay: true,
}));

vi.mock('embla-carousel-react', () => ({
  default: () => [
    () => undefined,
    {
      scrollPrev: api.scrollPrev,
      scrollNext: api.scrollNext,
      scrollTo: api.scrollTo,
      selectedScrollSnap: () => 0,
      scrollSnapList: () => [0, 1, 2],
      canScrollPrev: () => true,
      canScrollNext: () => true,
      on: () => undefined,
      off: () => undefined,
      plugins: () => (api.withAutoplay ? { autoplay: { reset: api.reset } } : {}),
    },
  ],
}));

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

describe('<Carousel> manual moves', () => {
  it('an arrow or a dot moves the carousel and restarts the autoplay delay', () => {
    renderBanners();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.reset).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o slide 3' }));
    expect(api.scrollTo).toHaveBeenCalledWith(2);
    expect(api.reset).toHaveBeenCalledTimes(3);
  });

  it('without autoplay the arrows still move it', () => {
    api.withAutoplay = false;
    renderBanners();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.reset).not.toHaveBeenCalled();
  });
});
