import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.layer.css';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { siteStrings } from '@academy/ui/strings/site';
import classes from './AutoCarousel.module.css';

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

/**
 * A looping carousel that advances every `delayMs` (spec 2.3: banners 10 s, instructors 6 s,
 * reviews 5 s, graduates 3 s). It pauses while hovered or focused and does not move at all for
 * people who ask for reduced motion. Until its first frame it is drawn still, at the same size.
 */
export function AutoCarousel({
  label,
  delayMs,
  slideSize = '100%',
  children,
}: {
  label: string;
  delayMs: number;
  slideSize?: string;
  children: ReactNode[];
}) {
  const started = useStarted();
  const reduceMotion = useReducedMotion();
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
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        className={classes.still}
      >
        <div className={classes.stillTrack}>
          {children.map((child, index) => (
            <div
              key={index}
              className={classes.stillSlide}
              style={{ flexBasis: slideSize }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${children.length}`}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <Carousel
      aria-label={label}
      aria-roledescription="carousel"
      withIndicators
      classNames={{ indicator: classes.indicator }}
      slideSize={slideSize}
      slideGap="md"
      emblaOptions={{ loop: true, align: 'start' }}
      plugins={reduceMotion ? [] : [autoplay]}
      previousControlProps={{ 'aria-label': siteStrings.home.previous }}
      nextControlProps={{ 'aria-label': siteStrings.home.next }}
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
  );
}
