// The staff's notices, answered like the API (see respond.ts)
// (docs/decisions/018-staff-authoring.md).
import { http } from 'msw';
import type { AdminNotice } from '../contract/index.ts';
import { apiPath, okEnvelope } from './respond.ts';

/** GET the notices staff manage and DELETE one, over `notices` (a deletion is kept). */
export function staffNoticeHandlers(notices: AdminNotice[]) {
  let list = [...notices];
  return [
    http.get(apiPath('admin/notices'), () => okEnvelope(list)),
    http.delete(apiPath('admin/notices/:id'), ({ params }) => {
      list = list.filter((notice) => notice.id !== Number(params.id));
      return okEnvelope({ id: Number(params.id) });
    }),
  ];
}
