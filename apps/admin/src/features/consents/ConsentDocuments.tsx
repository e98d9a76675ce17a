import {
  CONSENT_KINDS,
  ConsentPublishRequest,
  type ConsentDocument,
  type ConsentKind,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  consentHistoryQuery,
  usePublishConsentDocument,
} from '@academy/api-client/queries/consents';
import { useSession } from '@academy/auth/use-session';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver, FormError } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import * as consents from '@academy/strings/consents';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';

const t = consents.admin;

type Values = { kind: ConsentKind; title: string; body: string };

/** The form of a new version, opened with the current text of the kind chosen. */
function PublishForm({ documents }: { documents: ConsentDocument[] }) {
  const publish = usePublishConsentDocument();
  const currentOf = (kind: ConsentKind) => documents.find((doc) => doc.kind === kind);
  const start = (kind: ConsentKind): Values => ({
    kind,
    title: currentOf(kind)?.title ?? consents.kinds[kind],
    body: currentOf(kind)?.body ?? '',
  });
  const form = useForm<Values>({
    initialValues: start('TERMS'),
    validate: contractResolver<Values>(ConsentPublishRequest),
    onValuesChange: () => publish.reset(),
  });
  async function send(values: Values) {
    const next = consents.versionLabel((currentOf(values.kind)?.version ?? 0) + 1);
    const message = t.confirmBody(consents.kinds[values.kind], next);
    if (!(await confirm({ title: t.confirmTitle, message, confirmLabel: t.confirm }))) return;
    publish.mutate(values, {
      onSuccess: () => showToast({ color: 'teal', message: t.published }),
    });
  }
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="publish-title">
      <form noValidate onSubmit={form.onSubmit((values) => void send(values))}>
        <Stack>
          <Title order={3} size="h4" id="publish-title">
            {t.newVersion}
          </Title>
          {publish.isError && <FormError>{errorMessage(publish.error, t.loadFailed)}</FormError>}
          <Select
            label={t.kindLabel}
            allowDeselect={false}
            data={CONSENT_KINDS.map((kind) => ({ value: kind, label: consents.kinds[kind] }))}
            value={form.getValues().kind}
            onChange={(kind) => kind && form.setValues(start(kind as ConsentKind))}
          />
          <TextInput label={t.titleLabel} withAsterisk {...form.getInputProps('title')} />
          <Textarea
            label={t.bodyLabel}
            description={t.bodyHint}
            withAsterisk
            autosize
            minRows={8}
            maxRows={24}
            {...form.getInputProps('body')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={publish.isPending}>
              {t.publish}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * 약관 관리 (ADMIN, docs/product/privacy.md): each document's current version and the earlier
 * ones, and a new version to publish. A published version is never edited.
 */
export function ConsentDocuments() {
  const { user } = useSession();
  const query = useQuery({ ...consentHistoryQuery(), enabled: user?.role === 'ADMIN' });
  if (user && user.role !== 'ADMIN')
    return <Alert color="gray">{consents.answers.adminOnly}</Alert>;
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  const all = query.data;
  const current = CONSENT_KINDS.flatMap((kind) => all.find((doc) => doc.kind === kind) ?? []);
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t.intro}</Text>
      {CONSENT_KINDS.map((kind) => {
        const versions = all.filter((doc) => doc.kind === kind);
        const [latest, ...earlier] = versions;
        return (
          <Card
            key={kind}
            withBorder
            radius="md"
            component="section"
            aria-label={consents.kinds[kind]}
          >
            <Stack gap={4}>
              <Group gap="xs">
                <Title order={3} size="h5">
                  {consents.kinds[kind]}
                </Title>
                <Badge variant="light" color={latest?.required ? 'red' : 'gray'}>
                  {latest?.required ? consents.required : consents.optional}
                </Badge>
              </Group>
              <Text size="sm">
                {latest
                  ? t.current(
                      consents.versionLabel(latest.version),
                      formatDateTime(latest.publishedAt),
                    )
                  : t.none}
              </Text>
              {earlier.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t.history}:{' '}
                  {earlier
                    .map(
                      (doc) =>
                        `${consents.versionLabel(doc.version)} (${formatDateTime(doc.publishedAt)})`,
                    )
                    .join(', ')}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
      <PublishForm documents={current} />
    </Stack>
  );
}
