import {
  UNIVERSITY_MATH_CHOICES,
  UNIVERSITY_SCIENCE_CHOICES,
  type SubjectSet,
  type University,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  universitySubjectsQuery,
  useSaveUniversitySubjects,
} from '@academy/api-client/queries/score-tracker';
import { isAdmin } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import * as errors from '@academy/strings/errors';
import * as tracker from '@academy/strings/score-tracker';
import { showToast } from '@academy/ui/toast';
import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = tracker.subjectsEditor;

const summary = (set: SubjectSet) =>
  t.summary(
    set.japaneseRequired,
    set.science === 'NONE' ? '' : tracker.scienceChoices[set.science],
    set.math === 'NONE' ? '' : tracker.mathChoices[set.math],
  );

/**
 * A university's EJU subject set (docs/product/mock-exams.md: Score tracker): what the score
 * tracker checks a student's sittings against. Staff read it; an admin edits it here, in place.
 */
export function UniversitySubjects({ university }: { university: University }) {
  const { user } = useSession();
  const query = useQuery(universitySubjectsQuery());
  const save = useSaveUniversitySubjects();
  const current = query.data?.find((row) => row.id === university.id)?.subjects;
  const [draft, setDraft] = useState<SubjectSet | null>(null);
  if (!current)
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  if (!draft)
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{summary(current)}</Text>
        {user && isAdmin(user) && (
          <Button
            size="xs"
            variant="default"
            aria-label={t.buttonOf(university.name)}
            onClick={() => {
              save.reset();
              setDraft(current);
            }}
          >
            {t.button}
          </Button>
        )}
      </Group>
    );
  return (
    <form
      aria-label={t.title(university.name)}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: university.id, body: draft },
          {
            onSuccess: (answer) => {
              showToast({ color: 'teal', message: answer.message });
              setDraft(null);
            },
          },
        );
      }}
    >
      <Stack gap={6} miw={220}>
        <Checkbox
          label={t.japanese}
          checked={draft.japaneseRequired}
          onChange={(event) =>
            setDraft({ ...draft, japaneseRequired: event.currentTarget.checked })
          }
        />
        <NativeSelect
          size="xs"
          label={t.science}
          value={draft.science}
          data={UNIVERSITY_SCIENCE_CHOICES.map((value) => ({
            value,
            label: tracker.scienceChoices[value],
          }))}
          onChange={(event) =>
            setDraft({ ...draft, science: event.currentTarget.value as SubjectSet['science'] })
          }
        />
        <NativeSelect
          size="xs"
          label={t.math}
          value={draft.math}
          data={UNIVERSITY_MATH_CHOICES.map((value) => ({
            value,
            label: tracker.mathChoices[value],
          }))}
          onChange={(event) =>
            setDraft({ ...draft, math: event.currentTarget.value as SubjectSet['math'] })
          }
        />
        {save.isError && (
          <Text size="xs" c="red" role="alert">
            {errorMessage(save.error, errors.transport.server)}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" type="submit" loading={save.isPending}>
            {t.save}
          </Button>
          <Button size="xs" variant="default" onClick={() => setDraft(null)}>
            {t.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
