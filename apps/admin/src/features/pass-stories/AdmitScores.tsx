import type { AdmitScores as Scores } from '@academy/api-client/contract';
import * as eju from '@academy/strings/eju';
import * as tracker from '@academy/strings/score-tracker';
import { Text } from '@mantine/core';

const t = tracker.passStoryScores;

/** The admit's EJU sitting on a pass story: admins only read it (docs/product/mock-exams.md). */
export function AdmitScores({ scores }: { scores: Scores | null | undefined }) {
  if (!scores) return null;
  const parts: [string, number | null][] = [
    [eju.sections.READING, scores.japaneseReading],
    [eju.sections.LISTENING, scores.japaneseListening],
    [eju.sections.WRITING, scores.japaneseWriting],
    [scores.science1Subject ? eju.sections[scores.science1Subject] : '', scores.science1Score],
    [scores.science2Subject ? eju.sections[scores.science2Subject] : '', scores.science2Score],
    [eju.sections.GENERAL, scores.generalStudies],
    [
      scores.mathCourse ? eju.sections[scores.mathCourse === 'COURSE1' ? 'MATH1' : 'MATH2'] : '',
      scores.mathScore,
    ],
  ];
  const given = parts.filter(([label, score]) => label && score !== null);
  return (
    <Text size="sm" mt="xs">
      <strong>{t.adminTitle}</strong>: {tracker.page.officialName(scores.year, scores.month)}
      {given.map(([label, score]) => ` · ${label} ${score}`).join('')}
    </Text>
  );
}
