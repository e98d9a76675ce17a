import { UNIVERSITY_TYPES, type UniversityType } from '@academy/api-client/contract/values';
import { passStoriesQuery } from '@academy/api-client/queries/pass-stories';
import { PageHeader } from '@academy/ui/PageHeader';
import { passStoryStrings } from '@academy/strings/reviews';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { prefetch } from '@academy/api-client/prefetch';
import { parsePaging } from '../shared/paging.ts';
import {
  PassStoryList,
  type PassStoryFilterValue,
} from '../features/pass-stories/PassStoryList.tsx';
import { pageMeta } from '../shared/page-meta.ts';

/** The filter in the address: ?page=&size=&type=&year= (wrong values are ignored). */
function parseFilter(params: URLSearchParams): PassStoryFilterValue {
  const type = params.get('type');
  const year = Number(params.get('year'));
  return {
    ...parsePaging(params),
    type: (UNIVERSITY_TYPES as readonly string[]).includes(type ?? '')
      ? (type as UniversityType)
      : undefined,
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined,
  };
}

export function loader({ request }: LoaderFunctionArgs) {
  const filter = parseFilter(new URL(request.url).searchParams);
  return prefetch((client) => [
    client.prefetchQuery(passStoriesQuery({ ...filter, page: filter.page - 1 })),
  ]);
}

export const meta = () =>
  pageMeta({
    title: passStoryStrings.pageTitle,
    description: passStoryStrings.pageDescription,
    path: '/pass-stories',
  });

export default function PassStoriesPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageHeader
        title={passStoryStrings.pageTitle}
        description={passStoryStrings.pageDescription}
      />
      <PassStoryList
        filter={parseFilter(params)}
        onChange={(next) =>
          setParams(
            Object.fromEntries(
              Object.entries(next)
                .filter(([, value]) => value !== undefined)
                .map(([key, value]) => [key, String(value)]),
            ),
          )
        }
      />
    </>
  );
}
