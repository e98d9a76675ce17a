// docs/decisions/018-staff-authoring.md: write or edit a notice: title, pinned (중요), the rich-text
// body, publish now or at a set time. Validated by the contract's NoticeWriteRequest; the server's
// message on failure.
import { NoticeWriteRequest, type AdminNotice } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useSaveNotice } from '@academy/api-client/queries/authoring';
import { LoadingState } from '@academy/ui/LoadingState';
import { contractResolver, firstError } from '@academy/ui/form';
import { authoringStrings } from '@academy/strings/authoring';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showToast } from '@academy/ui/toast';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { draftOf, requestOf, type NoticeDraft } from './notice-form.ts';

const RichTextEditor = lazy(() =>
  import('./RichTextEditor.tsx').then((module) => ({ default: module.RichTextEditor })),
);
const t = authoringStrings.notices.form;
const FIELD_ORDER = ['title', 'content', 'publishAt'] as const;

export function NoticeForm({ notice }: { notice?: AdminNotice }) {
  const save = useSaveNotice(notice?.id);
  const navigate = useNavigate();
  const form = useForm<NoticeDraft>({
    initialValues: draftOf(notice),
    validate: contractResolver<NoticeDraft>(NoticeWriteRequest, { toInput: requestOf }),
    onValuesChange: () => save.reset(),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(requestOf(values), {
      onSuccess: (response) => {
        showToast({ color: 'teal', message: response.message });
        void navigate('/admin/notices');
      },
    }),
  );
  const error =
    firstError(form.errors, FIELD_ORDER) ??
    (save.isError ? errorMessage(save.error, t.failed) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={880}>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t.title}
          {...form.getInputProps('title')}
          error={Boolean(form.errors.title)}
        />
        <Checkbox
          label={t.important}
          {...form.getInputProps('isImportant', { type: 'checkbox' })}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="notice-content-label">
            {t.content}
          </Text>
          <Suspense fallback={<LoadingState variant="skeleton" rows={6} />}>
            <RichTextEditor
              value={form.values.content}
              onChange={(html) => form.setFieldValue('content', html)}
              labelledBy="notice-content-label"
              invalid={Boolean(form.errors.content)}
            />
          </Suspense>
        </div>
        <Radio.Group
          label={t.publishAt}
          value={form.values.publishLater ? 'later' : 'now'}
          onChange={(value) => form.setFieldValue('publishLater', value === 'later')}
        >
          <Group mt={4}>
            <Radio value="now" label={t.publishNow} />
            <Radio value="later" label={t.publishLater} />
          </Group>
        </Radio.Group>
        {form.values.publishLater && (
          <TextInput
            type="datetime-local"
            label={t.publishAt}
            {...form.getInputProps('publishAt')}
            error={Boolean(form.errors.publishAt)}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
          <Button variant="default" onClick={() => void navigate('/admin/notices')}>
            {t.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
