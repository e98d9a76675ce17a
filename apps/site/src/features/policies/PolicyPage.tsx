import { PageHeader } from '@academy/ui/PageHeader';
import { policies, type PolicySection } from '@academy/strings/policies';
import { Stack, Text, Title } from '@mantine/core';

export interface PolicyPageProps {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: readonly PolicySection[];
}

/** A policy of the academy (/privacy, /terms): its sections in order, with the date it applies from. */
export function PolicyPage({ title, effectiveDate, intro, sections }: PolicyPageProps) {
  return (
    <Stack gap="lg" maw="48rem">
      <PageHeader title={title} description={policies.effective(effectiveDate)} />
      <Text>{intro}</Text>
      {sections.map((section) => (
        <Stack key={section.heading} gap="xs" component="section">
          <Title order={2} size="h4">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
