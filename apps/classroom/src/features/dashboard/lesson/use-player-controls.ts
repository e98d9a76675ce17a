// The state behind the player's controls (docs/product/player-controls.md): where the video is, its
// speed, whether it plays, the chosen caption track and the A-B loop, from the player's events; the
// commands go through the same protocol the watch reports listen to, so completion still counts
// unique seconds whatever the speed or the loop. Speed and track are saved per student (settings).
import type { CaptionLang, CaptionTrack } from '@academy/api-client/contract';
import type {
  LocalPlayer,
  PlayerEventData,
  PlayerEventName,
} from '@academy/api-client/learning/local-player';
import {
  learningSettingsQuery,
  useSaveLearningSettings,
} from '@academy/api-client/queries/learning';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { loopTarget, NO_REPEAT, setA, setB, type AbRepeat } from './ab-repeat.ts';
import { stepRate } from './player-keys.ts';

export function usePlayerControls(captions: readonly CaptionTrack[]) {
  const settings = useQuery(learningSettingsQuery());
  const save = useSaveLearningSettings();
  const playerRef = useRef<LocalPlayer | null>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [paused, setPaused] = useState(true);
  const [rate, setRate] = useState<number | null>(null);
  const [repeat, setRepeatState] = useState<AbRepeat>(NO_REPEAT);
  const repeatRef = useRef(repeat);
  const [repeatRefused, setRepeatRefused] = useState(false);
  // undefined: as saved in the settings
  const [chosenLang, setChosenLang] = useState<CaptionLang | null | undefined>(undefined);

  const setRepeat = (next: AbRepeat) => {
    repeatRef.current = next;
    setRepeatState(next);
  };

  const onPlayerEvent = useCallback((name: PlayerEventName, data: PlayerEventData) => {
    if (name === 'play') setPaused(false);
    if (name === 'pause' || name === 'ended') setPaused(true);
    if (data.duration > 0) setDuration(data.duration);
    if (name === 'playbackratechange' || name === 'ready' || name === 'loaded')
      setRate(data.playbackRate);
    if (name === 'playbackratechange') return;
    setTime(data.seconds);
    if (name === 'timeupdate') {
      const target = loopTarget(repeatRef.current, data.seconds);
      if (target !== null) playerRef.current?.setCurrentTime(target);
    }
  }, []);

  const savedLang = settings.data?.captionLang ?? null;
  const wantedLang = chosenLang === undefined ? savedLang : chosenLang;
  const track = captions.find((t) => t.lang === wantedLang) ?? null;
  const currentRate = rate ?? settings.data?.playbackRate ?? 1;

  const seekTo = (seconds: number) => {
    const end = duration > 0 ? duration : Number.POSITIVE_INFINITY;
    const to = Math.min(end, Math.max(0, seconds));
    playerRef.current?.setCurrentTime(to);
    setTime(to);
  };

  const changeRate = (next: number) => {
    setRate(next);
    playerRef.current?.setPlaybackRate(next);
    save.mutate({ playbackRate: next });
  };

  const chooseCaptions = (lang: CaptionLang | null) => {
    setChosenLang(lang);
    save.mutate({ captionLang: lang });
  };

  return {
    playerRef,
    onPlayerEvent,
    time,
    duration,
    paused,
    rate: currentRate,
    repeat,
    repeatRefused,
    track,
    captions,
    saveFailed: save.isError,
    togglePlay: () => (paused ? playerRef.current?.play() : playerRef.current?.pause()),
    skip: (seconds: number) => seekTo(time + seconds),
    changeRate,
    stepRate: (direction: 1 | -1) => changeRate(stepRate(currentRate, direction)),
    chooseCaptions,
    /** off when on; otherwise the saved track, or the first one */
    toggleCaptions: () => {
      if (track) return chooseCaptions(null);
      const next = captions.find((t) => t.lang === savedLang) ?? captions[0];
      if (next) chooseCaptions(next.lang);
    },
    setA: () => {
      setRepeatRefused(false);
      setRepeat(setA(repeatRef.current, time));
    },
    setB: () => {
      const next = setB(repeatRef.current, time);
      setRepeatRefused(next === null);
      if (next) setRepeat(next);
    },
    clearRepeat: () => {
      setRepeatRefused(false);
      setRepeat(NO_REPEAT);
    },
  };
}

export type PlayerControlsState = ReturnType<typeof usePlayerControls>;
