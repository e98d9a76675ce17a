import { UNIVERSITY_TYPES, type UniversityType } from '@academy/api-client/contract/values';
import { errorMessage } from '@academy/api-client/errors';
import { passStoriesQuery } from '@academy/api-client/queries/pass-stories';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { PagedListControls } from '@academy/ui/PagedListControls';
import { passStoryStrings as t, universityTypeLabels } from '@academy/strings/reviews';
import { Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PassStoryCard } from './PassStoryCard.tsx';

export interface PassStoryFilterValue {
  /** 1-based */
  page: number;
  size: number;
  type?: UniversityType;
  year?: number;
}

/**
 * Approved pass stories, filterable by university type and admission year
 * (docs/product/learning.md).
 */
export function PassStoryList({
  filter,
  onChange,
}: {
  filter: PassStoryFilterValue;
  onChange: (next: PassStoryFilterValue) => void;
}) {
  const query = useQuery(passStoriesQuery({ ...filter, page: filter.page - 1 }));
  const years = query.data?.years ?? (filter.year ? [filter.year] : []);
  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={6} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.stories.length === 0) body = <EmptyState message={t.empty} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {query.data.stories.map((story) => (
          <PassStoryCard key={story.id} story={story} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack>
      <Group>
        <NativeSelect
          label={t.filterType}
          value={filter.type ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              page: 1,
              type: (event.currentTarget.value || undefined) as UniversityType | undefined,
            })
          }
          data={[
            { value: '', label: t.all },
            ...UNIVERSITY_TYPES.map((type) => ({ value: type, label: universityTypeLabels[type] })),
          ]}
        />
        <NativeSelect
          label={t.filterYear}
          value={filter.year === undefined ? '' : String(filter.year)}
          onChange={(event) =>
            onChange({
              ...filter,
              page: 1,
              year: event.currentTarget.value ? Number(event.currentTarget.value) : undefined,
            })
          }
          data={[
            { value: '', label: t.all },
            ...years.map((year) => ({ value: String(year), label: t.yearLabel(year) })),
          ]}
        />
      </Group>
      {body}
      <PagedListControls
        page={filter.page - 1}
        pageSize={filter.size}
        hasNext={query.isSuccess && filter.page * filter.size < query.data.totalCount}
        onPageChange={(next) => onChange({ ...filter, page: next + 1 })}
        onPageSizeChange={(size) => onChange({ ...filter, page: 1, size })}
      />
    </Stack>
  );
}
