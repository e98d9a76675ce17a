// The Q&A and assignments boards' filters (docs/product/screens.md): status, lecture, a student's
// name or email, the order and the page, all in the address (?status=&lectureId=&q=&sort=&page=),
// so a reload or a shared link opens the same view; the route's loaders read the same view from
// the request's address (moderation-list.tsx keeps its filters the same way). A board shows
// BOARD_PAGE_SIZE items a page (a teacher may have thousands waiting). The Q&A board's 다음 reads
// on from the cursor its answer gave (`after`, in the address beside the page), so a late page
// costs what the first does; the cursors of the pages before ride in the history entry's state
// for 이전. A page without its cursor (a link naming the page) is read by its number.
import { BOARD_PAGE_SIZE } from '@academy/api-client/contract';
import {
  BOARD_SORTS,
  type QUESTION_BOARD_STATUSES,
  type SUBMISSION_BOARD_STATUSES,
} from '@academy/api-client/contract/values';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { PagedListControls } from '@academy/ui/PagedListControls';
import * as adminStrings from '@academy/strings/admin';
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const t = adminStrings.boardFilters;
type Sort = (typeof BOARD_SORTS)[number];
type BoardStatus =
  (typeof QUESTION_BOARD_STATUSES)[number] | (typeof SUBMISSION_BOARD_STATUSES)[number];
/** Each board status's word on the status control. */
const STATUS_LABELS: Record<BoardStatus, string> = {
  ALL: t.all,
  UNANSWERED: t.unanswered,
  ANSWERED: t.answered,
  PENDING: t.pending,
  REVIEWED: t.reviewed,
};

/** One view of a board: what the address names, defaults where it names nothing or nonsense. */
export interface BoardView<Status extends string> {
  status: Status;
  lectureId: number | null;
  q: string;
  sort: Sort;
  /** zero-based (the address says `page=2` for the second) */
  page: number;
  /** the cursor the page is read after (the answer's `next` of the page before), or by number */
  after: string | null;
}

/** The cursor each page before was read after (by its number: none), for 이전. */
interface BoardTrail {
  boardTrail: (string | null)[];
}
const trailOf = (state: unknown) => {
  const trail = (state as Partial<BoardTrail> | null)?.boardTrail;
  return Array.isArray(trail) ? trail : [];
};

export function parseBoardView<Status extends string>(
  params: URLSearchParams,
  statuses: readonly Status[],
): BoardView<Status> {
  const status = params.get('status');
  const lectureId = Number(params.get('lectureId'));
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const after = params.get('after');
  return {
    status: statuses.includes(status as Status) ? (status as Status) : statuses[0]!,
    lectureId: Number.isSafeInteger(lectureId) && lectureId > 0 ? lectureId : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: BOARD_SORTS.includes(sort as Sort) ? (sort as Sort) : 'newest',
    page: Number.isSafeInteger(page) && page > 1 && page <= 1_000_000 ? page - 1 : 0,
    // the API checks it; one that is not even of its form is left out here (read by number)
    after: page > 1 && after && /^[\w-]{1,64}$/.test(after) ? after : null,
  };
}

/** Whether the view narrows the board (its empty list then says nothing matched). */
export const isFiltered = (view: BoardView<string>) =>
  view.status !== 'ALL' || view.lectureId !== null || view.q !== '';

/** The API's query for a view (the same object for the loader and the screen: one cache entry). */
export function boardQuery<Status extends string>(view: BoardView<Status>) {
  return {
    status: view.status,
    sort: view.sort,
    ...(view.lectureId ? { lectureId: String(view.lectureId) } : {}),
    ...(view.q ? { q: view.q } : {}),
    page: String(view.page),
    size: String(BOARD_PAGE_SIZE),
    ...(view.after ? { after: view.after } : {}),
  };
}

/**
 * The view in the page's address, a change of it (a new history entry, Back returns), and the
 * turn of a page: to the next by the cursor its answer gave (`next`; without one, by number), to
 * an earlier one by the cursor it was read after.
 */
export function useBoardView<Status extends string>(statuses: readonly Status[]) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const view = parseBoardView(params, statuses);
  const change = (next: Partial<BoardView<Status>>, trail: (string | null)[] = []) => {
    // another filter or order starts again from the first page
    const merged = { ...view, page: 0, after: null, ...next };
    const address: Record<string, string> = {};
    if (merged.status !== statuses[0]) address.status = merged.status;
    if (merged.lectureId) address.lectureId = String(merged.lectureId);
    if (merged.q) address.q = merged.q;
    if (merged.sort !== 'newest') address.sort = merged.sort;
    if (merged.page > 0) address.page = String(merged.page + 1);
    if (merged.page > 0 && merged.after) address.after = merged.after;
    const kept: BoardTrail = { boardTrail: trail };
    setParams(address, { preventScrollReset: true, state: kept });
  };
  const turn = (page: number, next?: string | null) => {
    const trail = trailOf(state).slice(0, view.page);
    if (page === view.page + 1 && next) {
      trail[view.page] = view.after;
      change({ page, after: next }, trail);
    } else if (page < view.page) change({ page, after: trail[page] ?? null }, trail.slice(0, page));
    else change({ page }, trail);
  };
  return [view, change, turn] as const;
}

/** The filter bar: status, lecture (the caller's lectures), student search and order. */
export function BoardFilters<Status extends BoardStatus>({
  statuses,
  view,
  onChange,
  sortLabels = { newest: t.newest, oldest: t.oldest },
}: {
  statuses: readonly Status[];
  view: BoardView<Status>;
  onChange: (next: Partial<BoardView<Status>>) => void;
  /** the order's words when the board orders by something else than when items came */
  sortLabels?: Record<Sort, string>;
}) {
  const lectures = useQuery(myLecturesQuery());
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t.label}>
      <SegmentedControl
        aria-label={t.status}
        value={view.status}
        onChange={(value) => onChange({ status: value as Status })}
        data={statuses.map((value) => ({ value, label: STATUS_LABELS[value] }))}
      />
      <Select
        label={t.lecture}
        placeholder={t.allLectures}
        clearable
        searchable
        value={view.lectureId ? String(view.lectureId) : null}
        onChange={(value) => onChange({ lectureId: value ? Number(value) : null })}
        data={(lectures.data ?? []).map((lecture) => ({
          value: String(lecture.lectureId),
          label: lecture.title,
        }))}
        w={220}
      />
      <StudentSearch key={view.q} initial={view.q} onSearch={(q) => onChange({ q })} />
      <Select
        label={t.sort}
        allowDeselect={false}
        value={view.sort}
        onChange={(value) => onChange({ sort: (value as Sort | null) ?? 'newest' })}
        data={[
          { value: 'newest', label: sortLabels.newest },
          { value: 'oldest', label: sortLabels.oldest },
        ]}
        w={130}
      />
    </Group>
  );
}

/**
 * The previous and next pages under a board: `shown` items on this page, a page shorter than
 * BOARD_PAGE_SIZE being the last (or, where the answer gives the next page's cursor, none given).
 * Nothing when everything fits on the first page.
 */
export function BoardPager({
  page,
  shown,
  next,
  onPage,
}: {
  page: number;
  shown: number;
  /** the answer's cursor of the next page (null: this is the last); absent: judged by `shown` */
  next?: string | null;
  onPage: (page: number) => void;
}) {
  const hasNext = next === undefined ? shown >= BOARD_PAGE_SIZE : next !== null;
  if (page === 0 && !hasNext) return null;
  return (
    <PagedListControls
      page={page}
      pageSize={BOARD_PAGE_SIZE}
      onPageChange={onPage}
      hasNext={hasNext}
    />
  );
}

/** Sent with Enter or the button, so the list is not read again at each letter. */
function StudentSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group gap={4} align="flex-end">
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
          w={200}
        />
        <Button type="submit" variant="default">
          {t.searchSubmit}
        </Button>
      </Group>
    </form>
  );
}
