import { shopLecturesQuery } from '@academy/api-client/queries/classroom';
import { lectureRatingsQuery } from '@academy/api-client/queries/reviews';
import { prefetch } from '@academy/api-client/prefetch';
import { PageHeader } from '@academy/ui/PageHeader';
import { coursePage } from '@academy/strings/courses';
import * as siteStrings from '@academy/strings/site';
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LectureShop } from '../features/purchase/LectureShop.tsx';
import { pageMeta } from '../shared/page-meta.ts';

export const loader = () =>
  prefetch((client) => [
    client.prefetchQuery(shopLecturesQuery()),
    client.prefetchQuery(lectureRatingsQuery()),
  ]);

export const meta = () =>
  pageMeta({
    title: coursePage.listTitle,
    description: coursePage.listDescription,
    path: '/courses',
  });

/**
 * 과정 안내 (docs/product/screens.md): the course groups, then every published lecture's card,
 * each opening its course page.
 */
export default function CoursesPage() {
  return (
    <Stack gap="xl">
      <PageHeader title={coursePage.listTitle} description={coursePage.listIntro} />
      <Stack component="section" aria-labelledby="course-groups" gap="sm">
        <Title order={2} size="h3" id="course-groups">
          {coursePage.groupsTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {siteStrings.courseGuide.groups.map((group) => (
            <Card key={group.label} withBorder radius="md">
              <Text fw={700}>{group.label}</Text>
              <List size="sm" mt={4}>
                {group.courses.map((course) => (
                  <List.Item key={course}>{course}</List.Item>
                ))}
              </List>
              <Text size="xs" c="dimmed" mt="xs">
                {siteStrings.courseGuide.levels.join(' · ')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack component="section" aria-labelledby="course-lectures" gap="sm">
        <Title order={2} size="h3" id="course-lectures">
          {coursePage.lecturesTitle}
        </Title>
        <LectureShop />
      </Stack>
    </Stack>
  );
}
