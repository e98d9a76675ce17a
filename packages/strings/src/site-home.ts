// The site's home page labels (spec 2.3), apart from the site's other labels: only the home page
// downloads them.
export const homeStrings = {
  bannersLabel: '홈 배너',
  bannerLinkLabel: (title: string) => `${title} (새 창에서 열림)`,
  heroTitle: '일본 명문대 합격, EJU 아카데미와 함께',
  heroText: 'EJU 전 과목 강의와 1:1 진학 상담으로 목표 대학까지 안내합니다.',
  instructorsTitle: '강사진 소개',
  instructorsEmpty: '소개할 강사가 아직 없습니다.',
  reviewsTitle: '수강생 후기',
  graduatesTitle: '합격자 소식',
  moreReviews: '후기 더 보기',
  moreGraduates: '합격자 더 보기',
  allStories: '합격후기 전체 보기',
  previous: '이전',
  next: '다음',
  hoursTitle: '학원 운영 시간',
  aboutTitle: '학원 소개',
  aboutText: 'EJU 아카데미는 10년 동안 일본 대학 진학을 준비하는 학생들과 함께해 왔습니다.',
  admissionTitle: '입시 안내',
  admissionText:
    'EJU는 매년 6월과 11월에 시행되며, 대학별 출원 일정에 맞춘 학습 계획이 중요합니다.',
  successTitle: '합격 후기',
  successText:
    'EJU 아카데미 졸업생들은 도쿄대학, 교토대학, 와세다대학 등 일본 명문대에 합격했습니다. 졸업생들이 직접 쓴 합격후기를 읽어 보세요.',
  figures: {
    students: '함께한 수강생',
    passStories: '합격후기',
    universities: '합격 대학',
  },
  schools: (count: number) => `${count.toLocaleString('ko-KR')}곳`,
  shortcutsLabel: '바로가기',
  shortcutOpen: (title: string) => `${title} 바로가기`,
  noticeTitle: '공지사항',
  noticeText: '학원 소식과 시험 일정은 공지사항 게시판에서 확인하세요.',
  goToNotices: '공지사항 보러 가기',
  classroomTitle: '온라인 강의실',
  classroomText: '지금 이 순간에도 수강생들이 온라인 강의실에서 공부하고 있습니다.',
  classroomLoginNote: '강의실은 로그인 후 이용할 수 있습니다.',
  liveStats: {
    studying: '지금 수강 중',
    submissionsToday: '오늘 제출된 과제',
    answersThisWeek: '이번 주 답변된 질문',
  },
  people: (count: number) => `${count.toLocaleString('ko-KR')}명`,
  items: (count: number) => `${count.toLocaleString('ko-KR')}건`,
  graduatesViewTitle: '졸업생 이야기',

};
