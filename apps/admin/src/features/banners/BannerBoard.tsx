import type { Banner } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  allBannersQuery,
  useReorderBanners,
  useSetBannerActive,
} from '@academy/api-client/queries/site-content';
import { readStyleNonce } from '@academy/ui/AppProviders';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { ko } from '@academy/strings';
import { adminStrings } from '@academy/strings/admin';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { showToast } from '@academy/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { activationRefusal } from './active-limit.ts';

const t = adminStrings.banners;

function BannerRow({ banner, action }: { banner: Banner; action: React.ReactNode }) {
  return (
    // On a phone the picture is smaller and the title and address shrink (cut with …), so the
    // 활성화/비활성화 button keeps its size inside the card (it was cut off at 412 px).
    <Group wrap="nowrap" justify="space-between">
      <Group wrap="nowrap" miw={0} flex={1}>
        <Image
          src={banner.image}
          alt=""
          w={{ base: 80, sm: 160 }}
          h={{ base: 30, sm: 60 }}
          flex="none"
          radius="sm"
          width={banner.imageWidth ?? 1600}
          height={banner.imageHeight ?? 600}
          fit="cover"
        />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate="end" title={banner.title}>
            {banner.title}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" title={banner.url}>
            {banner.url}
          </Text>
        </Stack>
      </Group>
      <Box flex="none">{action}</Box>
    </Group>
  );
}

/**
 * spec 2.11: active banners reordered by drag and drop (mouse or keyboard) and saved at once,
 * '순서를 저장 중...' while saving; a failed save puts the old order back (issue 7).
 */
export function BannerBoard() {
  const query = useQuery(allBannersQuery());
  const reorder = useReorderBanners();
  const toggle = useSetBannerActive();
  if (query.isPending) return <LoadingState variant="skeleton" rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, ko.errors.banner.list)}
        onRetry={() => void query.refetch()}
      />
    );
  // spec 2.11: each section in bannerOrder (the query keeps the list sorted, a reorder included).
  const active = query.data.filter((banner) => banner.active);
  const inactive = query.data.filter((banner) => !banner.active);

  const setActive = (banner: Banner, value: boolean) => {
    const refusal = value ? activationRefusal(active.length) : null;
    if (refusal) return showToast({ color: 'red', message: refusal });
    toggle.mutate(
      { id: banner.id, active: value },
      {
        onError: (error) =>
          showToast({ color: 'red', message: errorMessage(error, ko.errors.banner.list) }),
      },
    );
  };

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
          <DragDropContext
            onDragEnd={onDragEnd}
            dragHandleUsageInstructions={t.dragHandle('')}
            // The drag styles it injects carry the page's CSP nonce (design 3).
            nonce={readStyleNonce()}
          >
            <Droppable droppableId="active-banners">
              {(provided) => (
                <Stack gap="xs" ref={provided.innerRef} {...provided.droppableProps}>
                  {active.map((banner, index) => (
                    <Draggable key={banner.id} draggableId={String(banner.id)} index={index}>
                      {(drag) => (
                        <Card withBorder padding="xs" ref={drag.innerRef} {...drag.draggableProps}>
                          <Group wrap="nowrap" gap="xs">
                            {/* The handle alone is the keyboard target: no button nested in a button. */}
                            <div
                              {...drag.dragHandleProps}
                              aria-label={t.dragHandle(banner.title)}
                              style={{
                                cursor: 'grab',
                                padding: '4px 6px',
                                fontSize: 18,
                                lineHeight: 1,
                              }}
                            >
                              <span aria-hidden>⠿</span>
                            </div>
                            <div style={{ flex: 1, minWidth: 0 }}>
                              <BannerRow
                                banner={banner}
                                action={
                                  <Button
                                    variant="default"
                                    size="xs"
                                    onClick={() => setActive(banner, false)}
                                  >
                                    {t.deactivate}
                                  </Button>
                                }
                              />
                            </div>
                          </Group>
                        </Card>
                      )}
                    </Draggable>
                  ))}
                  {provided.placeholder}
                </Stack>
              )}
            </Droppable>
          </DragDropContext>
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
                    <Button
                      size="xs"
                      onClick={() => setActive(banner, true)}
                      loading={toggle.isPending && toggle.variables?.id === banner.id}
                    >
                      {t.activate}
                    </Button>
                  }
                />
              </Card>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
