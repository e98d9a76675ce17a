// docs/product/learning.md, docs/product/screens.md: a lecture's roster, answered like the API
// (see respond.ts).
import { http } from 'msw';
import type { Roster } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET a lecture's roster. */
export function rosterHandlers(roster: Roster) {
  return [http.get(apiPath('admin/lectures/:id/roster'), () => okEnvelope(roster))];
}
