// docs/product/messaging.md: the admin's outbox view, answered like the API (see respond.ts):
// the list filtered by channel, state and template (keyset by `before`), and one message.
import { api } from '@academy/strings/api';
import { http } from 'msw';
import type { OutboxItem, OutboxMessage } from '../contract/index.ts';
import { apiPath, okEnvelope, refusal } from './respond.ts';

const PAGE = 50;

export function outboxHandlers(messages: OutboxMessage[], templates: string[]) {
  const item = ({ purpose: _p, notBefore: _n, email: _e, text: _t, ...rest }: OutboxMessage) =>
    rest satisfies OutboxItem;
  return [
    http.get(apiPath('admin/outbox'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const before = Number(query.get('before') ?? Infinity);
      const is = (value: string, key: string) => !query.get(key) || query.get(key) === value;
      const matching = messages.filter(
        (m) =>
          m.id < before &&
          is(m.channel, 'channel') &&
          is(m.state, 'state') &&
          is(m.template, 'template'),
      );
      const page = matching.slice(0, PAGE);
      return okEnvelope({
        messages: page.map(item),
        nextBefore: matching.length > PAGE ? page.at(-1)!.id : null,
        templates,
      });
    }),
    http.get(apiPath('admin/outbox/:id'), ({ params }) => {
      const found = messages.find((m) => m.id === Number(params.id));
      return found ? okEnvelope(found) : refusal(404, 'NOT_FOUND', api.common.notFound);
    }),
  ];
}
