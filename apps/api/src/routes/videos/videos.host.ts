// The video host of each app instance: the local tus host (VIDEO_HOST=local) or the hosting
// service's session settings, tuned by tests before the first request.
import type { AppDeps } from '../../app-env.ts';
import {
  createLocalVideoHost,
  type LocalVideoHost,
  type LocalVideoHostOptions,
} from '../../lib/video-host/local-host.ts';

export interface VideoHostConfig extends LocalVideoHostOptions {
  /** where VIDEO_HOST=vimeo creates sessions (a faked service in tests) */
  vimeoBaseUrl?: string;
}

// Keyed by the app's database handle (one per app instance; shared by its deps and services).
const configs = new WeakMap<object, VideoHostConfig>();
const hosts = new WeakMap<object, LocalVideoHost>();

/** Tests (and the bench) tune limits before the first request. */
export function configureVideoHost(deps: Pick<AppDeps, 'database'>, config: VideoHostConfig) {
  configs.set(deps.database, config);
  hosts.get(deps.database)?.stop();
  hosts.delete(deps.database);
}

/** The local host of this app: one per app instance, all of its state on disk or in the database. */
export function localVideoHost(deps: Pick<AppDeps, 'env' | 'database'>): LocalVideoHost {
  let host = hosts.get(deps.database);
  if (!host) {
    host = createLocalVideoHost(deps.env, deps.database.db, configs.get(deps.database));
    hosts.set(deps.database, host);
  }
  return host;
}

/** Where VIDEO_HOST=vimeo creates sessions for this app (the configured base URL or the service's). */
export function vimeoBaseUrl(deps: Pick<AppDeps, 'database'>) {
  return configs.get(deps.database)?.vimeoBaseUrl;
}
