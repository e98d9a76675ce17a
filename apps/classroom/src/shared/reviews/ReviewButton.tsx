import { reviewStrings as t } from '@academy/strings/reviews';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The dialog and its form load on the first click, not with the lesson.
const ReviewDialog = lazy(() => import('./ReviewDialog.tsx'));

/** The 수강 후기 button beside the lesson header. */
export function ReviewButton({
  lectureId,
  label = t.write,
}: {
  lectureId: number;
  label?: string;
}) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {label}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ReviewDialog lectureId={lectureId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
