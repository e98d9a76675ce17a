import type { Course } from '@academy/api-client/contract';
import { courseHandlers, paymentAccountHandlers } from '@academy/api-client/mocks/courses';
import { failing, pending } from '@academy/api-client/mocks/respond';
import { withAppShell } from '@academy/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseOverview } from './CourseOverview.tsx';

const course: Course = {
  lectureId: 7,
  title: 'EJU 일본어 독해 완성: 기출 유형으로 익히는 12주 집중 과정',
  subtitle: '기출 유형으로 익히는 독해',
  description:
    '독해 전 유형을 12주 동안 다룹니다. 매주 기출 지문을 함께 읽고, 유형별 풀이 전략과 시간 배분을 익힙니다.',
  thumbnailUrl: null,
  teacherName: '박서연',
  teacherImage: null,
  teacherIntroduction: '도쿄대 출신 일본어 강사, EJU 일본어 10년 지도',
  teacherSubjects: ['일본어', '종합과목'],
  price: 180000,
  period: 90,
  textbookName: 'EJU 독해 기출 분석집',
  category: '일본어',
  course: '심화 과정',
  target: 'EJU 일본어 300점 이상을 목표로 하는 수험생',
  chapters: [
    {
      chapterId: 1,
      title: '1장. 오리엔테이션과 학습 전략',
      lessons: [
        {
          detailId: 11,
          title: '강의 소개와 학습 방법',
          type: 'VIDEO',
          durationSeconds: 754,
          isPreview: true,
        },
        { detailId: 12, title: '진단 퀴즈', type: 'QUIZ', durationSeconds: null, isPreview: false },
      ],
    },
    {
      chapterId: 2,
      title: '2장. 정보 검색형 지문',
      lessons: [
        {
          detailId: 21,
          title: '게시문과 안내문 읽기',
          type: 'VIDEO',
          durationSeconds: 1520,
          isPreview: false,
        },
        {
          detailId: 22,
          title: '실시간 질의응답',
          type: 'LIVE',
          durationSeconds: null,
          isPreview: false,
        },
      ],
    },
  ],
};

const handlers = [
  ...courseHandlers([course], 'about:blank'),
  ...paymentAccountHandlers({
    bank: '신한은행',
    accountNumber: '110-482-915307',
    holder: '(주)EJU아카데미',
  }),
];

const meta = {
  title: 'site/CourseOverview',
  component: CourseOverview,
  decorators: [withAppShell],
  parameters: { route: '/courses/7', msw: { handlers } },
  args: {
    lectureId: 7,
    reviews: null,
    rating: { average: 4.6, count: 12 },
    notFound: <p>없는 강의</p>,
  },
} satisfies Meta<typeof CourseOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A published lecture: its outline, preview, teacher, price, 바로 구매 and 장바구니. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getByText('2개 챕터 · 4개 차시')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /바로 구매$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /장바구니$/ })).toBeInTheDocument();
  },
};

/** A lecture without reviews or a preview lesson. */
export const NoPreview: Story = {
  args: { rating: null },
  parameters: {
    msw: {
      handlers: courseHandlers([
        {
          ...course,
          chapters: course.chapters.map((chapter) => ({
            ...chapter,
            lessons: chapter.lessons.map((lesson) => ({ ...lesson, isPreview: false })),
          })),
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('이 강의는 미리보기 차시가 없습니다.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('아직 후기가 없습니다')).toBeInTheDocument();
  },
};

export const NotOffered: Story = {
  args: { lectureId: 99 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('없는 강의')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: pending(handlers) } } };

export const LoadError: Story = { parameters: { msw: { handlers: failing(handlers) } } };
