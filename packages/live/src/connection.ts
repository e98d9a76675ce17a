// One live channel per page (docs/decisions/016-live-channel.md): the WebSocket of
// @academy/api-client's live client, opened by the first screen that needs it (the bell, a lesson's
// chat) and shared by all of them. Notifications update the query cache (the unread count goes up
// at once, lists refetch); every frame is also handed to the screens that subscribed (a chat panel
// takes its room's).
import type { ServerFrame } from '@academy/api-client/contract/live';
import { lazyEndpoints } from '@academy/api-client/lazy-endpoints';
import {
  createLiveClient,
  type LiveClientOptions,
  type LiveStatus,
} from '@academy/api-client/live-client';
import { notificationKeys } from '@academy/api-client/queries/live';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  createElement,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

// Only a reconnection calls the API here (the page's count came with it: decision 028).
const api = lazyEndpoints(() => import('@academy/api-client/endpoints/live'));

export type { LiveStatus };

export type FrameListener = (frame: ServerFrame) => void;

export interface LiveConnection {
  /** Every frame from now on; answers the unsubscribe. */
  subscribe(listener: FrameListener): () => void;
  status(): LiveStatus;
  subscribeStatus(listener: () => void): () => void;
  /** Joins a lesson's room; `since`: the newest message id the screen has (the rest is replayed). */
  join(lessonId: number, since: number): void;
  leave(lessonId: number): void;
}

/** The channel bound to a query cache. Exported for tests; screens use useLiveConnection(). */
export function createLiveConnection(
  queryClient: QueryClient,
  options: Pick<LiveClientOptions, 'url' | 'createSocket' | 'backoff'> = {},
): LiveConnection {
  const listeners = new Set<FrameListener>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = 'connecting';
  let readyBefore = false;

  const onFrame = (frame: ServerFrame) => {
    if (frame.type === 'ready') {
      // Notifications written while the socket was down are not replayed: read them again.
      if (readyBefore) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      readyBefore = true;
    }
    if (frame.type === 'notification') {
      if (!frame.notification.readAt) {
        queryClient.setQueryData<number>(notificationKeys.unreadCount(), (count) =>
          count === undefined ? count : count + 1,
        );
      }
      void queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] });
    }
    for (const listener of listeners) listener(frame);
  };

  const client = createLiveClient({
    ...options,
    onFrame,
    onStatus: (value) => {
      status = value;
      for (const listener of statusListeners) listener();
    },
    // The handshake carries the access cookie: an HTTP call first renews an expired one.
    beforeReconnect: () => api.unreadNotificationCount(),
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    join: (lessonId, since) => client.join(lessonId, since),
    leave: (lessonId) => client.leave(lessonId),
  };
}

const connections = new WeakMap<QueryClient, LiveConnection>();
const LiveConnectionContext = createContext<LiveConnection | null>(null);

/** Stories and tests hand the screens a fake channel. */
export function LiveConnectionProvider({
  connection,
  children,
}: {
  connection: LiveConnection;
  children: ReactNode;
}) {
  return createElement(LiveConnectionContext.Provider, { value: connection }, children);
}

let detached: LiveConnection | undefined;

/** The page's channel (opened on first use). */
export function useLiveConnection(): LiveConnection {
  const provided = useContext(LiveConnectionContext);
  const queryClient = useQueryClient();
  if (provided) return provided;
  // Rendered where there is no page to connect from (the build's first screens): a channel that
  // stays "connecting" until the browser renders again.
  if (!globalThis.location) return (detached ??= fakeLiveConnection('connecting'));
  let connection = connections.get(queryClient);
  if (!connection) {
    connection = createLiveConnection(queryClient);
    connections.set(queryClient, connection);
  }
  return connection;
}

export function useLiveStatus(connection: LiveConnection): LiveStatus {
  return useSyncExternalStore(connection.subscribeStatus, connection.status);
}

/** A channel that never connects and says so: stories and unit tests. */
export function fakeLiveConnection(status: LiveStatus = 'open') {
  const listeners = new Set<FrameListener>();
  const joined: { lessonId: number; since: number }[] = [];
  const connection: LiveConnection & {
    emit(frame: ServerFrame): void;
    joined: typeof joined;
  } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => status,
    subscribeStatus: () => () => {},
    join: (lessonId, since) => joined.push({ lessonId, since }),
    leave: () => {},
    emit: (frame) => {
      for (const listener of listeners) listener(frame);
    },
    joined,
  };
  return connection;
}
