import type { MockResult, MockReviewItem } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { mockResultQuery } from '@academy/api-client/queries/mock-results';
import * as eju from '@academy/strings/eju';
import * as mockResults from '@academy/strings/mock-results';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import {
  Accordion,
  Alert,
  Card,
  Container,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = mockResults.result;

/** One section's scaled score on its own scale, labelled 추정 (every mock score is an estimate). */
function SectionScore({ section }: { section: MockResult['sections'][number] }) {
  const name = eju.sections[section.kind];
  return (
    <Card withBorder padding="md" component="section" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{name}</Text>
          <Group gap={4} wrap="nowrap">
            <StatusBadge tone="info">{eju.estimated}</StatusBadge>
            {section.linear && <StatusBadge tone="neutral">{t.linear}</StatusBadge>}
          </Group>
        </Group>
        {section.pending ? (
          <>
            <StatusBadge tone="warning">{t.pending}</StatusBadge>
            <Text size="sm" c="dimmed">
              {t.pendingHint}
            </Text>
          </>
        ) : (
          <>
            <Text size="xl" fw={700}>
              {eju.outOf(section.scaled ?? 0, section.max)}
            </Text>
            <Progress
              value={((section.scaled ?? 0) / section.max) * 100}
              aria-label={`${name} ${eju.outOf(section.scaled ?? 0, section.max)}`}
            />
            {section.kind === 'WRITING' ? (
              section.writingLevel !== null && (
                <Text size="sm">{t.writingLevel(section.writingLevel)}</Text>
              )
            ) : (
              <Text size="sm" c="dimmed">
                {t.raw(section.raw, section.rawMax)}
              </Text>
            )}
            {section.comment && (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {t.comment}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {section.comment}
                </Text>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The items after the window: the answer given, the right one and the explanation, one per fold. */
function ItemReview({ items }: { items: MockReviewItem[] }) {
  return (
    <Accordion variant="separated" chevronPosition="right">
      {items.map((item) => {
        const label = `${eju.sections[item.sectionKind]} ${t.item(item.position)}`;
        return (
          <Accordion.Item key={item.itemId} value={String(item.itemId)}>
            <Accordion.Control>
              <Group gap="xs" wrap="nowrap">
                <Text fw={600} size="sm">
                  {label}
                </Text>
                {item.correct !== null && (
                  <StatusBadge tone={item.correct ? 'success' : 'danger'}>
                    {item.correct ? t.right : t.wrong}
                  </StatusBadge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm" lang="ja" style={{ whiteSpace: 'pre-wrap' }}>
                  {item.stem}
                </Text>
                {item.kind === 'WRITING' ? (
                  <>
                    <Text size="sm">
                      <b>{t.chosenPrompt}</b>{' '}
                      {item.promptIndex !== null ? (
                        <span lang="ja">{item.prompts?.[item.promptIndex]}</span>
                      ) : (
                        t.noAnswer
                      )}
                    </Text>
                    <Text size="sm" fw={600}>
                      {t.yourText} ({t.characters([...(item.text ?? '')].length)})
                    </Text>
                    <Text size="sm" lang="ja" style={{ whiteSpace: 'pre-wrap' }}>
                      {item.text || t.noAnswer}
                    </Text>
                  </>
                ) : (
                  <>
                    <Text size="sm">
                      <b>{t.yourAnswer}</b>{' '}
                      {item.choice !== null ? (
                        <span lang="ja">{item.options?.[item.choice]}</span>
                      ) : (
                        t.noAnswer
                      )}
                    </Text>
                    <Text size="sm">
                      <b>{t.rightAnswer}</b>{' '}
                      <span lang="ja">
                        {item.answerIndex !== null ? item.options?.[item.answerIndex] : ''}
                      </span>
                    </Text>
                  </>
                )}
                <Text size="sm" fw={600}>
                  {t.explanation}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {item.explanation}
                </Text>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** A result as read: sections, the subject's total, the units to study, and the review. */
export function MockResultView({ result }: { result: MockResult }) {
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t.estimatedHint}
      </Text>
      {result.total && result.total.kinds.length > 1 && (
        <Card withBorder padding="md" component="section" aria-label={t.total}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t.total}</Text>
            <StatusBadge tone="info">{eju.estimated}</StatusBadge>
          </Group>
          <Text size="xl" fw={700}>
            {result.total.score === null ? '-' : eju.outOf(result.total.score, result.total.max)}
          </Text>
          <Text size="sm" c="dimmed">
            {t.totalHint}
          </Text>
        </Card>
      )}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.sections}
        </Title>
        {result.sections.map((section) => (
          <SectionScore key={section.sectionId} section={section} />
        ))}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="mock-result-units">
        <Title order={2} size="h4" id="mock-result-units">
          {t.units}
        </Title>
        {result.units.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.unitsEmpty}
          </Text>
        ) : (
          <List spacing={4} type="ordered">
            {result.units.map((unit) => (
              <List.Item key={unit.unit}>
                <Text size="sm" span fw={600}>
                  {unit.unit}
                </Text>{' '}
                <Text size="sm" span c="dimmed">
                  {t.unitScore(unit.right, unit.total)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="mock-result-review">
        <Title order={2} size="h4" id="mock-result-review">
          {t.review}
        </Title>
        {result.reviewOpen ? (
          <ItemReview items={result.items} />
        ) : (
          <Alert color="gray" variant="light">
            {t.reviewLater(result.reviewOpensAt ? formatDateTime(result.reviewOpensAt) : '-')}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}

/** /mock-exams/:examId/result: the student's own result of a mock. */
export function MockResultPage({ examId }: { examId: number }) {
  const query = useQuery({ ...mockResultQuery(examId), enabled: examId > 0 });
  return (
    <Container size="sm" py="lg" px="sm">
      <Stack gap="md">
        <Title order={1} size="h3">
          {query.data ? t.resultTitle(query.data.exam.title) : t.title}
        </Title>
        {examId <= 0 ? (
          <EmptyState message={t.empty} />
        ) : query.isPending ? (
          <LoadingState label={t.loading} />
        ) : query.isError ? (
          <ErrorState
            message={errorMessage(query.error, t.loadFailed)}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          <MockResultView result={query.data} />
        )}
      </Stack>
    </Container>
  );
}
