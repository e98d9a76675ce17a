import { isApiError } from '@academy/api-client/errors';
import { courseQuery } from '@academy/api-client/queries/courses';
import { prefetch, prefetchedData } from '@academy/api-client/prefetch';
import { coursePage } from '@academy/strings/courses';
import { useQuery } from '@tanstack/react-query';
import {
  data,
  useLoaderData,
  useParams,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { CourseOverview } from '../features/purchase/CourseOverview.tsx';
import { LectureReviews, lectureReviewsQuery } from '../features/reviews/LectureReviews.tsx';
import { pageMeta } from '../shared/page-meta.ts';
import { NotFound, meta as notFoundMeta } from './NotFound.tsx';

const lectureIdOf = (id: string | undefined) => {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/**
 * The course page arrives with its lecture and newest reviews; a lecture that is not offered (a
 * draft, archived or unknown one) is the 404 page, with a 404 status for search engines.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = lectureIdOf(params.lectureId);
  if (!id) return data({ missing: true }, { status: 404 });
  let missing = false;
  const read = await prefetch((client) => [
    client.fetchQuery(courseQuery(id)).then(
      () => undefined,
      (error: unknown) => {
        missing = isApiError(error) && error.status === 404;
      },
    ),
    client.prefetchQuery(lectureReviewsQuery(id)),
  ]);
  return missing ? data({ ...read, missing: true }, { status: 404 }) : read;
}

/** The lecture's own title, description and picture in the head, for search and shared links. */
export function meta({ loaderData, params }: MetaArgs) {
  const id = lectureIdOf(params.lectureId);
  const course = id ? prefetchedData(loaderData, courseQuery(id).queryKey) : undefined;
  if (!course) return notFoundMeta();
  const summary = course.subtitle ?? course.description;
  return pageMeta({
    title: course.title,
    description: summary
      ? summary.slice(0, 160)
      : coursePage.description(course.title, course.teacherName),
    path: `/courses/${course.lectureId}`,
    image: course.thumbnailUrl,
  });
}

export default function CoursePage() {
  const id = lectureIdOf(useParams().lectureId);
  const loaded = useLoaderData<typeof loader>() as { missing?: boolean } | undefined;
  const reviews = useQuery({ ...lectureReviewsQuery(id ?? 0), enabled: id !== undefined });
  if (!id || loaded?.missing) return <NotFound />;
  return (
    <CourseOverview
      lectureId={id}
      rating={reviews.data?.summary}
      reviews={<LectureReviews lectureId={id} />}
      notFound={<NotFound />}
    />
  );
}
