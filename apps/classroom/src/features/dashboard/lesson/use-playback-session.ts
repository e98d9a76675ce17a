// The lesson's playback session (docs/product/player.md): started when the lesson's player mounts
// (or again by the student after a takeover), kept alive by a heartbeat with the current position,
// ended when the lesson closes or the page goes away. The browser keeps one random device id.
// A heartbeat refused with 409 (another device took over, or staff reset the devices) pauses the
// player and hands the server's Korean reason to the page. Each renewed playback token is handed
// to the local player (`setToken`), whose later stream requests carry it.
import {
  beaconStopPlayback,
  playbackHeartbeat,
  startPlayback,
  stopPlayback,
} from '@academy/api-client/endpoints/playback';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import * as streaming from '@academy/strings/streaming';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const DEVICE_KEY = 'academy.playback-device';

/** This browser's device id: random, kept in localStorage (a fresh one when storage is refused). */
export function playbackDeviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage(),
) {
  const kept = storage?.getItem(DEVICE_KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const made = crypto.randomUUID();
  try {
    storage?.setItem(DEVICE_KEY, made);
  } catch {
    // private mode: a new id per visit
  }
  return made;
}

function safeStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** 'Chrome · Windows': what staff see in the devices list. */
export function playbackDeviceLabel(userAgent = navigator.userAgent) {
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Whale\//, 'Whale'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? '';
  const system =
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? '';
  return [browser, system].filter(Boolean).join(' · ').slice(0, 100);
}

/** The player events that make a heartbeat go at once (a taken-over device learns it on play). */
const PROMPT_EVENTS = new Set(['play', 'error']);
const PROMPT_GAP_MS = 5000;

export interface PlaybackSessionState {
  /** the player to frame; null while the playback starts (or when it could not) */
  playerUrl: string | null;
  /** the server's reason when another device took over (or staff reset the devices) */
  takenOver: string | null;
  /** why the playback could not start */
  error: string | null;
}

export function usePlaybackSession({
  detailId,
  frame,
  enabled = true,
}: {
  detailId: number;
  frame: RefObject<HTMLIFrameElement | null>;
  enabled?: boolean;
}) {
  const [state, setState] = useState<PlaybackSessionState>({
    playerUrl: null,
    takenOver: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const position = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    let gone = false;
    let session: { id: string; every: number } | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let lastBeat = 0;
    setState({ playerUrl: null, takenOver: null, error: null });

    const post = (message: { method: string; value?: unknown }) => {
      const element = frame.current;
      if (!element?.contentWindow || !element.src) return;
      element.contentWindow.postMessage(message, new URL(element.src, window.location.href).origin);
    };
    const beat = async () => {
      const current = session;
      if (!current) return;
      lastBeat = Date.now();
      try {
        const { data } = await playbackHeartbeat(current.id, {
          positionSeconds: Math.max(0, Math.floor(position.current)),
        });
        if (data.token) post({ method: 'setToken', value: data.token });
      } catch (error) {
        if (gone || session !== current || !isApiError(error) || error.status !== 409) return;
        // taken over or ended: this device stops; the next heartbeat would say the same
        session = null;
        clearInterval(timer);
        post({ method: 'pause' });
        setState((before) => ({ ...before, takenOver: error.message }));
      }
    };
    const end = (how: 'beacon' | 'fetch') => {
      const current = session;
      session = null;
      clearInterval(timer);
      if (!current) return;
      if (how === 'fetch' || !beaconStopPlayback(current.id)) {
        void stopPlayback(current.id).catch(() => {});
      }
    };

    void startPlayback(detailId, {
      deviceId: playbackDeviceId(),
      deviceLabel: playbackDeviceLabel(),
    }).then(
      ({ data }) => {
        if (gone) {
          void stopPlayback(data.sessionId).catch(() => {});
          return;
        }
        session = { id: data.sessionId, every: data.heartbeatSeconds * 1000 };
        timer = setInterval(() => void beat(), session.every);
        setState({ playerUrl: data.playerUrl, takenOver: null, error: null });
      },
      (error: unknown) => {
        if (!gone) {
          setState({
            playerUrl: null,
            takenOver: null,
            error: errorMessage(error, streaming.takeover.startFailed),
          });
        }
      },
    );

    // The position for the heartbeat, from the player's own events (local player or Vimeo's).
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      let message: unknown = event.data;
      if (typeof message === 'string') {
        try {
          message = JSON.parse(message);
        } catch {
          return;
        }
      }
      const { event: name, data } = (message ?? {}) as {
        event?: string;
        data?: { seconds?: number };
      };
      if (typeof data?.seconds === 'number' && Number.isFinite(data.seconds)) {
        position.current = data.seconds;
      }
      if (name && PROMPT_EVENTS.has(name) && Date.now() - lastBeat > PROMPT_GAP_MS) void beat();
    };
    const onPageHide = () => end('beacon');
    window.addEventListener('message', onMessage);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      gone = true;
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', onPageHide);
      end('fetch');
    };
  }, [detailId, enabled, attempt, frame]);

  /** 이 기기에서 다시 재생: a new playback here (which takes over the other device). */
  const restart = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, restart };
}
