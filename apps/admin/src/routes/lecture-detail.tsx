import { useParams } from 'react-router';
import { LectureDetail } from '../features/lectures/LectureDetail.tsx';
import { idFrom } from '../shared/id-param.ts';
import { Component as NotFound } from './NotFound.tsx';

export function Component() {
  const id = idFrom(useParams().lectureId);
  return id ? <LectureDetail lectureId={id} /> : <NotFound />;
}
