import { activeViewAtom } from '@academy/ui/interface-state';
import { homeStrings } from '@academy/strings/site-home';
import * as siteStrings from '@academy/strings/site';
import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useAtom } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { siteActivityQuery } from '@academy/api-client/queries/site-content';
import { Link } from 'react-router';
import { useClassroomEntry } from '../../shared/use-classroom-entry.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { InstructorsCarousel } from './InstructorsCarousel.tsx';
import { WhenVisible } from './WhenVisible.tsx';

// The reviews and graduates carousels load when they come near the screen (their code and data are
// not the first visit's): the home stays within its budget (budget.spec.ts). The instructors come
// with the page: on a phone they are in the first screen, and loading them there after the page
// started cost the home ~400 ms of blocking time in Lighthouse (the call's code, then a render).
const featured = () => import('./FeaturedCarousels.tsx');
const FeaturedReviewList = lazy(() => featured().then((m) => ({ default: m.FeaturedReviewList })));
const FeaturedReviewsCarousel = lazy(() =>
  featured().then((m) => ({ default: m.FeaturedReviewsCarousel })),
);
const FeaturedPassStoryList = lazy(() =>
  featured().then((m) => ({ default: m.FeaturedPassStoryList })),
);
const GraduatesCarousel = lazy(() => featured().then((m) => ({ default: m.GraduatesCarousel })));
const placeholder = <Skeleton height={160} radius="md" aria-hidden />;
/** `withoutScript`: what a browser without JavaScript shows instead (a link to the full list). */
const later = (element: ReactNode, withoutScript?: ReactNode) => (
  <WhenVisible
    placeholder={
      withoutScript ? (
        <>
          <noscript>{withoutScript}</noscript>
          {placeholder}
        </>
      ) : (
        placeholder
      )
    }
  >
    <Suspense fallback={placeholder}>{element}</Suspense>
  </WhenVisible>
);

const t = homeStrings;

type Figure = readonly [label: string, value: string | undefined];

/** Figures counted by the API (no sample numbers on the home page), each a skeleton until read. */
function CountedFigures({ figures, size }: { figures: readonly Figure[]; size: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {figures.map(([label, value]) => (
        <Card key={label} withBorder padding="lg" radius="md">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {value ? (
            <Text fz={size} fw={800}>
              {value}
            </Text>
          ) : (
            <Skeleton height={size + 6} mt={4} width="60%" aria-hidden />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The classroom's figures: who studies now, today's submissions, this week's answers. */
function ClassroomFigures() {
  const { data } = useQuery(siteActivityQuery());
  return (
    <CountedFigures
      size={28}
      figures={[
        [t.liveStats.studying, data && t.people(data.studying)],
        [t.liveStats.submissionsToday, data && t.items(data.submissionsToday)],
        [t.liveStats.answersThisWeek, data && t.items(data.answersThisWeek)],
      ]}
    />
  );
}

/** The academy's figures on its about pages: students, approved pass stories, their universities. */
function AcademyFigures() {
  const { data } = useQuery(siteActivityQuery());
  return (
    <CountedFigures
      size={32}
      figures={[
        [t.figures.students, data && t.people(data.students)],
        [t.figures.passStories, data && t.items(data.passStories)],
        [t.figures.universities, data && t.schools(data.universities)],
      ]}
    />
  );
}

export function AcademyHours() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="academy-hours">
      <Title order={2} size="h4" id="academy-hours" mb="xs">
        {t.hoursTitle}
      </Title>
      <List spacing={4}>
        {siteStrings.footer.hours.map(([day, time]) => (
          <List.Item key={day}>
            <Text span fw={600}>
              {day}
            </Text>{' '}
            {time}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

type HomeEntry = 'reviews' | 'graduates' | 'notice' | 'classroom';

function Home({ onView }: { onView: (view: HomeEntry) => void }) {
  return (
    <Stack gap="xl">
      <BannerCarousel />
      <Stack gap={4}>
        <Title order={1}>{t.heroTitle}</Title>
        <Text c="dimmed">{t.heroText}</Text>
      </Stack>
      {/* the notice in docs/product/screens.md and classroom views: nothing on the home page led to them. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="nav" aria-label={t.shortcutsLabel}>
        {(
          [
            ['notice', t.noticeTitle, t.noticeText],
            ['classroom', t.classroomTitle, t.classroomText],
          ] as const
        ).map(([view, title, text]) => (
          <Card key={view} withBorder radius="md">
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="dimmed" mt={4} mb="sm">
              {text}
            </Text>
            <Button variant="light" w="fit-content" onClick={() => onView(view)}>
              {t.shortcutOpen(title)}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <section>
        <Title order={2} mb="sm">
          {t.instructorsTitle}
        </Title>
        <InstructorsCarousel />
      </section>
      <section>
        <Group justify="space-between" mb="sm">
          <Title order={2}>{t.reviewsTitle}</Title>
          <Button variant="subtle" onClick={() => onView('reviews')}>
            {t.moreReviews}
          </Button>
        </Group>
        {later(
          <FeaturedReviewsCarousel />,
          <Anchor href="/reviews">{siteStrings.header.courseReviews}</Anchor>,
        )}
      </section>
      <section>
        <Group justify="space-between" mb="sm">
          <Title order={2}>{t.graduatesTitle}</Title>
          <Button variant="subtle" onClick={() => onView('graduates')}>
            {t.moreGraduates}
          </Button>
        </Group>
        {later(<GraduatesCarousel />, <Anchor href="/pass-stories">{t.allPassStories}</Anchor>)}
      </section>
      <AcademyHours />
    </Stack>
  );
}

function StaticPage({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
      <AcademyFigures />
      <AcademyHours />
    </Stack>
  );
}

/** 학원 소개, its own page at /about too (docs/product/screens.md). */
export function AboutView() {
  return <StaticPage title={t.aboutTitle} text={t.aboutText} />;
}

function ClassroomView() {
  const classroom = useClassroomEntry();
  return (
    <Stack gap="lg">
      <Title order={1}>{t.classroomTitle}</Title>
      <Text>{t.classroomText}</Text>
      <ClassroomFigures />
      <Group>
        <Button
          size="md"
          onClick={classroom.enter}
          loading={classroom.connecting}
          loaderProps={{ type: 'dots' }}
        >
          {classroom.connecting ? siteStrings.header.connecting : siteStrings.header.classroom}
        </Button>
        <Text size="sm" c="dimmed">
          {t.classroomLoginNote}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The home page switches between its eight views (the header sets the view)
 * (docs/product/screens.md).
 */
export function HomeViews() {
  const [view, setView] = useAtom(activeViewAtom);
  switch (view) {
    case 'about':
      return <AboutView />;
    case 'admission':
      return <StaticPage title={t.admissionTitle} text={t.admissionText} />;
    case 'success':
      return <StaticPage title={t.successTitle} text={t.successText} />;
    case 'reviews':
      return (
        <Stack gap="lg">
          <Title order={1}>{t.reviewsTitle}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{later(<FeaturedReviewList />)}</SimpleGrid>
          <Button component={Link} to="/reviews" variant="light" w="fit-content">
            {siteStrings.header.courseReviews}
          </Button>
        </Stack>
      );
    case 'graduates':
      return (
        <Stack gap="lg">
          <Title order={1}>{t.graduatesViewTitle}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{later(<FeaturedPassStoryList />)}</SimpleGrid>
          <Button component={Link} to="/pass-stories" variant="light" w="fit-content">
            {t.allPassStories}
          </Button>
        </Stack>
      );
    case 'notice':
      return (
        <Stack gap="lg">
          <Title order={1}>{t.noticeTitle}</Title>
          <Text>{t.noticeText}</Text>
          <Button component={Link} to="/notices" w="fit-content">
            {t.goToNotices}
          </Button>
        </Stack>
      );
    case 'classroom':
      return <ClassroomView />;
    default:
      return <Home onView={setView} />;
  }
}
