// An uploaded video picked for a lesson by its name and length (GET /api/videos: the caller's own
// finished uploads, an admin's everyone's), searched by name as typed. A video the content already
// uses stays offered even when the list does not hold it (another teacher's, or the service's).
import type { VideoListItem } from '@academy/api-client/contract';
import { videoLibraryQuery } from '@academy/api-client/queries/admin';
import * as adminStrings from '@academy/strings/admin';
import { clock } from '@academy/strings/learning';
import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

const t = adminStrings.lectures;

const lengthOf = (video: VideoListItem) =>
  video.durationSeconds === null ? t.videoLengthUnknown : clock(video.durationSeconds);

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** the chosen video's id, or '' for none */
  value?: string;
  onChange: (videoId: string) => void;
  /** the chosen video's entry, when the list holds it (its length fills the length field) */
  onPick?: (video: VideoListItem | null) => void;
  /** the id the content already uses */
  current?: string | null;
};

export function VideoPicker({ value, onChange, onPick, current, error, ...props }: Props) {
  const query = useQuery(videoLibraryQuery());
  const videos = useMemo(() => query.data ?? [], [query.data]);
  const data = useMemo(() => {
    const options = videos.map((video) => ({
      value: video.videoId,
      label: t.videoOption(video.name, lengthOf(video)),
    }));
    if (current && !videos.some((video) => video.videoId === current))
      options.unshift({ value: current, label: t.videoCurrent(current) });
    return options;
  }, [videos, current]);
  return (
    <Select
      searchable
      clearable
      data={data}
      placeholder={t.videoPickerPlaceholder}
      nothingFoundMessage={query.isPending ? undefined : t.videoPickerEmpty}
      {...props}
      error={error ?? (query.isError ? t.videoPickerFailed : undefined)}
      value={value || null}
      onChange={(id) => {
        onChange(id ?? '');
        onPick?.(videos.find((video) => video.videoId === id) ?? null);
      }}
    />
  );
}
