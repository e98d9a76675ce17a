// The staff's moderation lists (reviews, pass stories): a status filter, the items of one page and
// the paging controls, with the filter, page and size in the address (?status=&page=&size=, the
// page 1-based as on the site's lists). The route's loaders read the same view from the request's
// address, so a reload or a shared link opens, from the server, the view it names.
import { PAGE_SIZE_OPTIONS } from '@academy/api-client/contract/values';
import { errorMessage } from '@academy/api-client/errors';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { PagedListControls } from '@academy/ui/PagedListControls';
import { SegmentedControl, Stack } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** One view of a list: its status filter, its page (0-based, as the API counts) and size. */
export interface ListView<Status extends string> {
  status: Status;
  page: number;
  size: number;
}

/** The view the address names; what it leaves out or gets wrong is the list's first view's. */
export function parseListView<Status extends string>(
  params: URLSearchParams,
  statuses: readonly Status[],
  first: ListView<Status>,
): ListView<Status> {
  const status = params.get('status');
  const page = Math.floor(Number(params.get('page')));
  const size = Number(params.get('size'));
  return {
    status: statuses.includes(status as Status) ? (status as Status) : first.status,
    page: page >= 1 ? page - 1 : first.page,
    size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : first.size,
  };
}

/** The view in the page's address, and a change of it (a new history entry, Back returns). */
function useListView<Status extends string>(statuses: readonly Status[], first: ListView<Status>) {
  const [params, setParams] = useSearchParams();
  const view = parseListView(params, statuses, first);
  const change = (next: Partial<ListView<Status>>) => {
    const { status, page, size } = { ...view, ...next };
    setParams({ status, page: String(page + 1), size: String(size) }, { preventScrollReset: true });
  };
  return [view, change] as const;
}

export function ModerationList<
  Status extends string,
  Data extends { totalCount: number },
  Key extends QueryKey,
>({
  label,
  statuses,
  first,
  query,
  items,
  empty,
  loadFailed,
}: {
  /** The status filter's accessible name. */
  label: string;
  statuses: readonly { value: Status; label: string }[];
  first: ListView<Status>;
  /** The list's read for a view (the route's loaders read the same one). */
  query: (view: ListView<Status>) => UseQueryOptions<Data, Error, Data, Key>;
  /** The page's items, drawn (an empty array: the empty state). */
  items: (data: Data) => ReactNode[];
  empty: string;
  loadFailed: string;
}) {
  const [view, setView] = useListView(
    statuses.map((status) => status.value),
    first,
  );
  const result = useQuery(query(view));
  let body;
  if (result.isPending) body = <LoadingState variant="skeleton" rows={5} />;
  else if (result.isError)
    body = (
      <ErrorState
        message={errorMessage(result.error, loadFailed)}
        onRetry={() => void result.refetch()}
      />
    );
  else {
    const drawn = items(result.data);
    body = drawn.length === 0 ? <EmptyState message={empty} /> : drawn;
  }
  return (
    <Stack>
      <SegmentedControl
        aria-label={label}
        value={view.status}
        onChange={(value) => setView({ status: value as Status, page: 0 })}
        data={[...statuses]}
        w="fit-content"
      />
      {body}
      <PagedListControls
        page={view.page}
        pageSize={view.size}
        hasNext={result.isSuccess && (view.page + 1) * view.size < result.data.totalCount}
        onPageChange={(page) => setView({ page })}
        onPageSizeChange={(size) => setView({ size, page: 0 })}
      />
    </Stack>
  );
}
