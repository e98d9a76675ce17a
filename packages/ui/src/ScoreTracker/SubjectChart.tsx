// The one place the apps draw a chart: loaded by the score tracker's pages only (TrackerChart's
// lazy import), so recharts stays out of every other page (apps/e2e/tests/budget.spec.ts).
import '@mantine/charts/styles.layer.css';
import { pointName, type SubjectChartProps } from './ScoreTrackerView.tsx';
import * as tracker from '@academy/strings/score-tracker';
import { LineChart } from '@mantine/charts';

const t = tracker.page;

/** A subject over time: mocks (추정) dashed, official sittings solid, goal medians across. */
export function SubjectChart({ series, references }: SubjectChartProps) {
  const data = series.points.map((point) => ({
    // the month on the axis; the table names each sitting
    label: `${point.date.slice(2, 7).replace('-', '.')}`,
    name: pointName(point),
    mock: point.source === 'MOCK' ? point.score : null,
    official: point.source === 'OFFICIAL' ? point.score : null,
  }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="label"
      connectNulls
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      yAxisProps={{ domain: [0, series.max], width: 36 }}
      series={[
        { name: 'mock', label: t.legendMock, color: 'blue.6', strokeDasharray: '6 4' },
        { name: 'official', label: t.legendOfficial, color: 'teal.7' },
      ]}
      referenceLines={references.map((reference) => ({
        y: reference.value,
        label: reference.label,
        color: 'red.7',
        strokeDasharray: '2 2',
      }))}
      tooltipAnimationDuration={0}
      // the chart is for the eye (its box is aria-hidden); the table beside it is what a screen
      // reader and the keyboard use, so the chart takes no focus
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
