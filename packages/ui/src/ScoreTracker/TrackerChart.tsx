import { Skeleton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import type { SubjectChartProps } from './ScoreTrackerView.tsx';

// The chart library comes with the first chart, after the page's figures and tables.
const SubjectChart = lazy(() =>
  import('./SubjectChart.tsx').then((module) => ({ default: module.SubjectChart })),
);

/** Drawn in the browser only: the chart measures its box, which the server has none of. */
function Chart(props: SubjectChartProps) {
  const mounted = useMounted();
  if (!mounted) return <Skeleton h={220} />;
  return (
    <Suspense fallback={<Skeleton h={220} />}>
      <SubjectChart {...props} />
    </Suspense>
  );
}

/** ScoreTrackerView's `chart` for both apps' tracker pages (stories pass a stand-in). */
export const trackerChart = (props: SubjectChartProps) => <Chart {...props} />;
