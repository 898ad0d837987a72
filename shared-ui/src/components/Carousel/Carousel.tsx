import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton';

export const CAROUSEL_AUTOPLAY_MS = 5000;

/*
 * embla (the carousel library) is fetched after the first view (issue 25 §2): until then, on the
 * server and in the client's first commit, the carousel is its own markup with the first slide in
 * place, the arrows and the dots (the same layout embla keeps, so nothing moves when it arrives).
 * It loads after the page's first view (the platform's signal, below), in an idle moment, or at once
 * when an arrow or a dot is pressed before that, and the move is then made.
 */
type Library = { EmblaCarousel: typeof import('embla-carousel').default; Autoplay: typeof import('embla-carousel-autoplay').default };
let library: Promise<Library> | null = null;
/** The library's chunk, once (a failed load is tried again by the next carousel or press). */
function loadLibrary(): Promise<Library> {
  library ??= Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
    ([embla, autoplay]) => ({ EmblaCarousel: embla.default, Autoplay: autoplay.default }),
    (error: unknown) => {
      library = null;
      throw error;
    },
  );
  return library;
}

/** The platform's "first view is up" signal (platform/firstView.ts), read from the DOM: this stateless component is bundled by each remote and must not import the platform. */
const PRIMEIRA_VISTA_EVENT = 'loja:primeira-vista';
const PRIMEIRA_VISTA_ATTRIBUTE = 'data-primeira-vista';
/** Without the signal, the library loads this long after the window's load event (platform's FIRST_VIEW_FALLBACK_MS). */
const FALLBACK_MS = 4000;

let settled: Promise<void> | null = null;
/** After the page's first view (the catalogue's products) or the fallback, in an idle moment. */
function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 100);
    };
    if (document.documentElement.hasAttribute(PRIMEIRA_VISTA_ATTRIBUTE)) return go();
    window.addEventListener(PRIMEIRA_VISTA_EVENT, go, { once: true });
    const fallback = () => setTimeout(go, FALLBACK_MS);
    if (document.readyState === 'complete') fallback();
    else window.addEventListener('load', fallback, { once: true });
  });
  return settled;
}

const Region = styled.section`
  position: relative;
  width: 100%;
`;

const Viewport = styled.div`
  overflow: hidden;
  width: 100%;
`;

const Track = styled.div<{ $gap: string }>`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-left: calc(${({ $gap }) => $gap} * -1);
`;

const Slide = styled.div<{ $size: string; $gap: string }>`
  flex: 0 0 ${({ $size }) => $size};
  min-width: 0;
  padding-left: ${({ $gap }) => $gap};
`;

const Arrow = styled.div<{ $side: 'left' | 'right'; $top: string }>`
  position: absolute;
  top: ${({ $top }) => $top};
  ${({ $side, theme }) => `${$side}: ${theme.space[2]};`}
  transform: translateY(-50%);
  z-index: 1;

  button {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: background ${({ theme }) => theme.transitions.fast}, width ${({ theme }) => theme.transitions.fast};
  }
  &[aria-current='true']::before {
    width: 1.25rem;
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

export interface CarouselProps {
  /** One child per slide. */
  children: ReactNode;
  /** Accessible name of the carousel, e.g. "Destaques". */
  'aria-label': string;
  /** Advance on its own: true = every 5000 ms, or a number of ms. Pauses on hover/focus. */
  autoplay?: boolean | number;
  /** Wrap around at the ends (default true). */
  loop?: boolean;
  showArrows?: boolean;
  /**
   * CSS `top` of the arrows' centre, default "50%" (the middle of the slides and dots). A strip of
   * cards centres them on the cards' pictures, clear of their text and of a floating button below.
   */
  arrowsTop?: string;
  showDots?: boolean;
  /** CSS width of one slide, e.g. "100%" (default) or "280px". */
  slideSize?: string;
  /** CSS gap between slides, default 0. */
  gap?: string;
  /** Called with the index of the slide that became selected. */
  onSlideChange?: (index: number) => void;
  className?: string;
}

/** Slider on embla-carousel (loaded after the first view, see above): arrows, dots, optional autoplay (not under prefers-reduced-motion) and loop. */
export function Carousel({
  children,
  'aria-label': ariaLabel,
  autoplay = false,
  loop = true,
  showArrows = true,
  arrowsTop = '50%',
  showDots = true,
  slideSize = '100%',
  gap = '0px',
  onSlideChange,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const delay = autoplay === true ? CAROUSEL_AUTOPLAY_MS : autoplay || 0;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  /** Pressed before the library was here: load it now, then make this move. */
  const [now, setNow] = useState(false);
  const pendingMove = useRef<((api: EmblaCarouselType) => void) | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let active = true;
    let made: EmblaCarouselType | null = null;
    (now ? Promise.resolve() : pageSettled())
      .then(loadLibrary)
      .then(({ EmblaCarousel, Autoplay }) => {
        if (!active) return;
        // The autoplay's root is the whole carousel (arrows and dots too), so pointing at an arrow or a dot
        // pauses it like pointing at a slide; a drag pauses it and restarts the full delay when let go.
        // A person who asked for less motion (prefers-reduced-motion) gets no autoplay: the slides move
        // only when they press an arrow or a dot (WCAG 2.2.2 and 2.3.3).
        const plugins =
          delay > 0 && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
            ? [
                Autoplay({
                  delay,
                  stopOnInteraction: false,
                  stopOnMouseEnter: true,
                  stopOnFocusIn: true,
                  rootNode: (node) => node.parentElement ?? node,
                }),
              ]
            : [];
        made = EmblaCarousel(viewport, { loop, align: 'start' }, plugins);
        setEmbla(made);
      })
      // Not loaded (offline): the first slide stays, and the next press tries again.
      .catch(() => setNow(false));
    return () => {
      active = false;
      made?.destroy();
    };
  }, [loop, delay, now]);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(slides.length > 1);

  const sync = useCallback(() => {
    if (!embla) return;
    const move = pendingMove.current;
    if (move) {
      pendingMove.current = null;
      move(embla);
      (embla.plugins().autoplay as AutoplayType | undefined)?.reset();
    }
    const index = embla.selectedScrollSnap();
    setSelected(index);
    setSnapCount(embla.scrollSnapList().length);
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    onSlideChange?.(index);
  }, [embla, onSlideChange]);

  useEffect(() => {
    if (!embla) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the external carousel once it exists; its events bring the later changes
    sync();
    embla.on('select', sync);
    embla.on('reInit', sync);
    return () => {
      embla.off('select', sync);
      embla.off('reInit', sync);
    };
  }, [embla, sync]);

  /**
   * A manual move (arrow or dot) starts the autoplay's delay afresh, so the carousel does not jump
   * again a second after the shopper chose a slide. reset() does nothing while autoplay is paused.
   */
  const go = (move: (api: EmblaCarouselType) => void) => {
    if (!embla) {
      pendingMove.current = move;
      setNow(true);
      return;
    }
    move(embla);
    // Typed as always present (embla's plugin map), absent when this carousel has no autoplay.
    (embla.plugins().autoplay as AutoplayType | undefined)?.reset();
  };

  const dotCount = Math.max(1, Math.min(snapCount, slides.length));

  return (
    <Region className={className} aria-roledescription="carrossel" aria-label={ariaLabel}>
      <Viewport ref={viewportRef}>
        <Track $gap={gap}>
          {slides.map((slide, index) => (
            <Slide
              key={index}
              $size={slideSize}
              $gap={gap}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${slides.length}`}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {showArrows && slides.length > 1 ? (
        <>
          <Arrow $side="left" $top={arrowsTop}>
            <IconButton
              aria-label="Slide anterior"
              round
              variant="outline"
              disabled={!canPrev && !loop}
              onClick={() => go((api) => api.scrollPrev())}
              icon={<ChevronLeft size={20} aria-hidden="true" />}
            />
          </Arrow>
          <Arrow $side="right" $top={arrowsTop}>
            <IconButton
              aria-label="Próximo slide"
              round
              variant="outline"
              disabled={!canNext && !loop}
              onClick={() => go((api) => api.scrollNext())}
              icon={<ChevronRight size={20} aria-hidden="true" />}
            />
          </Arrow>
        </>
      ) : null}
      {showDots && dotCount > 1 ? (
        <Dots>
          {Array.from({ length: dotCount }, (_, index) => (
            <Dot
              key={index}
              type="button"
              aria-label={`Ir para o slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => go((api) => api.scrollTo(index))}
            />
          ))}
        </Dots>
      ) : null}
    </Region>
  );
}
