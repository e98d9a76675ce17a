import * as classroomStrings from '@academy/strings/classroom';
import { Button, Card, Collapse, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

const t = classroomStrings.viewer;

/** The lesson's video and quiz cards fold away (docs/product/screens.md). */
export function CollapsibleCard({ title, children }: { title: string; children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(true);
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb={opened ? 'sm' : 0}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened}>
          {opened ? t.collapse : t.expand}
        </Button>
      </Group>
      <Collapse expanded={opened}>{children}</Collapse>
    </Card>
  );
}
