import type { MockSectionDistribution } from '@academy/api-client/contract';
import * as eju from '@academy/strings/eju';
import * as mockResults from '@academy/strings/mock-results';
import { Box, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

const t = mockResults.admin;

const binLabel = (
  section: MockSectionDistribution,
  bin: MockSectionDistribution['bins'][number],
) => (section.kind === 'WRITING' ? t.level(bin.from) : t.bin(bin.from, bin.to));

/**
 * A section's distribution drawn with plain markup: CSS bars the eye reads, hidden from screen
 * readers, and the same figures as a table they read (no chart library: the page stays light and
 * every number is text).
 */
export function Histogram({ section }: { section: MockSectionDistribution }) {
  const name = eju.sections[section.kind];
  const highest = Math.max(1, ...section.bins.map((bin) => bin.count));
  const titleId = `histogram-${section.sectionId}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {t.histogramOf(name)}
        </Title>
        <Text size="sm" c="dimmed">
          {t.average} {section.average ?? t.none} · {t.median} {section.median ?? t.none} ·{' '}
          {t.people(section.count)}
        </Text>
      </Group>
      <Box
        aria-hidden="true"
        style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 120 }}
      >
        {section.bins.map((bin) => (
          <Box
            key={bin.from}
            title={`${binLabel(section, bin)}: ${t.people(bin.count)}`}
            style={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              height: '100%',
            }}
          >
            <Text size="xs" ta="center">
              {bin.count > 0 ? bin.count : ''}
            </Text>
            <Box
              data-testid="histogram-bar"
              style={{
                height: `${(bin.count / highest) * 100}%`,
                minHeight: bin.count > 0 ? 2 : 0,
                background: 'var(--mantine-primary-color-filled)',
                borderRadius: '2px 2px 0 0',
              }}
            />
          </Box>
        ))}
      </Box>
      <Box aria-hidden="true" style={{ display: 'flex', gap: 2 }}>
        {section.bins.map((bin) => (
          <Text
            key={bin.from}
            size="10px"
            c="dimmed"
            ta="center"
            style={{ flex: 1, overflow: 'hidden' }}
          >
            {bin.from}
          </Text>
        ))}
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{t.histogramOf(name)}</caption>
          <thead>
            <tr>
              <th scope="col">{name}</th>
              <th scope="col">{t.count}</th>
            </tr>
          </thead>
          <tbody>
            {section.bins.map((bin) => (
              <tr key={bin.from}>
                <th scope="row">{binLabel(section, bin)}</th>
                <td>{t.people(bin.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}
