// A React hook over uploadVideo (docs/product/states.md: content dialog flow: the chosen video file
// is uploaded first and the resulting id is used). Progress 0-100, a status, the spec's Korean
// error message, abort, and the video id when done.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  uploadVideo,
  VideoUploadError,
  type UploadVideoOptions,
  type VideoSource,
} from './upload.ts';

export type VideoUploadStatus = 'idle' | 'uploading' | 'success' | 'error' | 'aborted';

export interface UseVideoUpload {
  /** uploads `file`; resolves with the video id, or null when it failed or was aborted */
  start: (file: VideoSource) => Promise<string | null>;
  progress: number;
  status: VideoUploadStatus;
  /** the failure (its message is the spec's Korean text), null otherwise */
  error: VideoUploadError | null;
  abort: () => void;
  reset: () => void;
  videoId: string | null;
}

export function useVideoUpload(
  options: Omit<UploadVideoOptions, 'onProgress' | 'signal'> = {},
): UseVideoUpload {
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<VideoUploadStatus>('idle');
  const [error, setError] = useState<VideoUploadError | null>(null);
  const [videoId, setVideoId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const latestOptions = useRef(options);
  latestOptions.current = options;

  // An unmounted dialog stops its upload.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (file: VideoSource) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    setError(null);
    setVideoId(null);
    setStatus('uploading');
    try {
      const result = await uploadVideo(file, {
        ...latestOptions.current,
        signal: current.signal,
        onProgress: (percent) => {
          if (controller.current === current) setProgress(percent);
        },
      });
      if (controller.current !== current) return null;
      setVideoId(result.videoId);
      setProgress(100);
      setStatus('success');
      return result.videoId;
    } catch (caught) {
      if (controller.current !== current) return null;
      const failure =
        caught instanceof VideoUploadError
          ? caught
          : new VideoUploadError('uploadFailed', String(caught));
      if (failure.kind === 'aborted') {
        setStatus('aborted');
      } else {
        setError(failure);
        setStatus('error');
      }
      return null;
    }
  }, []);

  const abort = useCallback(() => {
    controller.current?.abort();
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(0);
    setStatus('idle');
    setError(null);
    setVideoId(null);
  }, []);

  return { start, progress, status, error, abort, reset, videoId };
}
