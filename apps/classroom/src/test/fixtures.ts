// Sample classroom data shaped by the contract, shared by the component tests and the stories
// (neither reaches the network). Korean like the seeded demo lecture.
import type {
  ClassroomDetailContent,
  ClassroomLecture,
  ClassroomTeacher,
  SubmissionStatus,
} from '@academy/api-client/contract';
import type { QuestionGroup } from '@academy/api-client/contract/questions';

export const teachers: ClassroomTeacher[] = [
  {
    teacherId: 7,
    teacherName: '박서연',
    lectures: [
      { lectureId: 1, lectureTitle: 'EJU 일본어 독해 완성' },
      { lectureId: 2, lectureTitle: 'EJU 청해 실전 모의고사' },
    ],
  },
  {
    teacherId: 8,
    teacherName: '이도윤',
    lectures: [{ lectureId: 3, lectureTitle: '이과 수학 코스2' }],
  },
];

export const lecture: ClassroomLecture = {
  lectureId: 1,
  lectureTitle: 'EJU 일본어 독해 완성',
  teacherName: '박서연',
  expireDaysLeft: 90,
  progressRate: 25,
  chapters: [
    {
      chapterId: 11,
      chapterTitle: '1장. 독해의 기초',
      details: [
        { detailId: 101, detailTitle: '강의 소개와 학습 방법', type: 'VIDEO', isCompleted: true },
        { detailId: 102, detailTitle: '실시간 질의응답', type: 'LIVE', isCompleted: false },
      ],
    },
    {
      chapterId: 12,
      chapterTitle: '2장. 실전 연습',
      details: [
        { detailId: 103, detailTitle: '개념 확인 퀴즈', type: 'QUIZ', isCompleted: false },
        { detailId: 104, detailTitle: '독해 노트 정리', type: 'OTHER', isCompleted: false },
      ],
    },
  ],
};

const base = {
  lectureId: 1,
  contents: null,
  reviewUrl: null,
  teacherFeedback: null,
  video: null,
  quizzes: [],
  attachmentDescription: null,
  attachments: [],
  captions: [],
  watermark: null,
} satisfies Partial<ClassroomDetailContent>;

export const contents = {
  video: {
    ...base,
    detailId: 101,
    type: 'VIDEO',
    title: '강의 소개와 학습 방법',
    contents: '이번 강의에서는 EJU 독해 문제의 유형과 시간 배분을 익힙니다.',
    video: {
      externalVideoId: 'demo-101',
      platform: 'local',
      title: '강의 소개',
      isLive: false,
      liveStatus: null,
      thumbnailUrl: null,
      // no network in stories and tests: an empty frame stands in for the player
      playerUrl: 'about:blank',
    },
    attachmentDescription: '수업 전에 학습계획표를 내려받으세요.',
    attachments: [
      {
        attachmentId: 1,
        name: '학습계획표.pdf',
        size: 248_320,
        mime: 'application/pdf',
        url: '#',
      },
    ],
  },
  live: {
    ...base,
    detailId: 102,
    type: 'LIVE',
    title: '실시간 질의응답',
    video: {
      externalVideoId: null,
      platform: 'local',
      title: '실시간 질의응답',
      isLive: true,
      liveStatus: '예정 (11월 28일 20:00)',
      thumbnailUrl: null,
      playerUrl: null,
    },
  },
  quiz: {
    ...base,
    detailId: 103,
    type: 'QUIZ',
    title: '개념 확인 퀴즈',
    quizzes: [
      {
        quizId: 1,
        question: '본문의 주장으로 가장 알맞은 것은?',
        options: [
          { optionId: 1, optionText: '환경 보호는 개인의 노력만으로 충분하다.' },
          { optionId: 2, optionText: '제도와 개인의 노력이 함께 필요하다.' },
          { optionId: 3, optionText: '기술 발전이 모든 문제를 해결한다.' },
        ],
      },
    ],
  },
  other: {
    ...base,
    detailId: 104,
    type: 'OTHER',
    title: '독해 노트 정리',
    contents: '오늘 읽은 지문의 요지를 세 줄로 정리해 블로그에 올리고 링크를 제출하세요.',
  },
} satisfies Record<string, ClassroomDetailContent>;

const none: SubmissionStatus = {
  hasSubmission: false,
  submissionId: null,
  reviewUrl: null,
  submittedAt: null,
  hasFeedback: false,
  feedback: null,
  isCompleted: false,
  canResubmit: false,
};

export const submissions = {
  none,
  waiting: {
    ...none,
    hasSubmission: true,
    submissionId: 5,
    reviewUrl: 'https://blog.example.com/my-note',
    submittedAt: '2026-11-20T10:30:00.000Z',
    // until its review the link may be replaced
    canResubmit: true,
  },
  passed: {
    ...none,
    hasSubmission: true,
    submissionId: 5,
    reviewUrl: 'https://blog.example.com/my-note',
    submittedAt: '2026-11-20T10:30:00.000Z',
    hasFeedback: true,
    feedback: '요지를 정확히 짚었습니다. 잘했어요!',
    isCompleted: true,
  },
  failed: {
    ...none,
    hasSubmission: true,
    submissionId: 5,
    reviewUrl: 'https://blog.example.com/my-note',
    submittedAt: '2026-11-20T10:30:00.000Z',
    hasFeedback: true,
    feedback: '세 번째 문단의 요지가 빠졌습니다. 보완해서 다시 올려 주세요.',
    isCompleted: false,
    canResubmit: true,
  },
} satisfies Record<string, SubmissionStatus>;

const question = {
  studentName: '김민준',
  lectureId: 1,
  lectureTitle: 'EJU 일본어 독해 완성',
  lectureName: 'EJU 일본어 독해 완성',
  followUps: [],
  images: [],
};

/** My questions by lecture: one answered, one waiting (docs/product/screens.md). */
export const myQuestions: QuestionGroup[] = [
  {
    lectureId: 1,
    lectureName: 'EJU 일본어 독해 완성',
    questions: [
      {
        ...question,
        id: 21,
        title: '장문 독해 시간 배분이 궁금합니다',
        content: '장문 두 개를 20분 안에 풀려면 어떻게 나누는 게 좋을까요?',
        createdAt: '2026-11-19T12:00:00.000Z',
        isAnswered: true,
        answer: {
          content: '첫 지문에 9분, 둘째 지문에 11분을 목표로 연습해 보세요.',
          teacherName: '박서연',
          createdAt: '2026-11-20T01:00:00.000Z',
          updatedAt: '2026-11-20T01:00:00.000Z',
        },
      },
      {
        ...question,
        id: 22,
        title: '예제 3번 해설을 다시 듣고 싶어요',
        content: '영상 12분쯤의 설명이 잘 이해되지 않습니다.',
        createdAt: '2026-11-21T09:30:00.000Z',
        isAnswered: false,
        answer: null,
      },
    ],
  },
];
