import { errorMessage } from '@academy/api-client/errors';
import {
  CONSENT_DOCUMENT_PATHS,
  type ConsentState,
  type DataExport,
} from '@academy/api-client/contract';
import {
  consentKeys,
  dataExportsQuery,
  myConsentsQuery,
  useChangeConsents,
  useDataExportLink,
  useRequestDataExport,
} from '@academy/api-client/queries/consents';
import { appUrl } from '@academy/auth/origins';
import { ErrorState } from '@academy/ui/ErrorState';
import { FormError } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import * as consents from '@academy/strings/consents';
import * as errors from '@academy/strings/errors';
import {
  Anchor,
  Badge,
  Button,
  Paper,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startDownload } from '../../shared/download.ts';

const t = consents.mypage;

function ConsentRow({ state }: { state: ConsentState }) {
  const change = useChangeConsents();
  const name = consents.kinds[state.kind];
  const answered =
    state.granted && state.answeredVersion !== null && state.answeredAt
      ? t.agreedOn(consents.versionLabel(state.answeredVersion), formatDateTime(state.answeredAt))
      : t.declined;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <Badge variant="light" color={state.required ? 'red' : 'gray'}>
              {state.required ? consents.required : consents.optional}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {answered}
          </Text>
          {/* four of these on the screen: each names its document and the new window */}
          <Anchor
            href={appUrl('site', CONSENT_DOCUMENT_PATHS[state.kind])}
            target="_blank"
            size="sm"
            aria-label={consents.signup.viewOf(name)}
          >
            {t.viewDocument}
          </Anchor>
        </Stack>
        {/* A required consent is withdrawn only with the account (회원 탈퇴). */}
        {!state.required && state.currentVersion !== null && (
          <Switch
            aria-label={t.toggleLabel(name)}
            checked={state.granted}
            disabled={change.isPending}
            onChange={(event) => {
              const granted = event.currentTarget.checked;
              change.mutate(
                {
                  consents: [{ kind: state.kind, version: state.currentVersion!, granted }],
                },
                {
                  onSuccess: () =>
                    showToast({ color: 'teal', message: granted ? t.granted : t.withdrawn }),
                },
              );
            }}
          />
        )}
      </Group>
      {change.isError && (
        <FormError>{errorMessage(change.error, errors.transport.server)}</FormError>
      )}
    </Stack>
  );
}

function Consents() {
  const query = useQuery(myConsentsQuery());
  if (query.isPending) return <LoadingState variant="skeleton" rows={4} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.consentsLoadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  const { consents: states, history } = query.data;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="consents-title">
        <Stack>
          <Title order={2} size="h4" id="consents-title">
            {t.consentsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.consentsHint}
          </Text>
          {states.map((state) => (
            <ConsentRow key={state.kind} state={state} />
          ))}
        </Stack>
      </Paper>
      <Stack gap="xs" component="section" aria-labelledby="consent-history-title">
        <Title order={3} size="h5" id="consent-history-title">
          {t.historyTitle}
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed">{t.historyEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.historyColumns.kind}</Table.Th>
                  <Table.Th>{t.historyColumns.version}</Table.Th>
                  <Table.Th>{t.historyColumns.choice}</Table.Th>
                  <Table.Th>{t.historyColumns.when}</Table.Th>
                  <Table.Th>{t.historyColumns.source}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{consents.kinds[row.kind]}</Table.Td>
                    <Table.Td>{consents.versionLabel(row.version)}</Table.Td>
                    <Table.Td>{row.granted ? t.grantedCell : t.withdrawnCell}</Table.Td>
                    <Table.Td>{formatDateTime(row.recordedAt)}</Table.Td>
                    <Table.Td>{t.sources[row.source]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}

function ExportRow({ row }: { row: DataExport }) {
  const client = useQueryClient();
  const link = useDataExportLink();
  const download = () =>
    link.mutate(row.id, {
      onSuccess: ({ url }) => {
        // The link works once: the row shows it was used.
        startDownload(url);
        client.setQueryData(consentKeys.exports(), (rows: DataExport[] | undefined) =>
          rows?.map((each) => (each.id === row.id ? { ...each, status: 'DOWNLOADED' } : each)),
        );
      },
    });
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Group gap="xs">
          <Badge variant="light" color={row.status === 'READY' ? 'teal' : 'gray'}>
            {t.exportStatus[row.status]}
          </Badge>
          <Text size="sm">{t.exportRequestedAt(formatDateTime(row.requestedAt))}</Text>
        </Group>
        {row.status === 'READY' && (
          <Button size="xs" onClick={download} loading={link.isPending}>
            {t.exportDownload}
          </Button>
        )}
      </Group>
      {link.isError && <FormError>{errorMessage(link.error, errors.transport.server)}</FormError>}
    </Stack>
  );
}

function DataExports() {
  const query = useQuery(dataExportsQuery());
  const request = useRequestDataExport();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="export-title">
      <Stack>
        <Title order={2} size="h4" id="export-title">
          {t.exportTitle}
        </Title>
        <Text size="sm">{t.exportHint}</Text>
        <Button
          w="fit-content"
          variant="default"
          loading={request.isPending}
          onClick={() =>
            request.mutate(undefined, {
              onSuccess: () => showToast({ color: 'teal', message: t.exportRequested }),
            })
          }
        >
          {t.exportRequest}
        </Button>
        {request.isError && (
          <FormError>{errorMessage(request.error, errors.transport.server)}</FormError>
        )}
        {query.isPending ? (
          <LoadingState variant="skeleton" rows={2} />
        ) : query.isError ? (
          <ErrorState
            message={errorMessage(query.error, t.exportLoadFailed)}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Text c="dimmed">{t.exportEmpty}</Text>
        ) : (
          query.data.map((row) => <ExportRow key={row.id} row={row} />)
        )}
      </Stack>
    </Paper>
  );
}

/**
 * 개인정보 (docs/product/privacy.md): the consents and their history (the optional ones switched
 * here), and 내 정보 내려받기.
 */
export function PrivacyTab() {
  return (
    <Stack gap="xl">
      <Consents />
      <DataExports />
    </Stack>
  );
}
