// jsdom lacks a few browser APIs Mantine relies on (Mantine's own test setup).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// npm test runs lint, typecheck and several suites at once on two cores: a findBy that takes a
// few hundred milliseconds alone can take more than Testing Library's default second there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver = ResizeObserverStub;
// Textarea's autosize listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.IntersectionObserver =
  IntersectionObserverStub as unknown as typeof window.IntersectionObserver;

// Tests never reach the network: a live channel (docs/decisions/016-live-channel.md) opened by a
// screen under test stays "connecting" instead of dialling a server that is not there and retrying
// in the background.
class WebSocketStub extends EventTarget {
  readonly readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}
window.WebSocket = WebSocketStub as unknown as typeof window.WebSocket;

// Node 24's fetch (undici 7) builds the files of a multipart body it parses with the global File
// and then checks them against its own: with jsdom's File on the global, `formData()` throws.
// Reading a sent form back (the mocked API's handlers, tests of what was sent) parses a multipart
// body here instead, into the environment's FormData and File, so nothing global changes while
// a read is pending. Every formData along the chain is replaced: the environment's Request
// extends Node's, and `clone()` returns Node's own.
type BodyPrototype = { formData: () => Promise<FormData> } & Pick<Body, 'arrayBuffer'> & {
    headers: Headers;
  };
for (const Body of [Request, Response]) {
  for (
    let prototype: BodyPrototype | null = Body.prototype as unknown as BodyPrototype;
    prototype && prototype !== Object.prototype;
    prototype = Object.getPrototypeOf(prototype) as BodyPrototype | null
  ) {
    if (!Object.hasOwn(prototype, 'formData')) continue;
    const { formData } = prototype;
    prototype.formData = async function formDataOfTheEnvironment(this: BodyPrototype) {
      const type = this.headers.get('content-type') ?? '';
      const boundary = /^multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(type)?.[1];
      if (!boundary) return formData.call(this);
      return parseMultipart(Buffer.from(await this.arrayBuffer()), boundary);
    };
  }
}

/** A multipart/form-data body (RFC 7578): each part's name, and a file's name and type. */
function parseMultipart(body: Buffer, boundary: string) {
  const form = new FormData();
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // past the CRLF after the delimiter, before the one ahead
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const contentType = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '';
    if (filename === undefined) form.append(name, content.toString('utf8'));
    else form.append(name, new File([new Uint8Array(content)], filename, { type: contentType }));
    at = next;
  }
  return form;
}
