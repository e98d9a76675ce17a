// A section's items in the editor: picked from the question bank (a dialog with filters, only
// items of the section's kind), reordered with up and down, each with its points; saved as the
// whole ordered list. Frozen once a sitting exists.
import type { BankListQuery, MockAuthoringSection } from '@academy/api-client/contract';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { bankItemsQuery } from '@academy/api-client/queries/mock-authoring';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const t = ma.mock;
const b = ma.bank;

export type PickedItem = {
  bankItemId: number;
  points: number;
  unit: string;
  difficulty: number;
  stemExcerpt: string;
};

const pickedOf = (section: MockAuthoringSection): PickedItem[] =>
  section.items.map(({ bankItemId, points, unit, difficulty, stemExcerpt }) => ({
    bankItemId,
    points,
    unit,
    difficulty,
    stemExcerpt,
  }));

function BankPicker({
  section,
  chosen,
  onAdd,
  onClose,
}: {
  section: MockAuthoringSection;
  chosen: Set<number>;
  onAdd: (item: PickedItem) => void;
  onClose: () => void;
}) {
  const [unit, setUnit] = useState('');
  const [q, setQ] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [debounced] = useDebouncedValue({ unit, q, difficulty }, 300);
  const query: BankListQuery = { sectionKind: section.kind, page: '0', size: '50' };
  if (debounced.unit.trim()) query.unit = debounced.unit.trim();
  if (debounced.q.trim()) query.q = debounced.q.trim();
  if (debounced.difficulty) query.difficulty = debounced.difficulty;
  const items = useQuery(bankItemsQuery(query));
  return (
    <Stack>
      <Group role="search" aria-label={b.filters} align="flex-end" wrap="wrap">
        <TextInput
          label={b.unit}
          value={unit}
          onChange={(e) => setUnit(e.currentTarget.value)}
          w={140}
        />
        <Select
          label={b.difficulty}
          data={[
            { value: '', label: b.any },
            ...['1', '2', '3', '4', '5'].map((value) => ({ value, label: value })),
          ]}
          value={difficulty}
          onChange={(value) => setDifficulty(value ?? '')}
          allowDeselect={false}
          w={100}
        />
        <TextInput
          label={b.search}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={200}
        />
      </Group>
      {items.isPending ? (
        <LoadingState variant="skeleton" rows={4} />
      ) : items.isError ? (
        <ErrorState
          message={errorMessage(items.error, b.loadFailed)}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.items.length === 0 ? (
        <EmptyState message={b.empty} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{b.stem}</Table.Th>
                <Table.Th>{b.unit}</Table.Th>
                <Table.Th>{b.difficulty}</Table.Th>
                <Table.Th>{t.pickAdd}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.data.items.map((item) => {
                const added = chosen.has(item.id);
                return (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.stemExcerpt}</Table.Td>
                    <Table.Td>{item.unit}</Table.Td>
                    <Table.Td>{item.difficulty}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant={added ? 'default' : 'filled'}
                        disabled={added}
                        aria-label={`${t.pickAddLabel(item.id)}: ${item.stemExcerpt}`}
                        onClick={() =>
                          onAdd({
                            bankItemId: item.id,
                            points: 1,
                            unit: item.unit,
                            difficulty: item.difficulty,
                            stemExcerpt: item.stemExcerpt,
                          })
                        }
                      >
                        {added ? t.pickAdded : t.pickAdd}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t.pickDone}
        </Button>
      </Group>
    </Stack>
  );
}

export function SectionItems({
  section,
  frozen,
  onSave,
  saving,
  error,
}: {
  section: MockAuthoringSection;
  frozen: boolean;
  onSave: (items: { bankItemId: number; points: number }[]) => void;
  saving: boolean;
  error: unknown;
}) {
  const [items, setItems] = useState(() => pickedOf(section));
  const [picking, setPicking] = useState(false);
  const label = eju.sections[section.kind];
  const saved = JSON.stringify(
    pickedOf(section).map(({ bankItemId, points }) => [bankItemId, points]),
  );
  const dirty =
    JSON.stringify(items.map(({ bankItemId, points }) => [bankItemId, points])) !== saved;
  const move = (index: number, by: number) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const rawMax = items.reduce(
    (sum, item) => sum + (Number.isFinite(item.points) ? item.points : 0),
    0,
  );
  const fieldIndex =
    isApiError(error) && error.field ? /^items\.(\d+)/.exec(error.field)?.[1] : undefined;

  return (
    <Stack gap="xs">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noItems}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => (
            <Group
              key={item.bankItemId}
              component="li"
              wrap="nowrap"
              gap="xs"
              align="center"
              style={
                fieldIndex === String(index)
                  ? { outline: '2px solid var(--mantine-color-red-7)', borderRadius: 4 }
                  : undefined
              }
            >
              <Text size="sm" w={24} ta="right">
                {index + 1}.
              </Text>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate="end">
                  {item.stemExcerpt}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.unit} · {b.difficulty} {item.difficulty}
                </Text>
              </Stack>
              <NumberInput
                size="xs"
                w={72}
                min={1}
                max={100}
                allowDecimal={false}
                aria-label={t.pointsOf(index)}
                value={item.points}
                disabled={frozen}
                onChange={(value) =>
                  setItems((current) =>
                    current.map((old, at) =>
                      at === index ? { ...old, points: Number(value) } : old,
                    ),
                  )
                }
              />
              <ActionIcon
                variant="default"
                aria-label={t.moveUp(t.itemLabel(index))}
                disabled={frozen || index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={t.moveDown(t.itemLabel(index))}
                disabled={frozen || index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t.remove(t.itemLabel(index))}
                disabled={frozen}
                onClick={() => setItems((current) => current.filter((_, at) => at !== index))}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Text size="sm">{t.rawMax(rawMax)}</Text>
      {Boolean(error) && (
        <Alert color="red" role="alert">
          {errorMessage(error, ma.errors.saveFailed)}
        </Alert>
      )}
      {!frozen && (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setPicking(true)}>
            {t.pickItems}
          </Button>
          <Button
            size="xs"
            loading={saving}
            disabled={!dirty}
            onClick={() => onSave(items.map(({ bankItemId, points }) => ({ bankItemId, points })))}
          >
            {t.saveItems}
          </Button>
          {dirty && (
            <Text size="xs" c="orange.9">
              {t.unsaved}
            </Text>
          )}
        </Group>
      )}
      <Modal
        opened={picking}
        onClose={() => setPicking(false)}
        title={t.pickTitle(label)}
        size="xl"
      >
        <BankPicker
          section={section}
          chosen={new Set(items.map((item) => item.bankItemId))}
          onAdd={(item) => setItems((current) => [...current, item])}
          onClose={() => setPicking(false)}
        />
      </Modal>
    </Stack>
  );
}
