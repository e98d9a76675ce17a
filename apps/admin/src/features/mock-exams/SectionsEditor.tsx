// A mock's sections as one ordered list (kind and time limit in minutes): reorder with up and
// down, add a kind the subject has and the list lacks, remove; saved as the whole list. The
// server's refusal shows at the row it names.
import type { MockAuthoringDetail } from '@academy/api-client/contract';
import { SUBJECT_SECTION_KINDS, type MockSectionKind } from '@academy/api-client/contract/eju';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const t = ma.mock;

type Row = { id?: number; kind: MockSectionKind; minutes: number | string };

export function SectionsEditor({
  mock,
  onSave,
  saving,
  error,
}: {
  mock: MockAuthoringDetail;
  onSave: (sections: { id?: number; kind: MockSectionKind; timeLimitSeconds: number }[]) => void;
  saving: boolean;
  error: unknown;
}) {
  const [rows, setRows] = useState<Row[]>(() =>
    mock.sections.map((section) => ({
      id: section.id,
      kind: section.kind,
      minutes: section.timeLimitSeconds / 60,
    })),
  );
  const [adding, setAdding] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ index: number; message: string } | null>(null);
  const free = SUBJECT_SECTION_KINDS[mock.subject].filter(
    (kind) => !rows.some((row) => row.kind === kind),
  );
  const serverIndex =
    isApiError(error) && error.field ? /^sections\.(\d+)/.exec(error.field)?.[1] : undefined;
  const move = (index: number, by: number) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  function save() {
    const bad = rows.findIndex((row) => {
      const minutes = Number(row.minutes);
      return !Number.isInteger(minutes) || minutes < 1 || minutes > 240;
    });
    if (bad >= 0) return setChecked({ index: bad, message: ma.errors.timeLimitInvalid });
    if (rows.length === 0) return setChecked({ index: -1, message: ma.errors.sectionsRequired });
    setChecked(null);
    onSave(
      rows.map((row) => ({
        ...(row.id !== undefined && { id: row.id }),
        kind: row.kind,
        timeLimitSeconds: Number(row.minutes) * 60,
      })),
    );
  }

  return (
    <Stack gap="xs">
      <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row, index) => {
          const label = eju.sections[row.kind];
          const rowError =
            checked?.index === index
              ? checked.message
              : serverIndex === String(index)
                ? errorMessage(error, ma.errors.saveFailed)
                : undefined;
          return (
            <Group
              key={row.id ?? `new-${row.kind}`}
              component="li"
              wrap="nowrap"
              align="flex-start"
              gap="xs"
            >
              <Text w={180} pt={6} size="sm" fw={500}>
                {t.sectionHeading(index, label)}
              </Text>
              <NumberInput
                size="xs"
                w={110}
                min={1}
                max={240}
                allowDecimal={false}
                aria-label={`${label} ${t.timeLimit}`}
                value={row.minutes}
                error={rowError}
                onChange={(value) =>
                  setRows((current) =>
                    current.map((old, at) => (at === index ? { ...old, minutes: value } : old)),
                  )
                }
              />
              <ActionIcon
                variant="default"
                aria-label={t.moveUp(label)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={t.moveDown(label)}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t.remove(label)}
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      {checked?.index === -1 && (
        <Alert color="red" role="alert">
          {checked.message}
        </Alert>
      )}
      {Boolean(error) && serverIndex === undefined && (
        <Alert color="red" role="alert">
          {errorMessage(error, ma.errors.saveFailed)}
        </Alert>
      )}
      <Group gap="xs" align="flex-end">
        {free.length > 0 && (
          <>
            <Select
              size="xs"
              label={t.sectionKind}
              data={free.map((kind) => ({ value: kind, label: eju.sections[kind] }))}
              value={adding}
              onChange={setAdding}
              w={200}
            />
            <Button
              size="xs"
              variant="default"
              disabled={!adding}
              onClick={() => {
                const kind = adding as MockSectionKind;
                setRows((current) => [...current, { kind, minutes: 40 }]);
                setAdding(null);
              }}
            >
              {t.addSection}
            </Button>
          </>
        )}
        <Button size="xs" onClick={save} loading={saving}>
          {t.saveSections}
        </Button>
      </Group>
    </Stack>
  );
}
