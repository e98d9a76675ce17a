// The chat panel's messages: the HTTP history and the channel's frames merged by id (a message
// heard twice, or replayed after a reconnect, is kept once; a deletion wins), oldest first.
import type { ChatMessage, ChatPage, PresenceUser } from '@academy/api-client/contract/live';

export interface ChatState {
  messages: ChatMessage[];
  /** Older messages remain on the server (the 이전 메시지 button). */
  hasOlder: boolean;
  /** The newest history page has arrived (the room is joined after it). */
  loaded: boolean;
  users: PresenceUser[];
}

export type ChatAction =
  | { type: 'newest'; page: ChatPage }
  | { type: 'older'; page: ChatPage }
  | { type: 'messages'; messages: ChatMessage[] }
  | { type: 'presence'; users: PresenceUser[] };

export const initialChat: ChatState = { messages: [], hasOlder: false, loaded: false, users: [] };

function merge(current: ChatMessage[], incoming: ChatMessage[]) {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known?.deleted ? known : message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'newest':
      return {
        ...state,
        messages: merge(state.messages, action.page.messages),
        // The first page says whether older ones exist; later refetches of it do not change that.
        hasOlder: state.loaded ? state.hasOlder : action.page.hasMore,
        loaded: true,
      };
    case 'older':
      return {
        ...state,
        messages: merge(state.messages, action.page.messages),
        hasOlder: action.page.hasMore,
      };
    case 'messages':
      return action.messages.length
        ? { ...state, messages: merge(state.messages, action.messages) }
        : state;
    case 'presence':
      return { ...state, users: action.users };
  }
}

export const newestId = (state: ChatState) => state.messages.at(-1)?.id ?? 0;
