import {
  needsOf,
  type GoalProgress,
  type ScoreTracker,
  type Series,
  type SeriesKey,
} from '@academy/api-client/contract/score-tracker';
import * as tracker from '@academy/strings/score-tracker';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';

const t = tracker.page;

/** A goal university's admits' median drawn across a subject's chart. */
export interface ReferenceLine {
  label: string;
  value: number;
}

/** What the tracker's chart (TrackerChart.tsx, loaded with the tracker's pages only) draws. */
export interface SubjectChartProps {
  series: Series;
  title: string;
  references: ReferenceLine[];
}

/** `2026-10-24` -> `2026. 10. 24.` */
const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return `${year}. ${month}. ${date}.`;
};

export const pointName = (point: Series['points'][number]) =>
  point.title ?? t.officialName(point.year, point.month);

/** The medians of the goals that show a range for this subject. */
function referencesFor(key: SeriesKey, goals: GoalProgress[]): ReferenceLine[] {
  return goals.flatMap((goal) => {
    const range = goal.ranges?.find((item) => item.key === key);
    return range
      ? [{ label: t.median(goal.university?.name ?? goal.school), value: range.median }]
      : [];
  });
}

/** A subject's scores as a table: hidden but read by screen readers, or shown on request. */
function SeriesTable({ series, title }: { series: Series; title: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const table = (
    <Table id={id} striped withTableBorder fz="sm">
      <caption>{t.tableCaption(title)}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t.date}</Table.Th>
          <Table.Th scope="col">{t.name}</Table.Th>
          <Table.Th scope="col">{t.score}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {series.points.map((point) => (
          <Table.Tr key={`${point.source}-${point.sourceId}`}>
            <Table.Td>{day(point.date)}</Table.Td>
            <Table.Td>
              {pointName(point)}
              {point.estimated && ` (${t.estimated})`}
            </Table.Td>
            <Table.Td>{t.outOf(point.score, series.max)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t.hideTable : t.showTable}
      </Button>
      {shown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
    </Stack>
  );
}

function SubjectCard({
  series,
  goals,
  chart,
}: {
  series: Series;
  goals: GoalProgress[];
  chart: (props: SubjectChartProps) => ReactNode;
}) {
  const title = tracker.series[series.key];
  const headingId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="sm">
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        {/* the chart is drawn for the eye; the table below carries the same figures */}
        <div aria-hidden="true">
          {chart({ series, title, references: referencesFor(series.key, goals) })}
        </div>
        <SeriesTable series={series} title={title} />
      </Stack>
    </Card>
  );
}

function subjectSetText(goal: GoalProgress) {
  const set = goal.university?.subjects;
  if (!set) return null;
  const needs = needsOf(set).map((need) => tracker.needs[need]);
  return needs.length > 0 ? needs.join(' · ') : tracker.subjectsEditor.summary(false, '', '');
}

function GoalCard({ goal }: { goal: GoalProgress }) {
  const headingId = useId();
  const recommendation = goal.recommendation;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} padding="sm">
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5" id={headingId}>
            {goal.university?.name ?? goal.school}
          </Title>
          <Text size="sm" c="dimmed">
            {goal.major}
          </Text>
        </div>
        {goal.university ? (
          <Text size="sm">
            {t.subjects}: {subjectSetText(goal)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {tracker.reasons.noUniversity}
          </Text>
        )}
        {goal.university &&
          (goal.ranges ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t.admits(goal.admitCount)}
              </Text>
              <Table fz="sm" withTableBorder>
                <caption>
                  <VisuallyHidden>{`${goal.university.name} ${t.range}`}</VisuallyHidden>
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.subjects}</Table.Th>
                    <Table.Th scope="col">{t.range}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {goal.ranges.map((range) => (
                    <Table.Tr key={range.key}>
                      <Table.Th scope="row" fw={400}>
                        {tracker.series[range.key]}
                      </Table.Th>
                      <Table.Td>{t.rangeValues(range.min, range.median, range.max)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t.fewAdmits(goal.admitCount)}
            </Text>
          ))}
        {recommendation && (
          <Stack gap={2}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t.recommended}
              </Text>
              {recommendation.sitting ? (
                <StatusBadge tone="success">
                  {t.officialName(recommendation.sitting.year, recommendation.sitting.month)}
                </StatusBadge>
              ) : (
                <StatusBadge tone="warning">{t.noRecommendation}</StatusBadge>
              )}
            </Group>
            <Text size="sm">{recommendation.reason}</Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The score tracker (docs/product/mock-exams.md: Score tracker), for the student and for staff:
 * a chart and a table per subject, the official sittings with their validity, and each goal
 * university with its admits' range (5 or more) and the sitting to submit. The pages pass
 * `trackerChart` (TrackerChart.tsx, which loads the chart library lazily); stories a stand-in.
 */
export function ScoreTrackerView({
  data,
  chart,
  emptyActions,
}: {
  data: ScoreTracker;
  chart: (props: SubjectChartProps) => ReactNode;
  /** the links an empty tracker offers (the student's own: my page's sittings, the mocks) */
  emptyActions?: ReactNode;
}) {
  const empty = data.series.length === 0 && data.sittings.length === 0;
  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="score-history" gap="sm">
        <Title order={2} size="h4" id="score-history">
          {t.historyTitle}
        </Title>
        {empty ? (
          <Stack gap="xs">
            <EmptyState message={t.empty} />
            {emptyActions && <Group justify="center">{emptyActions}</Group>}
          </Stack>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t.estimatedNote}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {data.series.map((series) => (
                <SubjectCard key={series.key} series={series} goals={data.goals} chart={chart} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      {data.sittings.length > 0 && (
        <Stack component="section" aria-labelledby="score-sittings" gap="sm">
          <Title order={2} size="h4" id="score-sittings">
            {t.sittingsTitle}
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.sittings.map((sitting) => (
              <Group component="li" key={sitting.id} gap="xs">
                <Text size="sm" fw={600}>
                  {t.officialName(sitting.year, sitting.month)}
                </Text>
                <StatusBadge tone={sitting.valid ? 'success' : 'neutral'}>
                  {sitting.valid ? t.valid : t.expiredBadge}
                </StatusBadge>
                <Text size="sm" c="dimmed">
                  {sitting.valid ? t.validUntil(sitting.validUntil) : t.expired(sitting.validUntil)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
      <Stack component="section" aria-labelledby="score-goals" gap="sm">
        <Title order={2} size="h4" id="score-goals">
          {t.goalsTitle}
        </Title>
        {data.goals.length === 0 ? (
          <Text c="dimmed">{t.noGoals}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.goals.map((goal) => (
              <GoalCard key={`${goal.school}-${goal.major}`} goal={goal} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
