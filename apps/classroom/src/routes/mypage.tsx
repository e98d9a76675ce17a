import { classroomStrings } from '@academy/strings/classroom';
import { useEffect } from 'react';
import { MyPage } from '../features/mypage/MyPage.tsx';

export function Component() {
  useEffect(() => {
    document.title = classroomStrings.documentTitle(classroomStrings.mypage.title);
  }, []);
  return <MyPage />;
}
