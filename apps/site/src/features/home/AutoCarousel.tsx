import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.layer.css';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, type ReactNode } from 'react';
import { siteStrings } from '@academy/ui/strings/site';
import classes from './AutoCarousel.module.css';

/**
 * A looping carousel that advances every `delayMs` (spec 2.3: banners 10 s, instructors 6 s,
 * reviews 5 s, graduates 3 s). It pauses while hovered or focused and does not move at all for
 * people who ask for reduced motion.
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
