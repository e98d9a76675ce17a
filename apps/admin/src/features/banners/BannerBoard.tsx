import type { Banner } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  allBannersQuery,
  useDeleteBanner,
  useReorderBanners,
  useSetBannerActive,
} from '@academy/api-client/queries/site-content';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as errors from '@academy/strings/errors';
import * as adminStrings from '@academy/strings/admin';
import type { DropResult, ResponderProvided } from '@hello-pangea/dnd';
import { confirm } from '@academy/ui/ConfirmDialog';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { activationRefusal } from './active-limit.ts';
import {
  ActiveBannerCard,
  BannerActions,
  BannerRow,
  type ActiveBannersProps,
} from './BannerCards.tsx';

// Drag and drop (28 KB) loads when the pointer comes to the board and is drawn when the pointer or
// the keyboard's focus comes to a drag handle: a visit that only looks at the banners does not
// download it (budget.spec.ts).
const loadSortable = () => import('./SortableBanners.tsx');
const SortableBanners = lazy(loadSortable);
// The edit dialog (Mantine's Modal with its scroll lock, the form with its drop zone) loads when a
// banner is edited.
const BannerEditDialog = lazy(() => import('./BannerEditDialog.tsx'));

const t = adminStrings.banners;

/** The drag handle `target` is (or is inside), if any. */
const handleOf = (target: EventTarget) =>
  (target as HTMLElement).closest<HTMLElement>('[data-banner-handle]');

/**
 * The active banners: drawn still until the pointer or the focus comes to a drag handle, then
 * sortable (the handle that had the focus keeps it). Only a handle swaps the lists: the sortable
 * list's cards are new elements, so a swap under a press on 수정/삭제/비활성화 lost its click, and
 * one under a focused button lost the focus.
 */
function ActiveBanners(props: ActiveBannersProps) {
  const [sortable, setSortable] = useState(false);
  const focusedHandle = useRef<string | undefined>(undefined);
  // A transition: the still list stays (and keeps the focus it has) until the sortable one is
  // ready.
  const wake = () => startTransition(() => setSortable(true));
  if (sortable) return <SortableBanners {...props} focusHandle={focusedHandle.current} />;
  return (
    <Stack
      gap="xs"
      onPointerEnter={() => void loadSortable()}
      onPointerOver={(event) => {
        if (handleOf(event.target)) wake();
      }}
      onFocus={(event) => {
        const handle = handleOf(event.target);
        if (!handle) return;
        focusedHandle.current = handle.dataset.bannerHandle;
        wake();
      }}
    >
      {props.banners.map((banner) => (
        <Card key={banner.id} withBorder padding="xs">
          <ActiveBannerCard
            banner={banner}
            onDeactivate={props.onDeactivate}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
          />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * docs/product/screens.md: active banners reordered by drag and drop (mouse or keyboard) and saved
 * at once, '순서를 저장 중...' while saving; a failed save puts the old order back.
 */
export function BannerBoard() {
  const query = useQuery(allBannersQuery());
  const reorder = useReorderBanners();
  const toggle = useSetBannerActive();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<Banner | null>(null);
  if (query.isPending) return <LoadingState variant="skeleton" rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, errors.banner.list)}
        onRetry={() => void query.refetch()}
      />
    );
  // Each section in bannerOrder (the query keeps the list sorted, a reorder included)
  // (docs/product/screens.md).
  const active = query.data.filter((banner) => banner.active);
  const inactive = query.data.filter((banner) => !banner.active);

  const setActive = (banner: Banner, value: boolean) => {
    const refusal = value ? activationRefusal(active.length) : null;
    if (refusal) return showToast({ color: 'red', message: refusal });
    toggle.mutate(
      { id: banner.id, active: value },
      {
        onError: (error) =>
          showToast({ color: 'red', message: errorMessage(error, errors.banner.list) }),
      },
    );
  };

  // Deleting asks first (docs/product/validation.md: confirmations), then says how it went.
  const onDelete = async (banner: Banner) => {
    if (!(await confirm({ message: t.deleteConfirm(banner.title), destructive: true }))) return;
    remove.mutate(banner.id, {
      onSuccess: (response) => showToast({ color: 'teal', message: response.message || t.deleted }),
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.deleteFailed) }),
    });
  };
  const bannerEditing = { onEdit: setEditing, onDelete: (banner: Banner) => void onDelete(banner) };

  const titleOf = (id: string) => active.find((banner) => String(banner.id) === id)?.title ?? '';

  function onDragEnd(result: DropResult, provided: ResponderProvided) {
    const title = titleOf(result.draggableId);
    if (!result.destination) return provided.announce(t.cancelled(title));
    provided.announce(t.dropped(title, result.destination.index + 1));
    if (result.destination.index === result.source.index) return;
    const next = [...active];
    const [moved] = next.splice(result.source.index, 1);
    next.splice(result.destination.index, 0, moved!);
    reorder.mutate(next, {
      onError: () => showToast({ color: 'red', message: t.orderRestored }),
    });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text aria-live="polite">{reorder.isPending ? t.saving : ''}</Text>
        <Button component={Link} to="/admin/banners/new">
          {t.create}
        </Button>
      </Group>
      <Card withBorder radius="md" component="section" aria-label={t.active}>
        <Title order={2} size="h4" mb="sm">
          {t.active}
        </Title>
        {active.length === 0 ? (
          <Text c="dimmed">{t.empty}</Text>
        ) : (
          <Suspense>
            <ActiveBanners
              banners={active}
              onDeactivate={(banner) => setActive(banner, false)}
              onDragEnd={onDragEnd}
              {...bannerEditing}
            />
          </Suspense>
        )}
      </Card>
      <Card withBorder radius="md" component="section" aria-label={t.inactive}>
        <Title order={2} size="h4" mb="sm">
          {t.inactive}
        </Title>
        {inactive.length === 0 ? (
          <Text c="dimmed">{t.empty}</Text>
        ) : (
          <Stack gap="xs">
            {inactive.map((banner) => (
              <Card key={banner.id} withBorder padding="xs">
                <BannerRow
                  banner={banner}
                  action={
                    <BannerActions
                      banner={banner}
                      {...bannerEditing}
                      state={
                        <Button
                          size="xs"
                          onClick={() => setActive(banner, true)}
                          loading={toggle.isPending && toggle.variables?.id === banner.id}
                        >
                          {t.activate}
                        </Button>
                      }
                    />
                  }
                />
              </Card>
            ))}
          </Stack>
        )}
      </Card>
      {editing && (
        <Suspense>
          <BannerEditDialog banner={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
