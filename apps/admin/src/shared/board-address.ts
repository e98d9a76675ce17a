// A board (Q&A, assignments) keeps its filters (미답변/대기, a lecture, a student, the order) in
// its address. An item opened from it carries that search in the navigation's state, so the way
// back (목록으로, or after answering or giving feedback) returns to the same filtered list
// instead of the whole board.
import { useLocation } from 'react-router';

export interface BoardState {
  boardSearch: string;
}

/** The state a link from the board (or from an item to its next page) passes on. */
export function boardState(search: string): BoardState {
  return { boardSearch: search };
}

/** The board's address as it was left: with its filters when the state carries them. */
export function boardAddress(board: string, state: unknown): string {
  const search = (state as Partial<BoardState> | null)?.boardSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${board}${search}` : board;
}

/** The way back to `board` from this page, and the state to hand on to the next one. */
export function useBoardReturn(board: string): { address: string; state: BoardState } {
  const { state } = useLocation();
  const address = boardAddress(board, state);
  return { address, state: boardState(address.slice(board.length)) };
}
