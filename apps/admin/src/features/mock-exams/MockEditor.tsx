// A mock's editor (docs/product/mock-exams.md: 출제와 문제은행): its title, its sections (kind,
// time limit, order), each section's items and points and its raw-to-scaled table, and publishing,
// unpublishing and deleting, each destroying action confirmed first. Once a sitting exists only the
// scale tables change.
import type { MockAuthoringDetail, MockPublishRequest } from '@academy/api-client/contract';
import { mockPhase } from '@academy/api-client/contract';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { mockExamQuery, useMockWrites } from '@academy/api-client/queries/mock-authoring';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { formatDateTime } from '@academy/ui/format/date';
import { showToast } from '@academy/ui/toast';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PublishDialog } from './PublishDialog.tsx';
import { ScaleTableEditor } from './ScaleTableEditor.tsx';
import { SectionItems } from './SectionItems.tsx';
import { SectionsEditor } from './SectionsEditor.tsx';
import { PHASE_TONE } from './phase.ts';

const t = ma.mock;

function TitleField({ mock }: { mock: MockAuthoringDetail }) {
  const { rename } = useMockWrites(mock.id);
  const [title, setTitle] = useState(mock.title);
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={t.titleField}
        value={title}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          rename.reset();
        }}
        error={rename.isError ? errorMessage(rename.error, ma.errors.saveFailed) : undefined}
        w={360}
        maw="100%"
      />
      <Button
        variant="default"
        disabled={title.trim() === mock.title}
        loading={rename.isPending}
        onClick={() =>
          rename.mutate(title, {
            onSuccess: (response) => showToast({ color: 'teal', message: response.message }),
          })
        }
      >
        {t.saveTitle}
      </Button>
    </Group>
  );
}

function Editor({ mock }: { mock: MockAuthoringDetail }) {
  const writes = useMockWrites(mock.id);
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const [sectionSaving, setSectionSaving] = useState<number | null>(null);
  const phase = mockPhase(mock);
  const toast = (response: { message: string }) =>
    showToast({ color: 'teal', message: response.message });

  async function unpublish() {
    if (!(await confirm({ message: t.confirmUnpublish, destructive: true }))) return;
    writes.unpublish.mutate(undefined, {
      onSuccess: toast,
      onError: (error) =>
        showToast({ color: 'red', message: errorMessage(error, ma.errors.saveFailed) }),
    });
  }
  async function remove() {
    if (!(await confirm({ message: t.confirmDelete(mock.title), destructive: true }))) return;
    writes.remove.mutate(undefined, {
      onSuccess: (response) => {
        toast(response);
        void navigate('/admin/mock-exams');
      },
      onError: (error) =>
        showToast({ color: 'red', message: errorMessage(error, ma.errors.saveFailed) }),
    });
  }
  function publish(
    body: MockPublishRequest,
    done: () => void,
    failed: (field?: string, message?: string) => void,
  ) {
    writes.publish.mutate(body, {
      onSuccess: (response) => {
        toast(response);
        done();
      },
      onError: (error) => {
        if (isApiError(error)) failed(error.field, error.message);
      },
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={500}>{eju.subjects[mock.subject]}</Text>
            <StatusBadge tone={PHASE_TONE[phase]}>{ma.status[phase]}</StatusBadge>
          </Group>
          {mock.opensAt && mock.closesAt && (
            <Text size="sm">
              {t.window}: {formatDateTime(mock.opensAt)} ~ {formatDateTime(mock.closesAt)}
            </Text>
          )}
          {(mock.targets.lectures.length > 0 || mock.targets.users.length > 0) && (
            <Text size="sm">
              {t.targets}:{' '}
              {[
                ...mock.targets.lectures.map((lecture) => lecture.title),
                ...mock.targets.users.map((user) => user.name),
              ].join(', ')}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button onClick={() => setPublishing(true)}>{t.publish}</Button>
          {mock.status === 'PUBLISHED' && !mock.frozen && (
            <Button
              variant="default"
              loading={writes.unpublish.isPending}
              onClick={() => void unpublish()}
            >
              {t.unpublish}
            </Button>
          )}
          <Anchor component={Link} to={`/admin/mock-exams/${mock.id}/results`} size="sm">
            {t.results}
          </Anchor>
          {!mock.frozen && (
            <Button
              color="red"
              variant="light"
              loading={writes.remove.isPending}
              onClick={() => void remove()}
            >
              {t.delete}
            </Button>
          )}
        </Group>
      </Group>
      <TitleField mock={mock} />
      {mock.frozen && <Alert color="blue">{t.frozen}</Alert>}
      {!mock.frozen && (
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            {t.sectionsTitle}
          </Title>
          <SectionsEditor
            key={mock.sections
              .map((section) => `${section.id}:${section.timeLimitSeconds}`)
              .join(',')}
            mock={mock}
            saving={writes.sections.isPending}
            error={writes.sections.error}
            onSave={(sections) => writes.sections.mutate({ sections }, { onSuccess: toast })}
          />
        </Card>
      )}
      {mock.sections.map((section, index) => (
        <Card
          key={section.id}
          withBorder
          component="section"
          aria-labelledby={`section-${section.id}`}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h4" id={`section-${section.id}`}>
                {t.sectionHeading(index, eju.sections[section.kind])}
              </Title>
              <Text size="sm">{t.minutes(section.timeLimitSeconds / 60)}</Text>
            </Group>
            <SectionItems
              key={section.items.map((item) => `${item.bankItemId}:${item.points}`).join(',')}
              section={section}
              frozen={mock.frozen}
              saving={writes.items.isPending && sectionSaving === section.id}
              error={sectionSaving === section.id ? writes.items.error : null}
              onSave={(items) => {
                setSectionSaving(section.id);
                writes.items.mutate({ sectionId: section.id, items }, { onSuccess: toast });
              }}
            />
            <ScaleTableEditor
              key={section.scale ? `${section.rawMax}:${section.scale.table.join(',')}` : 'none'}
              section={section}
              saving={writes.scale.isPending && sectionSaving === section.id}
              serverError={
                sectionSaving === section.id && writes.scale.isError
                  ? errorMessage(writes.scale.error, ma.errors.saveFailed)
                  : null
              }
              onSave={(table) => {
                setSectionSaving(section.id);
                writes.scale.mutate({ sectionId: section.id, table }, { onSuccess: toast });
              }}
            />
          </Stack>
        </Card>
      ))}
      {publishing && (
        <PublishDialog
          mock={mock}
          opened
          onClose={() => {
            setPublishing(false);
            writes.publish.reset();
          }}
          onPublish={publish}
          publishing={writes.publish.isPending}
          error={writes.publish.error}
        />
      )}
    </Stack>
  );
}

export function MockEditor({ examId }: { examId: number }) {
  const query = useQuery(mockExamQuery(examId));
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  return <Editor mock={query.data} />;
}
