import type { CSSProperties, ReactNode } from 'react';
import classes from './AutoCarousel.module.css';

export type PerView = { base: number; sm?: number; md?: number };

const percent = (count: number) => `${100 / count}%`;

/** The still carousel's slide widths per breakpoint, as the stylesheet's custom properties. */
function stillVariables({ base, sm = base, md = sm }: PerView) {
  return {
    '--slide-base': percent(base),
    '--slide-sm': percent(sm),
    '--slide-md': percent(md),
  } as CSSProperties;
}

/** A carousel drawn still, at the size it has when it moves: its slides in a row, the first ones shown. */
export function StillCarousel({
  label,
  perView,
  controlsOutside,
  children,
}: {
  label: string;
  perView: PerView;
  controlsOutside: boolean;
  children: ReactNode[];
}) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={[classes.still, controlsOutside ? classes.outside : undefined]
        .filter(Boolean)
        .join(' ')}
      style={stillVariables(perView)}
    >
      <div className={classes.stillTrack}>
        {children.map((child, index) => (
          <div
            key={index}
            className={classes.stillSlide}
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
