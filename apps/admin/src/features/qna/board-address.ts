// The Q&A board keeps its filters (미답변, a lecture, a student, the order) in its address. A
// question opened from it carries that address in the navigation's state, so 목록으로 and the way
// back after answering return to the same filtered list instead of the whole board.
import { useLocation } from 'react-router';

const BOARD = '/admin/qna';

export interface BoardState {
  boardSearch: string;
}

/** The state a link from the board (or from a question to its answer form) passes on. */
export function boardState(search: string): BoardState {
  return { boardSearch: search };
}

/** The board's address as it was left: its filters when the state carries them, else the board. */
export function boardAddress(state: unknown): string {
  const search = (state as Partial<BoardState> | null)?.boardSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${BOARD}${search}` : BOARD;
}

/** The board's address for this page, and the state to hand on to the next one. */
export function useBoardReturn(): { address: string; state: BoardState } {
  const { state } = useLocation();
  const address = boardAddress(state);
  return { address, state: boardState(address.slice(BOARD.length)) };
}
