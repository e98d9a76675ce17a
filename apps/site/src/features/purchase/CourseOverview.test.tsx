import type { Course } from '@academy/api-client/contract';
import { mockApi } from '@academy/api-client/mocks/api';
import { courseHandlers } from '@academy/api-client/mocks/courses';
import { render } from '@academy/vitest-config/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourseOverview } from './CourseOverview.tsx';

const course: Course = {
  lectureId: 7,
  title: 'EJU 일본어 독해 완성',
  subtitle: '기출 유형으로 익히는 독해',
  description: '독해 전 유형을 12주 동안 다룹니다.',
  thumbnailUrl: null,
  teacherName: '박서연',
  teacherImage: null,
  teacherIntroduction: '도쿄대 출신 일본어 강사',
  teacherSubjects: ['일본어'],
  price: 180000,
  period: 90,
  textbookName: '독해 완성 교재',
  category: '일본어',
  course: '심화 과정',
  target: null,
  chapters: [
    {
      chapterId: 1,
      title: '1장. 오리엔테이션',
      lessons: [
        { detailId: 11, title: '강의 소개', type: 'VIDEO', durationSeconds: 754, isPreview: true },
        { detailId: 12, title: '확인 퀴즈', type: 'QUIZ', durationSeconds: null, isPreview: false },
      ],
    },
  ],
};

const api = mockApi(...courseHandlers([course], '/api/videos/preview/player'));

const show = (lectureId = 7) =>
  render(
    <CourseOverview
      lectureId={lectureId}
      reviews={null}
      rating={{ average: 4.5, count: 2 }}
      notFound={<p>없는 강의</p>}
    />,
    { path: `/courses/${lectureId}` },
  );

describe('the course page', () => {
  it('shows what the lecture covers, its curriculum with lengths, teacher, period and price', async () => {
    show();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'EJU 일본어 독해 완성' }),
    ).toBeInTheDocument();
    expect(screen.getByText('독해 전 유형을 12주 동안 다룹니다.')).toBeInTheDocument();
    const curriculum = within(screen.getByRole('region', { name: '커리큘럼' }));
    expect(curriculum.getByText('1개 챕터 · 2개 차시')).toBeInTheDocument();
    expect(curriculum.getByText('강의 소개')).toBeInTheDocument();
    expect(curriculum.getByText('13분')).toBeInTheDocument();
    expect(curriculum.getByText('무료 미리보기')).toBeInTheDocument();
    expect(screen.getByText('180,000원')).toBeInTheDocument();
    expect(screen.getByText('90일')).toBeInTheDocument();
    expect(screen.getByText('도쿄대 출신 일본어 강사')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '평균 별점 4.5점, 후기 2개' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /바로 구매/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /장바구니/ })).toBeInTheDocument();
  });

  it('plays the preview lesson in a frame once the visitor asks, without an account', async () => {
    show();
    expect(screen.queryByTitle(/미리보기 영상/)).toBeNull();
    await userEvent.click(
      await screen.findByRole('button', { name: '「강의 소개」 미리보기 재생' }),
    );
    const frame = await screen.findByTitle('「강의 소개」 미리보기 영상');
    expect(frame).toHaveAttribute('src', '/api/videos/preview/player');
    expect(api.read).toContain('shop/lectures/7/preview');
  });

  it('draws the not-found view for a lecture that is not offered', async () => {
    show(99);
    expect(await screen.findByText('없는 강의')).toBeInTheDocument();
  });
});
