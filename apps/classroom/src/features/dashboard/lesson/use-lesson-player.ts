// The lesson's player, watched (docs/decisions/017-watch-reports.md): connects to the frame (the
// local player's postMessage protocol, or the hosting service's SDK for a Vimeo video), feeds a
// WatchTracker with its events, reports every ~10 s, on pause, seek and end, and by beacon when
// the page is hidden or goes away; applies the student's default speed and resumes where they
// stopped on any device. Opening a lesson without playing reports nothing (docs/decisions/041).
import { beaconWatching } from '@academy/api-client/endpoints/learning';
import {
  connectLocalPlayer,
  type LocalPlayer,
  type PlayerEventData,
  type PlayerEventName,
} from '@academy/api-client/learning/local-player';
import { startWatchReporter, WatchTracker } from '@academy/api-client/learning/watch-tracker';
import { useReportWatching } from '@academy/api-client/queries/learning';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface LessonPlayerOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  platform: string;
  lectureId: number;
  detailId: number;
  /** where to start (from the watch state); undefined while it loads */
  resumeAt: number | undefined;
  /** the student's default speed; undefined while it loads */
  playbackRate: number | undefined;
  /** report what is watched (false for someone who cannot record it, e.g. the state failed) */
  record: boolean;
  /** start playing once ready (autoplay of the next lesson) */
  autoplay: boolean;
  onEnded?: () => void;
  /** every event of the player, as it comes (the controls' time, speed and A-B loop) */
  onPlayerEvent?: (name: PlayerEventName, data: PlayerEventData) => void;
}

export function useLessonPlayer(options: LessonPlayerOptions) {
  const { frame, platform, lectureId, detailId, resumeAt, playbackRate, record, autoplay } =
    options;
  const send = useReportWatching(lectureId, detailId);
  const [player, setPlayer] = useState<LocalPlayer | null>(null);
  const [ready, setReady] = useState(false);
  const [reportFailed, setReportFailed] = useState(false);
  const tracker = useRef(new WatchTracker(detailId));
  const reporter = useRef<ReturnType<typeof startWatchReporter> | null>(null);
  const latest = useRef({
    onEnded: options.onEnded,
    onPlayerEvent: options.onPlayerEvent,
    playbackRate,
    record,
  });
  latest.current = {
    onEnded: options.onEnded,
    onPlayerEvent: options.onPlayerEvent,
    playbackRate,
    record,
  };
  const resumed = useRef(false);

  // Layout effect: the listener is in place before the frame can load and say it is ready.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const current = new WatchTracker(detailId);
    tracker.current = current;
    resumed.current = false;
    setReady(false);
    const onEvent = (name: PlayerEventName, data: PlayerEventData) => {
      if (name === 'ready' || name === 'loaded') setReady(true);
      if (name === 'ended') latest.current.onEnded?.();
      latest.current.onPlayerEvent?.(name, data);
      if (!latest.current.record) return;
      switch (name) {
        case 'timeupdate':
        case 'play':
          current.time(data.seconds, data.duration, data.playbackRate);
          break;
        case 'seeking':
          current.seeking(data.seconds, data.duration);
          break;
        case 'seeked':
          current.seeked(data.seconds, data.duration);
          // where the student moved to is saved at once (the resume's own seek is no news)
          void reporter.current?.flush();
          break;
        case 'pause':
        case 'ended':
          current.stop(data.seconds);
          void reporter.current?.flush();
          break;
        default:
      }
    };
    if (platform === 'vimeo') {
      let connected: LocalPlayer | null = null;
      let gone = false;
      void import('./vimeo-player.ts').then(({ connectVimeoPlayer }) => {
        if (gone) return;
        connected = connectVimeoPlayer(element, onEvent);
        setPlayer(connected);
      });
      return () => {
        gone = true;
        connected?.destroy();
        setPlayer(null);
      };
    }
    const local = connectLocalPlayer(element, onEvent);
    setPlayer(local);
    return () => {
      local.destroy();
      setPlayer(null);
    };
  }, [frame, platform, detailId]);

  // Reports every ~10 s and a beacon when the page is hidden; leaving the lesson sends what is left.
  useEffect(() => {
    if (!record) return;
    const started = startWatchReporter({
      tracker: tracker.current,
      send: async (report) => {
        try {
          await send(report);
          setReportFailed(false);
        } catch (error) {
          setReportFailed(true);
          throw error;
        }
      },
      beacon: beaconWatching,
    });
    reporter.current = started;
    return () => {
      reporter.current = null;
      void started.stop();
    };
  }, [record, send, detailId]);

  // The student's speed, once the player can take it (and again when they change it).
  useEffect(() => {
    if (player && ready && playbackRate !== undefined) player.setPlaybackRate(playbackRate);
  }, [player, ready, playbackRate]);

  // Resume once, when both the player and the resume point are there.
  useEffect(() => {
    if (!player || !ready || resumeAt === undefined || resumed.current) return;
    resumed.current = true;
    if (resumeAt > 0) {
      // the stored point is where the student stands: the seek there is not theirs to report
      tracker.current.resumeFrom(resumeAt);
      player.setCurrentTime(resumeAt);
    }
    if (autoplay) player.play();
  }, [player, ready, resumeAt, autoplay]);

  return {
    ready,
    reportFailed,
    /** the connected player, for the controls (null until the frame is there) */
    player,
    startOver: () => {
      player?.setCurrentTime(0);
      player?.play();
    },
  };
}
