import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import '@mantine/carousel/styles.layer.css';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import * as ko from '@academy/strings';
import { homeStrings } from '@academy/strings/site-home';
import classes from './AutoCarousel.module.css';
import type { AutoCarouselProps } from './AutoCarousel.tsx';
import { StillCarousel, type PerView } from './StillCarousel.tsx';

/** Carousels waiting to start, started one per task once the page has had its first frame. */
const waiting = new Set<() => void>();
let draining = false;

function startNext() {
  const [start] = waiting;
  if (!start) {
    draining = false;
    return;
  }
  waiting.delete(start);
  start();
  setTimeout(startNext);
}

/**
 * True once this carousel may start. The carousel library measures the page when it starts: right
 * after the page was rendered that measurement lays out the whole page inside React's commit, and
 * four carousels starting together make one long task. So they start after the first frame (the
 * browser has laid the page out in its own step), one per task, each rendered at once.
 */
function useStarted() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setStarted(true));
    waiting.add(start);
    if (!draining) {
      draining = true;
      requestAnimationFrame(() => setTimeout(startNext));
    }
    return () => {
      waiting.delete(start);
    };
  }, []);
  return started;
}

const percent = (count: number) => `${100 / count}%`;

function slideSizes({ base, sm, md }: PerView) {
  return {
    base: percent(base),
    ...(sm ? { sm: percent(sm) } : {}),
    ...(md ? { md: percent(md) } : {}),
  };
}

/** AutoCarousel once it moves (Mantine's carousel on embla): loaded when it is first needed. */
export default function LiveCarousel({
  label,
  delayMs,
  perView = { base: 1 },
  controlsOutside = false,
  children,
}: AutoCarouselProps) {
  const started = useStarted();
  const reduceMotion = useReducedMotion();
  const [selected, setSelected] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  // Mantine's carousel announces "Slide N of M" and names its dots "Slides" in English, with no
  // prop to change either: its announcement is hidden here (ours below says it in Korean) and
  // its dots get Korean names.
  useEffect(() => {
    const region = root.current;
    if (!started || !region) return;
    const english = region.querySelector(':scope > [role="status"]');
    english?.setAttribute('hidden', '');
    english?.removeAttribute('aria-live');
    english?.removeAttribute('role');
    region
      .querySelector(':scope > [role="tablist"]')
      ?.setAttribute('aria-label', ko.carousel.slide);
  }, [started]);
  const sizes = slideSizes(perView);
  const outside = controlsOutside ? classes.outside : undefined;
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: delayMs,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
      }),
    [delayMs],
  );
  if (!started) {
    return (
      <StillCarousel label={label} perView={perView} controlsOutside={controlsOutside}>
        {children}
      </StillCarousel>
    );
  }
  return (
    <>
      <Carousel
        ref={root}
        aria-label={label}
        aria-roledescription="carousel"
        withIndicators
        classNames={{
          root: outside,
          indicator: classes.indicator,
          indicators: controlsOutside ? classes.indicatorsBelow : undefined,
        }}
        controlsOffset={controlsOutside ? 0 : undefined}
        slideSize={sizes}
        onSlideChange={setSelected}
        getIndicatorProps={(index) => ({ 'aria-label': ko.carousel.goTo(index + 1) })}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start' }}
        plugins={reduceMotion ? [] : [autoplay]}
        previousControlProps={{ 'aria-label': homeStrings.previous }}
        nextControlProps={{ 'aria-label': homeStrings.next }}
      >
        {children.map((child, index) => (
          <Carousel.Slide
            key={index}
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${children.length}`}
          >
            {child}
          </Carousel.Slide>
        ))}
      </Carousel>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {`${label} ${ko.carousel.slide} ${selected + 1} / ${children.length}`}
      </VisuallyHidden>
    </>
  );
}
