// A section's raw-to-scaled table (docs/decisions/056-mock-exams.md): one small field per raw
// score, prefilled with the linear table and labelled 추정 while it is the linear one. Checked here
// with the server's rule (length, range, never decreasing) and its words, shown at the grid; the
// server's own refusal shows there too. The parent keys it by the saved table, so a new table
// (saved here, or the items' points changed it) starts the fields again.
import type { MockAuthoringSection } from '@academy/api-client/contract';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { Button, Group, Input, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { cellsOf, cellsProblem, tableOf } from './scale-table.ts';

const t = ma.mock;

export interface ScaleTableEditorProps {
  section: Pick<MockAuthoringSection, 'id' | 'kind' | 'rawMax' | 'scaleMax' | 'scale'>;
  /** null: back to the linear table */
  onSave: (table: number[] | null) => void;
  saving?: boolean;
  /** the server's refusal */
  serverError?: string | null;
}

export function ScaleTableEditor({ section, onSave, saving, serverError }: ScaleTableEditorProps) {
  const headingId = useId();
  const hintId = useId();
  const initial = section.scale ? cellsOf(section.scale.table) : [];
  const [cells, setCells] = useState(initial);
  const [checked, setChecked] = useState<ReturnType<typeof cellsProblem>>(null);

  if (section.kind === 'WRITING') {
    return (
      <Text size="sm" c="dimmed">
        {t.writingScale}
      </Text>
    );
  }
  if (!section.scale || section.rawMax === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t.scaleNoItems}
      </Text>
    );
  }
  const linear = section.scale.linear && cells.join(',') === initial.join(',');
  const message = checked?.message ?? serverError ?? null;

  function save() {
    const problem = cellsProblem(cells, section.rawMax, section.scaleMax);
    setChecked(problem);
    if (!problem) onSave(tableOf(cells));
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={4} id={headingId} size="h5">
          {t.scaleTitle}
        </Title>
        <StatusBadge tone={linear ? 'warning' : 'info'}>
          {linear ? t.scaleLinear : t.scaleCustom}
        </StatusBadge>
        {linear && <StatusBadge tone="warning">{eju.estimated}</StatusBadge>}
      </Group>
      <Text size="sm" c="dimmed" id={hintId}>
        {t.scaleHint(section.scaleMax)}
      </Text>
      <Input.Wrapper error={message} errorProps={{ role: 'alert' }}>
        <SimpleGrid cols={{ base: 4, xs: 6, sm: 8, md: 11 }} spacing={6} verticalSpacing={6}>
          {cells.map((cell, raw) => (
            <TextInput
              key={raw}
              size="xs"
              label={String(raw)}
              aria-label={t.scaleCell(raw)}
              aria-describedby={hintId}
              inputMode="numeric"
              value={cell}
              error={checked?.cell === raw}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setCells((current) => current.map((old, index) => (index === raw ? value : old)));
                setChecked(null);
              }}
            />
          ))}
        </SimpleGrid>
      </Input.Wrapper>
      <Group gap="xs">
        <Button size="xs" onClick={save} loading={saving}>
          {t.saveScale}
        </Button>
        {!section.scale.linear && (
          <Button size="xs" variant="default" onClick={() => onSave(null)} disabled={saving}>
            {t.resetScale}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
