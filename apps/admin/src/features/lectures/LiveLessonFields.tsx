// docs/product/screens.md (lesson edit): a LIVE lesson's start (Seoul time), its length in minutes
// (optional) and the https link students join by, shown in the lesson form when the type is LIVE.
// The rules are the contract's (contract/live-lessons.ts); the form shows its messages.
import { MAX_LIVE_MINUTES, MIN_LIVE_MINUTES } from '@academy/api-client/contract';
import { authoringStrings } from '@academy/strings/authoring';
import { Fieldset, NumberInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { LiveFormValues } from './live-lesson-form.ts';

const t = authoringStrings.builder.live;

export function LiveLessonFields<Values extends LiveFormValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  return (
    <Fieldset legend={t.legend} variant="filled">
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label={t.startsAt}
          {...form.getInputProps('liveStartsAt')}
          error={Boolean(form.errors.liveStartsAt)}
        />
        <NumberInput
          label={t.minutes}
          description={t.minutesHint}
          min={MIN_LIVE_MINUTES}
          max={MAX_LIVE_MINUTES}
          step={10}
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps('liveMinutes')}
          error={Boolean(form.errors.liveMinutes)}
        />
        <TextInput
          type="url"
          label={t.url}
          description={t.urlHint}
          placeholder="https://"
          {...form.getInputProps('liveUrl')}
          error={Boolean(form.errors.liveUrl)}
        />
      </Stack>
    </Fieldset>
  );
}
