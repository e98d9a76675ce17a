// The score tracker answered like the API (see respond.ts): the student's own and one student's
// for staff, from a sample (test/score-tracker-samples.ts).
import * as tracker from '@academy/strings/score-tracker';
import { http } from 'msw';
import type { ScoreTracker } from '../contract/score-tracker.ts';
import { apiPath, okEnvelope } from './respond.ts';

export function scoreTrackerHandlers(data: ScoreTracker) {
  const answer = () => okEnvelope(data, tracker.messages.tracker);
  return [
    http.get(apiPath('me/score-tracker'), answer),
    http.get(apiPath('admin/students/:id/score-tracker'), answer),
  ];
}
