import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { StillCarousel, type PerView } from './StillCarousel.tsx';

const LiveCarousel = lazy(() => import('./LiveCarousel.tsx'));

export interface AutoCarouselProps {
  label: string;
  delayMs: number;
  /** Slides side by side from each width up (Mantine's sm 48em, md 62em): one on a phone. */
  perView?: PerView;
  /** Arrows and dots beside and under the slides rather than over them (card carousels). */
  controlsOutside?: boolean;
  children: ReactNode[];
}

/**
 * A looping carousel that advances every `delayMs` (docs/product/screens.md: banners 10 s,
 * instructors 6 s, reviews 5 s, graduates 3 s). It pauses while hovered or focused and does not
 * move at all for people who ask for reduced motion. It is drawn still until it is needed: when the
 * pointer or the focus comes to it, or a second before its first move. Only then does the carousel
 * library load (11 KB the first visit does without: docs/performance.md).
 */
export function AutoCarousel(props: AutoCarouselProps) {
  const { label, delayMs, perView = { base: 1 }, controlsOutside = false, children } = props;
  const [live, setLive] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLive(true), Math.max(0, delayMs - 1000));
    return () => clearTimeout(timer);
  }, [delayMs]);
  const still = (
    <StillCarousel label={label} perView={perView} controlsOutside={controlsOutside}>
      {children}
    </StillCarousel>
  );
  if (!live) {
    const wake = () => setLive(true);
    return (
      <div onPointerEnter={wake} onFocus={wake} onTouchStart={wake}>
        {still}
      </div>
    );
  }
  return (
    <Suspense fallback={still}>
      <LiveCarousel {...props} />
    </Suspense>
  );
}
