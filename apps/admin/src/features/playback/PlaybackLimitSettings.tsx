// 동시 재생 제한 (docs/product/player.md): how many playbacks one student may run at once; a new
// one past it takes over the oldest. An admin sets it; the form keeps its value when saving fails.
import { PLAYBACK_LIMIT_MAX, PlaybackLimitRequest } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { playbackLimitQuery, useSavePlaybackLimit } from '@academy/api-client/queries/playback';
import { useSession } from '@academy/auth/use-session';
import * as streaming from '@academy/strings/streaming';
import { contractResolver } from '@academy/ui/form';
import { Alert, Button, Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { SettingsCard } from '../../shared/SettingsCard.tsx';

const t = streaming.limitSetting;

function LimitForm({ initial }: { initial: number }) {
  const save = useSavePlaybackLimit();
  const form = useForm({
    initialValues: { maxSimultaneous: initial },
    validate: contractResolver<{ maxSimultaneous: number }>(PlaybackLimitRequest),
    onValuesChange: () => save.reset(),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t.failed)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="teal" role="status">
            {t.saved}
          </Alert>
        )}
        <NumberInput
          label={t.label}
          min={1}
          max={PLAYBACK_LIMIT_MAX}
          allowDecimal={false}
          maw={200}
          {...form.getInputProps('maxSimultaneous')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PlaybackLimitSettings() {
  const { user } = useSession();
  const query = useQuery(playbackLimitQuery());
  if (user && user.role !== 'ADMIN') return null;
  return (
    <SettingsCard
      id="playback-limit"
      title={t.title}
      help={t.description}
      query={query}
      failed={t.failed}
    >
      {(data) => <LimitForm initial={data.maxSimultaneous} />}
    </SettingsCard>
  );
}
