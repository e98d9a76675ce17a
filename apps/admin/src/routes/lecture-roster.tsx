import { useParams } from 'react-router';
import { Roster } from '../features/enrolments/Roster.tsx';
import { idFrom } from '../shared/id-param.ts';
import { Component as NotFound } from './NotFound.tsx';

export function Component() {
  const id = idFrom(useParams().lectureId);
  return id ? <Roster lectureId={id} /> : <NotFound />;
}
