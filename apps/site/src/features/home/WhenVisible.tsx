import { useIntersection } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder nears the viewport, and keeps them after: the home's
 * carousels below the banner (their code, their data) are not part of the first visit.
 */
export function WhenVisible({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '100px 0px' });
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setSeen(true);
  }, [entry?.isIntersecting]);
  return <div ref={ref}>{seen ? children : placeholder}</div>;
}
