import { Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons on the right (wrap under the title on narrow screens). */
  actions?: ReactNode;
  /** The heading level; a page's main title is h1. */
  order?: TitleOrder;
}

/** A page's title with its actions: the same header on every list and form screen. */
export function PageHeader({ title, description, actions, order = 1 }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Title order={order} fz={order === 1 ? 'h2' : undefined} style={{ wordBreak: 'keep-all' }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" style={{ wordBreak: 'keep-all' }}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
