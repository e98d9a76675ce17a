import { Stack } from '@mantine/core';
import { StoryModeration } from '../features/stories/StoryModeration.tsx';
import { UniversityList } from '../features/stories/UniversityList.tsx';

export default function Component() {
  return (
    <Stack gap="xl">
      <StoryModeration />
      <UniversityList />
    </Stack>
  );
}
