// The banner board's cards, drawn the same still (BannerBoard) and sortable (SortableBanners).
import type { Banner } from '@academy/api-client/contract';
import * as adminStrings from '@academy/strings/admin';
import type { DropResult, ResponderProvided } from '@hello-pangea/dnd';
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import IconGripVertical from '@tabler/icons-react/icons/IconGripVertical';
import type { ReactNode } from 'react';

const t = adminStrings.banners;

export function BannerRow({ banner, action }: { banner: Banner; action: ReactNode }) {
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

/** What staff do to any banner besides its state: edit it, delete it (after a confirmation). */
export interface BannerEditing {
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}

/**
 * The card's buttons: the state's (활성화 or 비활성화), then 수정 and 삭제, each named with the
 * banner's title after the visible word (the accessible name contains what is seen).
 */
export function BannerActions({
  banner,
  state,
  onEdit,
  onDelete,
}: BannerEditing & { banner: Banner; state: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {state}
      <Button
        variant="default"
        size="xs"
        aria-label={t.editOf(banner.title)}
        onClick={() => onEdit(banner)}
      >
        {t.edit}
      </Button>
      <Button
        variant="light"
        color="red"
        size="xs"
        aria-label={t.removeOf(banner.title)}
        onClick={() => onDelete(banner)}
      >
        {t.remove}
      </Button>
    </Group>
  );
}

export interface ActiveBannersProps extends BannerEditing {
  banners: Banner[];
  onDeactivate: (banner: Banner) => void;
  onDragEnd: (result: DropResult, provided: ResponderProvided) => void;
}

/** An active banner's card: its drag handle (the keyboard's target), the banner, 비활성화. */
export function ActiveBannerCard({
  banner,
  onDeactivate,
  onEdit,
  onDelete,
  handleProps,
}: BannerEditing & {
  banner: Banner;
  onDeactivate: (banner: Banner) => void;
  /** The library's props for the handle once drag and drop has loaded. */
  handleProps?: object;
}) {
  return (
    <Group wrap="nowrap" gap="xs">
      {/* The handle alone is the keyboard target: no button nested in a button. */}
      <div
        role="button"
        tabIndex={0}
        {...handleProps}
        data-banner-handle={banner.id}
        aria-label={t.dragHandle(banner.title)}
        style={{ cursor: 'grab', padding: '4px 6px', lineHeight: 0 }}
      >
        <IconGripVertical aria-hidden size={18} stroke={1.75} />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <BannerRow
          banner={banner}
          action={
            <BannerActions
              banner={banner}
              onEdit={onEdit}
              onDelete={onDelete}
              state={
                <Button variant="default" size="xs" onClick={() => onDeactivate(banner)}>
                  {t.deactivate}
                </Button>
              }
            />
          }
        />
      </div>
    </Group>
  );
}
