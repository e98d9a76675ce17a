import { isApiError, errorMessage } from '@academy/api-client/errors';
import { appUrl } from '@academy/auth/origins';
import { ErrorState } from '@academy/ui/ErrorState';
import * as classroomStrings from '@academy/strings/classroom';
import { Button, Stack, Text } from '@mantine/core';

const t = classroomStrings.notEnrolled;

/**
 * A lecture's failed load: refused for want of an open enrolment (NOT_ENROLLED, PERIOD_ENDED),
 * trying again cannot help, so the way to enrol is offered instead (the public site's
 * 수강 신청 page); any other failure keeps its retry (docs/product/errors.md).
 */
export function LectureLoadError({
  error,
  fallback,
  onRetry,
  retrying,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  // 수강 일시정지: the message says until when and where to resume (the lecture card).
  if (isApiError(error) && error.code === 'ENROLMENT_PAUSED') {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
        <Text style={{ wordBreak: 'keep-all' }}>{error.message}</Text>
        <Button component="a" href="/dashboard?view=courses">
          {classroomStrings.views.items.courses}
        </Button>
      </Stack>
    );
  }
  if (isApiError(error) && (error.code === 'NOT_ENROLLED' || error.code === 'PERIOD_ENDED')) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
        <Text style={{ wordBreak: 'keep-all' }}>{error.message}</Text>
        <Button component="a" href={appUrl('site', '/purchase')}>
          {t.enrol}
        </Button>
      </Stack>
    );
  }
  return (
    <ErrorState message={errorMessage(error, fallback)} onRetry={onRetry} retrying={retrying} />
  );
}
