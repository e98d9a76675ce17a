import { errorMessage } from '@academy/api-client/errors';
import {
  learningSettingsQuery,
  useSaveLearningSettings,
} from '@academy/api-client/queries/learning';
import * as ko from '@academy/strings';
import * as errors from '@academy/strings/errors';
import { learningStrings } from '@academy/strings/learning';
import {
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import * as accounts from '@academy/strings/accounts';
import { LoadingState } from '@academy/ui/LoadingState';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Loaded, Section } from './parts.tsx';

// The password form (PasswordInput) comes with the panel's section, not with the classroom.
const PasswordChangeForm = lazy(() =>
  import('../../shared/PasswordChangeForm.tsx').then((m) => ({ default: m.PasswordChangeForm })),
);

const s = learningStrings.panels.settings;
const SCHEMES = [
  { value: 'light', label: ko.theme.light },
  { value: 'dark', label: ko.theme.dark },
  { value: 'auto', label: ko.theme.system },
];
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

/** 설정: the colour scheme (this browser), the player's default speed and autoplay of the
 * next lesson (saved on the server for the student, so every device plays the same way), and the
 * password change. */
export function SettingsPanel() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const settings = useQuery(learningSettingsQuery());
  const save = useSaveLearningSettings();
  return (
    <Stack>
      <Section title={s.theme}>
        <SegmentedControl
          aria-label={s.theme}
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
          data={SCHEMES}
        />
      </Section>
      <Section title={s.playback}>
        <Loaded query={settings}>
          {(current) => (
            <Stack>
              <Select
                label={s.speed}
                description={s.speedHint}
                data={PLAYBACK_RATES.map((rate) => ({
                  value: String(rate),
                  label: s.speedValue(rate),
                }))}
                value={String(current.playbackRate)}
                onChange={(value) => value && save.mutate({ playbackRate: Number(value) })}
                allowDeselect={false}
                maw={240}
              />
              <Switch
                label={s.autoplay}
                description={s.autoplayHint}
                checked={current.autoplayNext}
                onChange={(event) => save.mutate({ autoplayNext: event.currentTarget.checked })}
              />
              {save.isError && (
                <Text size="sm" c="red" role="alert">
                  {errorMessage(save.error, errors.transport.server)}
                </Text>
              )}
              {save.isSuccess && (
                <Text size="sm" c="dimmed" role="status">
                  {s.saved}
                </Text>
              )}
            </Stack>
          )}
        </Loaded>
      </Section>
      <Section title={accounts.password.title}>
        <Suspense fallback={<LoadingState variant="skeleton" rows={3} />}>
          <PasswordChangeForm />
        </Suspense>
      </Section>
    </Stack>
  );
}
