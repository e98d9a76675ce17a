import type { MessageTemplatePreference } from '@academy/api-client/contract/account-mail';
import { errorMessage } from '@academy/api-client/errors';
import {
  messagePreferencesQuery,
  useUpdateMessagePreference,
} from '@academy/api-client/queries/account-mail';
import { myConsentsQuery, useChangeConsents } from '@academy/api-client/queries/consents';
import { ErrorState } from '@academy/ui/ErrorState';
import { FormError } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { LoadingState } from '@academy/ui/LoadingState';
import { showToast } from '@academy/ui/toast';
import * as errors from '@academy/strings/errors';
import * as messagesAccount from '@academy/strings/messages-account';
import { Badge, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

const t = messagesAccount.preferences;
const nameOf = (template: string) => messagesAccount.templateNames[template] ?? template;

function TemplateRow({
  preference,
  disabled,
}: {
  preference: MessageTemplatePreference;
  disabled: boolean;
}) {
  const update = useUpdateMessagePreference();
  const name = nameOf(preference.template);
  const changed = preference.channels
    .map((channel) => channel.changedAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{name}</Text>
          {changed && (
            <Text size="xs" c="dimmed">
              {t.changedAt(formatDateTime(changed))}
            </Text>
          )}
        </Group>
        <Group>
          {preference.channels.map((channel) => (
            <Switch
              key={channel.channel}
              label={t.channel[channel.channel] ?? channel.channel}
              aria-label={t.toggle(name, t.channel[channel.channel] ?? channel.channel)}
              checked={channel.enabled}
              disabled={disabled || update.isPending}
              onChange={(event) =>
                update.mutate(
                  {
                    template: preference.template,
                    channel: channel.channel,
                    enabled: event.currentTarget.checked,
                  },
                  { onSuccess: () => showToast({ color: 'teal', message: t.saved }) },
                )
              }
            />
          ))}
        </Group>
        {update.isError && <FormError>{errorMessage(update.error, t.saveFailed)}</FormError>}
      </Stack>
    </Paper>
  );
}

/**
 * The marketing consent as the consent record holds it (the 개인정보 tab shows and changes the same
 * answer): promotions go out only while it is granted.
 */
function MarketingSwitch() {
  const consents = useQuery(myConsentsQuery());
  const change = useChangeConsents();
  const marketing = consents.data?.consents.find((state) => state.kind === 'MARKETING');
  if (!marketing || marketing.currentVersion === null) return null;
  return (
    <Stack gap={4}>
      <Switch
        label={t.marketing}
        checked={marketing.granted}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate({
            consents: [
              {
                kind: 'MARKETING',
                version: marketing.currentVersion!,
                granted: event.currentTarget.checked,
              },
            ],
          })
        }
      />
      <Text size="xs" c="dimmed">
        {t.marketingHint}
      </Text>
      {change.isError && (
        <FormError>{errorMessage(change.error, errors.transport.server)}</FormError>
      )}
    </Stack>
  );
}

/**
 * 알림 설정 (docs/product/screens.md: my page): a switch per template and channel for the
 * informational and promotional messages; account messages are always sent and shown as such.
 */
export function NotificationSettings() {
  const preferences = useQuery(messagePreferencesQuery());
  const consents = useQuery(myConsentsQuery());
  if (preferences.isPending) return <LoadingState variant="skeleton" rows={4} />;
  if (preferences.isError)
    return (
      <ErrorState
        message={errorMessage(preferences.error, t.loadFailed)}
        onRetry={() => void preferences.refetch()}
      />
    );
  const all = preferences.data.templates;
  const account = all.filter((p) => p.purpose === 'ACCOUNT');
  const informational = all.filter((p) => p.purpose === 'INFORMATIONAL');
  const promotional = all.filter((p) => p.purpose === 'PROMOTIONAL');
  const marketingGranted =
    consents.data?.consents.find((state) => state.kind === 'MARKETING')?.granted ??
    preferences.data.marketingConsent;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.account}
        </Title>
        <Text size="sm" c="dimmed">
          {t.accountHint}
        </Text>
        <Group gap="xs">
          {account.map((p) => (
            <Badge key={p.template} variant="light">
              {nameOf(p.template)} · {t.alwaysSent}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.informational}
        </Title>
        {informational.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.noneYet}
          </Text>
        )}
        {informational.map((p) => (
          <TemplateRow key={p.template} preference={p} disabled={false} />
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.promotional}
        </Title>
        <MarketingSwitch />
        {!marketingGranted && (
          <Text size="sm" c="dimmed">
            {t.marketingOff}
          </Text>
        )}
        {promotional.map((p) => (
          <TemplateRow key={p.template} preference={p} disabled={!marketingGranted} />
        ))}
      </Stack>
    </Stack>
  );
}
