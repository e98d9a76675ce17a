import { firstReads } from '@academy/app-frame/route-loaders';
import { useParams } from 'react-router';
import { staffNoticeQuery } from '@academy/api-client/queries/authoring';
import { NoticeEdit } from '../features/notices/NoticeEdit.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first reads (decision 028): the notice being edited.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.noticeId);
  return id ? [client.prefetchQuery(staffNoticeQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().noticeId);
  return id ? <NoticeEdit noticeId={id} /> : <NotFound />;
}
