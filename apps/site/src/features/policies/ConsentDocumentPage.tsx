import { errorMessage } from '@academy/api-client/errors';
import type { ConsentKind } from '@academy/api-client/contract';
import { consentDocumentQuery } from '@academy/api-client/queries/consents';
import { ErrorState } from '@academy/ui/ErrorState';
import { formatDate } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { PageHeader } from '@academy/ui/PageHeader';
import * as consents from '@academy/strings/consents';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

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
 * published it, with its version and date (docs/product/privacy.md).
 */
export function ConsentDocumentPage({ kind }: { kind: ConsentKind }) {
  const query = useQuery(consentDocumentQuery(kind));
  if (query.isPending) return <LoadingState variant="skeleton" rows={8} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, consents.documentPage.missing)}
        onRetry={() => void query.refetch()}
      />
    );
  const doc = query.data;
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
