import type { ConsentDocument } from '@academy/api-client/contract';
import { formatDate } from '@academy/ui/format/date';
import { PageHeader } from '@academy/ui/PageHeader';
import * as ko from '@academy/strings';
import * as consents from '@academy/strings/consents';
import { Anchor, Stack, Text, Title } from '@mantine/core';

type Block = { heading: string; paragraphs: string[] };

/** A document's text as blocks: a line starting "## " opens a section, blank lines part paragraphs. */
function blocksOf(body: string): Block[] {
  const blocks: Block[] = [{ heading: '', paragraphs: [] }];
  for (const part of body.split(/\n\s*\n/)) {
    const text = part.trim();
    if (!text) continue;
    if (text.startsWith('## ')) blocks.push({ heading: text.slice(3).trim(), paragraphs: [] });
    else blocks[blocks.length - 1]!.paragraphs.push(text);
  }
  return blocks;
}

/**
 * The current version of one consent document (/terms, /privacy, /agreements/...), as staff
 * published it, with its version and date (docs/product/privacy.md). The page reads it with its
 * loader: no query runs in the browser.
 */
export function ConsentDocumentPage({ doc }: { doc: ConsentDocument | undefined }) {
  // The text comes with the page (its loader); without it the read failed.
  if (!doc)
    return (
      <Stack align="flex-start" role="alert">
        <Text>{consents.documentPage.missing}</Text>
        <Anchor href="">{ko.common.retry}</Anchor>
      </Stack>
    );
  return (
    <Stack gap="lg" maw="48rem">
      <PageHeader
        title={doc.title}
        description={`${consents.versionLabel(doc.version)} · ${consents.documentPage.published(formatDate(doc.publishedAt))}`}
      />
      {blocksOf(doc.body).map((block, index) => (
        <Stack key={index} gap="xs" component={block.heading ? 'section' : 'div'}>
          {block.heading && (
            <Title order={2} size="h4">
              {block.heading}
            </Title>
          )}
          {block.paragraphs.map((paragraph, line) => (
            <Text key={line} style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
