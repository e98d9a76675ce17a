// The active banners with drag and drop (mouse or keyboard), loaded by BannerBoard when the
// pointer or the focus comes to them.
import { readStyleNonce } from '@academy/ui/AppProviders';
import * as adminStrings from '@academy/strings/admin';
import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import { Card, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ActiveBannerCard, type ActiveBannersProps } from './BannerCards.tsx';

const t = adminStrings.banners;

export default function SortableBanners({
  banners,
  onDeactivate,
  onEdit,
  onDelete,
  onDragEnd,
  focusHandle,
}: ActiveBannersProps & { focusHandle: string | undefined }) {
  const list = useRef<HTMLDivElement | null>(null);
  // The still list's handle that had the focus hands it to its sortable twin.
  useEffect(() => {
    if (focusHandle)
      list.current?.querySelector<HTMLElement>(`[data-banner-handle="${focusHandle}"]`)?.focus();
  }, [focusHandle]);
  return (
    <DragDropContext
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={t.dragHandle('')}
      // The drag styles it injects carry the page's CSP nonce (docs/product/security.md).
      nonce={readStyleNonce()}
    >
      <Droppable droppableId="active-banners">
        {(provided) => (
          <Stack
            gap="xs"
            ref={(element) => {
              list.current = element;
              provided.innerRef(element);
            }}
            {...provided.droppableProps}
          >
            {banners.map((banner, index) => (
              <Draggable key={banner.id} draggableId={String(banner.id)} index={index}>
                {(drag) => (
                  <Card withBorder padding="xs" ref={drag.innerRef} {...drag.draggableProps}>
                    <ActiveBannerCard
                      banner={banner}
                      onDeactivate={onDeactivate}
                      onEdit={onEdit}
                      onDelete={onDelete}
                      handleProps={drag.dragHandleProps ?? undefined}
                    />
                  </Card>
                )}
              </Draggable>
            ))}
            {provided.placeholder}
          </Stack>
        )}
      </Droppable>
    </DragDropContext>
  );
}
