// The benchmark's message (no product template is sent by email yet in every build): registered
// in the template registry by the bench and by its worker processes alike.
import { defineTemplate } from '../src/lib/outbox/template.ts';
import { templates } from '../src/lib/outbox/templates/index.ts';

const benchNotice = defineTemplate<{ n: number }>({
  name: 'bench-notice',
  purpose: 'INFORMATIONAL',
  variables: ['n'],
  email: ({ n }) => ({
    subject: `bench ${n}`,
    text: `message ${n}`,
    html: `<p>message ${n}</p>`,
  }),
});
templates.set(benchNotice.name, benchNotice);
export const BENCH_TEMPLATE = benchNotice.name;
