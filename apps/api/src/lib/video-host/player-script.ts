// The local player's postMessage protocol (docs/decisions/017-watch-reports.md), modelled on the
// hosting service's player API (player.vimeo.com + @vimeo/player): the page that frames the player
// sends
//   {method: 'play' | 'pause' | 'setCurrentTime' | 'setPlaybackRate' | 'getCurrentTime' |
//    'getDuration' | 'getPaused' | 'getPlaybackRate' | 'addEventListener' | 'removeEventListener',
//    value?}
// and the player answers a getter or setter with {method, value} and posts the events it was asked
// for as {event, data: {seconds, duration, percent, playbackRate}}: ready (always), play, pause,
// ended, seeking, seeked, timeupdate, playbackratechange, loaded. Only our apps' origins (the
// frame-ancestors of its CSP, given in data-origins) may command it or hear it.
//
// Streaming (docs/decisions/059-hls-streaming.md): a <video data-hls="master URL"> plays through
// hls.js (loaded before this script) where the browser has Media Source Extensions, else through
// the browser's own HLS (Safari, iOS). `setToken` hands over the renewed playback token, which
// every later request of hls.js carries; `getBuffered` answers the buffered ranges as [start, end]
// pairs. A fatal streaming error is posted as {event: 'error', data: {name, fatal: true}}.
//
// Served as /api/videos/player.js (script-src 'self': no inline script under the CSP). Plain
// ES2017 so every browser the apps support runs it without a build.

import { createRequire } from 'node:module';

const hlsVersion = (createRequire(import.meta.url)('hls.js/package.json') as { version: string })
  .version;

export const PLAYER_SCRIPT_PATH = '/api/videos/player.js';
/** hls.js, named by its version so it may be kept for a year (videos.hls.ts). */
export const HLS_SCRIPT_PATH = `/api/videos/hls-${hlsVersion}.js`;

export const playerScript = `(function () {
  'use strict';
  var video = document.querySelector('video');
  if (!video) return;
  var token = null;
  var hlsUrl = video.getAttribute('data-hls');
  // Each request carries the newest token the framing page handed over.
  function withToken(url) {
    return token ? url.replace(/([?&]pt=)[^&#]*/, '$1' + token) : url;
  }
  var hls = null;
  if (hlsUrl) {
    var Hls = window.Hls;
    if (Hls && Hls.isSupported()) {
      hls = new Hls({
        enableWorker: false,
        xhrSetup: function (xhr, url) { xhr.open('GET', withToken(url), true); }
      });
      var recovered = false;
      hls.on(Hls.Events.ERROR, function (_, data) {
        if (!data || !data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          hls.recoverMediaError();
          return;
        }
        if (window.parent !== window) send({ event: 'error', data: { name: data.details, fatal: true } });
        hls.destroy();
      });
      hls.loadSource(hlsUrl);
      hls.attachMedia(video);
    } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = hlsUrl;
    }
  }
  if (window.parent === window) return;
  var allowed = [];
  try { allowed = JSON.parse(document.documentElement.getAttribute('data-origins') || '[]'); } catch (e) { return; }
  var target = null;
  var ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length && allowed.indexOf(ancestors[0]) !== -1) target = ancestors[0];
  var listening = { ready: true };

  function send(message) {
    var origins = target ? [target] : allowed;
    for (var i = 0; i < origins.length; i++) window.parent.postMessage(message, origins[i]);
  }
  function state() {
    var duration = isFinite(video.duration) ? video.duration : 0;
    return {
      seconds: video.currentTime,
      duration: duration,
      percent: duration ? Math.min(1, video.currentTime / duration) : 0,
      playbackRate: video.playbackRate
    };
  }
  function emit(name) { if (listening[name]) send({ event: name, data: state() }); }

  var events = [['play', 'play'], ['pause', 'pause'], ['ended', 'ended'], ['seeking', 'seeking'], ['seeked', 'seeked'],
    ['timeupdate', 'timeupdate'], ['ratechange', 'playbackratechange'], ['loadedmetadata', 'loaded']];
  events.forEach(function (pair) { video.addEventListener(pair[0], function () { emit(pair[1]); }); });

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || allowed.indexOf(event.origin) === -1) return;
    target = event.origin;
    var message = event.data;
    if (typeof message === 'string') { try { message = JSON.parse(message); } catch (e) { return; } }
    if (!message || typeof message.method !== 'string') return;
    var value = message.value;
    function reply(result) { send({ method: message.method, value: result }); }
    switch (message.method) {
      case 'play':
        var played = video.play();
        if (played && played.catch) played.catch(function (error) {
          send({ event: 'error', data: { name: error && error.name, method: 'play' } });
        });
        break;
      case 'pause': video.pause(); break;
      case 'setCurrentTime':
        if (typeof value === 'number' && isFinite(value) && value >= 0) {
          var end = isFinite(video.duration) ? video.duration : value;
          video.currentTime = Math.min(value, end);
        }
        reply(video.currentTime);
        break;
      case 'setPlaybackRate':
        if (typeof value === 'number' && value >= 0.5 && value <= 2) video.playbackRate = value;
        reply(video.playbackRate);
        break;
      case 'getCurrentTime': reply(video.currentTime); break;
      case 'getDuration': reply(state().duration); break;
      case 'getPaused': reply(video.paused); break;
      case 'getPlaybackRate': reply(video.playbackRate); break;
      case 'getBuffered':
        var ranges = [];
        for (var r = 0; r < video.buffered.length; r++) ranges.push([video.buffered.start(r), video.buffered.end(r)]);
        reply(ranges);
        break;
      case 'setToken':
        if (typeof value === 'string' && /^[A-Za-z0-9_.-]{1,200}$/.test(value)) token = value;
        break;
      case 'addEventListener': if (typeof value === 'string') listening[value] = true; break;
      case 'removeEventListener': if (typeof value === 'string' && value !== 'ready') delete listening[value]; break;
    }
  });
  send({ event: 'ready', data: state() });
})();
`;
