import { useParams } from 'react-router';
import { SubmissionReview } from '../features/assignments/SubmissionReview.tsx';
import { idFrom } from '../shared/id-param.ts';
import { Component as NotFound } from './NotFound.tsx';

export function Component() {
  const id = idFrom(useParams().submissionId);
  return id ? <SubmissionReview submissionId={id} /> : <NotFound />;
}
