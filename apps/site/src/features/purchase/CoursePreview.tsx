import { errorMessage } from '@academy/api-client/errors';
import { coursePreviewQuery } from '@academy/api-client/queries/courses';
import { coursePage as t } from '@academy/strings/courses';
import * as errors from '@academy/strings/errors';
import { AspectRatio, Button, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The free preview lesson, played on the course page without an account
 * (docs/product/learning.md#preview). Its player link is short-lived and asked for when the
 * visitor presses play (never in the page as sent); a plain frame of the video host's player, as
 * the classroom frames it, without the classroom's progress tracking.
 */
export function CoursePreview({ lectureId, title }: { lectureId: number; title: string }) {
  const [wanted, setWanted] = useState(false);
  const query = useQuery({ ...coursePreviewQuery(lectureId), enabled: wanted });
  if (!wanted) {
    return (
      <Button onClick={() => setWanted(true)} variant="light" w="fit-content">
        {t.previewPlay(title)}
      </Button>
    );
  }
  if (query.isPending) return <Skeleton height={200} aria-label={t.previewLoading} />;
  if (query.isError) {
    return (
      <Text size="sm" role="alert">
        {errorMessage(query.error, errors.transport.server)}
      </Text>
    );
  }
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        src={query.data.playerUrl}
        title={t.previewFrame(query.data.title)}
        // `allow` grants fullscreen; the older allowFullScreen beside it makes Chrome warn.
        allow="autoplay; fullscreen; picture-in-picture"
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}
