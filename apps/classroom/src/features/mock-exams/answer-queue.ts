// The sitting's autosave (docs/product/mock-exams.md#sitting): every answer is kept in
// localStorage until the server has it, so a closed tab or a dropped connection loses nothing.
// Sends are one at a time, the latest answer per item wins; a lost connection retries with
// backoff (1 s doubling to 30 s) and at once when the browser is online again. A refusal (the
// section's time is over, 409) drops the answer: the server's clock decides.
import type { SaveSittingAnswerRequest } from '@academy/api-client/contract';
import { isApiError } from '@academy/api-client/errors';

export type SaveState = 'saved' | 'saving' | 'offline' | 'error';
export type Send = (itemId: number, answer: SaveSittingAnswerRequest) => Promise<unknown>;

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

export const pendingKey = (examId: number) => `academy.mock-sitting.${examId}.pending`;

type Stored = Record<string, SaveSittingAnswerRequest>;

function read(key: string): Stored {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as Stored) : {};
  } catch {
    return {};
  }
}

/** A lost connection (or a server away) rather than a refusal: worth sending again. */
const worthRetrying = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500 || error.status === 429;

export class AnswerQueue {
  private pending: Stored;
  private sending = false;
  private retryMs = RETRY_FIRST_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();
  state: SaveState = 'saved';
  /** the last refusal's message (the item stays as the server has it) */
  lastError: string | null = null;

  constructor(
    private readonly examId: number,
    private readonly send: Send,
  ) {
    this.pending = read(pendingKey(examId));
    if (Object.keys(this.pending).length > 0) this.state = 'offline';
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private persist() {
    try {
      const key = pendingKey(this.examId);
      if (Object.keys(this.pending).length === 0) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, JSON.stringify(this.pending));
    } catch {
      /* storage full or refused: the answer is still sent */
    }
  }

  /** The answers not yet on the server, by item. */
  unsent(): Readonly<Stored> {
    return this.pending;
  }

  get size() {
    return Object.keys(this.pending).length;
  }

  /** Keeps the answer now and sends it after `delayMs` (text is debounced), or at once. */
  put(itemId: number, answer: SaveSittingAnswerRequest, delayMs = 0) {
    this.pending = { ...this.pending, [itemId]: answer };
    this.lastError = null;
    this.persist();
    if (this.state === 'saved' || this.state === 'error') this.state = 'saving';
    this.emit();
    this.schedule(delayMs);
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delayMs);
  }

  /** Sends every unsent answer, one at a time; resolves when done or waiting to retry. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.sending) return;
    this.sending = true;
    try {
      for (;;) {
        const [entry] = Object.entries(this.pending);
        if (!entry) break;
        const [key, answer] = entry;
        this.state = 'saving';
        this.emit();
        try {
          await this.send(Number(key), answer);
          this.retryMs = RETRY_FIRST_MS;
        } catch (error) {
          if (worthRetrying(error)) {
            this.state = 'offline';
            this.emit();
            this.schedule(this.retryMs);
            this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
            return;
          }
          this.lastError = error instanceof Error ? error.message : null;
        }
        // a newer answer given while this one was on its way is sent next
        if (this.pending[key] === answer) {
          const { [key]: _sent, ...rest } = this.pending;
          this.pending = rest;
          this.persist();
        }
      }
      this.state = this.lastError ? 'error' : 'saved';
      this.emit();
    } finally {
      this.sending = false;
    }
  }

  /** The browser is back online: send now rather than after the backoff. */
  online = () => {
    this.retryMs = RETRY_FIRST_MS;
    if (this.size > 0) void this.flush();
  };

  /** Stops the timers (the page is left); what is unsent stays in localStorage. */
  close() {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  /** The sitting is over: nothing more can be saved. */
  clear() {
    this.pending = {};
    this.persist();
    this.close();
  }
}
