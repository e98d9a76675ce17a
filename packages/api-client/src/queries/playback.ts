// Keys, options and mutations of playback (docs/product/player.md): a student's devices on the
// admin's student page and the academy's playback limit in its settings.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaybackLimitRequest } from '../contract/index.ts';
import { lazyEndpoints } from '../lazy-endpoints.ts';

const api = lazyEndpoints(() => import('../endpoints/playback.ts'));

export const playbackKeys = {
  all: ['playback'] as const,
  devices: (studentId: number) => [...playbackKeys.all, 'devices', studentId] as const,
  limit: () => [...playbackKeys.all, 'limit'] as const,
  video: (videoId: string) => [...playbackKeys.all, 'video', videoId] as const,
};

/** A video's packaging: asked again every 5 s while it waits or is being packaged. */
export const videoStreamingQuery = (videoId: string) =>
  queryOptions({
    queryKey: playbackKeys.video(videoId),
    queryFn: async () => (await api.videoStatus(videoId)).data,
    retry: false,
    refetchInterval: (query) => {
      const state = query.state.data?.streaming?.state;
      return state === 'QUEUED' || state === 'PACKAGING' ? 5000 : false;
    },
  });

export const studentDevicesQuery = (studentId: number) =>
  queryOptions({
    queryKey: playbackKeys.devices(studentId),
    queryFn: async () => (await api.studentDevices(studentId)).data,
  });
export const playbackLimitQuery = () =>
  queryOptions({
    queryKey: playbackKeys.limit(),
    queryFn: async () => (await api.playbackLimit()).data,
  });

export function useResetDevices(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.resetStudentDevices(studentId),
    onSuccess: () => client.invalidateQueries({ queryKey: playbackKeys.devices(studentId) }),
  });
}
export function useSavePlaybackLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaybackLimitRequest) => api.savePlaybackLimit(body),
    onSuccess: (saved) => client.setQueryData(playbackKeys.limit(), saved.data),
  });
}
