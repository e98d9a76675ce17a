export { ScoreTrackerView, pointName } from './ScoreTrackerView.tsx';
export type { ReferenceLine, SubjectChartProps } from './ScoreTrackerView.tsx';
export { trackerChart } from './TrackerChart.tsx';
