import { consentDocumentsQuery } from '@academy/api-client/queries/consents';
import type { ConsentChoice, ConsentDocument } from '@academy/api-client/contract';
import { CONSENT_DOCUMENT_PATHS } from '@academy/api-client/contract/consent-choices';
import * as consents from '@academy/strings/consents';
import { Anchor, Checkbox, Group, Input, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';

/** Any form with the consents' answers (the sign-up, a guardian's account on the invitation page). */
type WithConsents = UseFormReturnType<{ consents: ConsentChoice[] }>;

const t = consents.signup;

const HINTS: Partial<Record<ConsentDocument['kind'], string>> = {
  PRIVACY_OPTIONAL: t.optionalHint,
  MARKETING: t.marketingHint,
};

/**
 * The consent boxes of the sign-up and of a guardian's new account (docs/product/privacy.md): one per published document, the required
 * ones marked, each with a link to its text. The answers carry the version shown, so the server
 * can tell an answer to an older text.
 */
export function ConsentChecks({ form }: { form: WithConsents }) {
  const client = useQueryClient();
  const [documents, setDocuments] = useState<ConsentDocument[] | 'failed' | null>(null);
  // The form of this render, for the read below (which runs once).
  const latest = useRef(form);
  latest.current = form;
  // One read, not a watching query: the sign-up's other pages share no query code with it.
  useEffect(() => {
    let live = true;
    client.fetchQuery(consentDocumentsQuery()).then(
      (data) => {
        if (!live) return;
        const before = latest.current.getValues().consents;
        latest.current.setFieldValue(
          'consents',
          data.map((doc) => ({
            kind: doc.kind,
            version: doc.version,
            granted: before.find((choice) => choice.kind === doc.kind)?.granted ?? false,
          })),
        );
        setDocuments(data);
      },
      () => live && setDocuments('failed'),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const choices = form.getValues().consents;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h5" component="legend">
        {t.heading}
      </Title>
      {documents === null && <Text size="sm">{t.loading}</Text>}
      {documents === 'failed' && <Input.Error role="alert">{t.loadFailed}</Input.Error>}
      {form.errors.consents && <Input.Error role="alert">{form.errors.consents}</Input.Error>}
      {Array.isArray(documents) &&
        documents.map((doc) => {
          const index = choices.findIndex((choice) => choice.kind === doc.kind);
          if (index < 0) return null;
          const name = consents.kinds[doc.kind];
          return (
            <Stack key={doc.kind} gap={2}>
              <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                <Checkbox
                  label={t.agree(name, doc.required)}
                  {...form.getInputProps(`consents.${index}.granted`, { type: 'checkbox' })}
                />
                <Anchor
                  href={CONSENT_DOCUMENT_PATHS[doc.kind]}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  aria-label={t.viewOf(name)}
                  style={{ flex: 'none' }}
                >
                  {t.view}
                </Anchor>
              </Group>
              {HINTS[doc.kind] && (
                <Text size="xs" c="dimmed" pl={32}>
                  {HINTS[doc.kind]}
                </Text>
              )}
            </Stack>
          );
        })}
    </Stack>
  );
}
