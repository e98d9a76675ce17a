// VIDEO_HOST=vimeo (docs/decisions/017-watch-reports.md): the hosting service's own player SDK
// speaks for the frame, with the same events and commands as the local player's postMessage
// protocol (@academy/api-client learning/local-player). This module, and the SDK with it, is only
// loaded for a Vimeo video.
import type {
  LocalPlayer,
  PlayerEventData,
  PlayerEventName,
} from '@academy/api-client/learning/local-player';
import Player from '@vimeo/player';

type TimeData = { seconds: number; duration: number; percent: number };
const FORWARDED = ['play', 'pause', 'ended', 'seeking', 'seeked', 'timeupdate'] as const;

export function connectVimeoPlayer(
  frame: HTMLIFrameElement,
  onEvent: (name: PlayerEventName, data: PlayerEventData) => void,
): LocalPlayer {
  const player = new Player(frame);
  let playbackRate = 1;
  const handlers = FORWARDED.map((name) => {
    const handler = (data: TimeData) => onEvent(name, { ...data, playbackRate });
    player.on(name, handler as never);
    return [name, handler] as const;
  });
  const onRate = (data: { playbackRate: number }) => {
    playbackRate = data.playbackRate;
    onEvent('playbackratechange', { seconds: 0, duration: 0, percent: 0, playbackRate });
  };
  player.on('playbackratechange', onRate as never);
  const state = async (): Promise<PlayerEventData> => {
    const [seconds, duration] = await Promise.all([player.getCurrentTime(), player.getDuration()]);
    return { seconds, duration, percent: duration ? seconds / duration : 0, playbackRate };
  };
  const onLoaded = () => void state().then((data) => onEvent('loaded', data));
  player.on('loaded', onLoaded);
  void player
    .ready()
    .then(state)
    .then((data) => onEvent('ready', data))
    .catch(() => undefined);
  // A command the service refuses (autoplay blocked, a rate the plan does not allow) changes
  // nothing here: the student uses the player's own controls.
  const quietly = (call: () => Promise<unknown>) => void call().catch(() => undefined);
  return {
    play: () => quietly(() => player.play()),
    pause: () => quietly(() => player.pause()),
    setCurrentTime: (seconds) => quietly(() => player.setCurrentTime(seconds)),
    setPlaybackRate: (rate) => quietly(() => player.setPlaybackRate(rate)),
    // Not player.destroy(): it removes the frame, which React owns.
    destroy: () => {
      for (const [name, handler] of handlers) player.off(name, handler as never);
      player.off('playbackratechange', onRate as never);
      player.off('loaded', onLoaded);
    },
  };
}
