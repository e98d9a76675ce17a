// Write or edit a question bank item (docs/product/mock-exams.md: 출제와 문제은행): its section and
// kind, unit, difficulty, stem, an optional image, a listening item's audio (heard here before
// saving), 4-6 options with the right one, the explanation, or a 記述 item's two prompts. Checked
// by the contract's BankItemWrite; the server's message shows at its field and the values stay.
import { BankItemWrite, type BankItem } from '@academy/api-client/contract';
import {
  CHOICE_OPTIONS,
  MOCK_SECTION_KINDS,
  SECTION_ITEM_KINDS,
} from '@academy/api-client/contract/eju';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import {
  bankItemQuery,
  useDeleteBankItem,
  useSaveBankItem,
  useUploadBankFile,
} from '@academy/api-client/queries/mock-authoring';
import { confirm } from '@academy/ui/ConfirmDialog';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { contractResolver, firstError } from '@academy/ui/form';
import { showToast } from '@academy/ui/toast';
import * as eju from '@academy/strings/eju';
import * as ma from '@academy/strings/mock-authoring';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FIELD_ORDER, draftOf, fieldOf, kindFor, requestOf, type BankDraft } from './bank-form.ts';

const t = ma.bank;

function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function BankItemForm({ item }: { item?: BankItem }) {
  const readOnly = item !== undefined && !item.canEdit;
  const save = useSaveBankItem(item?.id);
  const remove = useDeleteBankItem();
  const audioUpload = useUploadBankFile('audio');
  const imageUpload = useUploadBankFile('image');
  const navigate = useNavigate();
  const [audioFile, setAudioFile] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(item?.imageUrl ?? null);
  const localAudio = useObjectUrl(audioFile);
  const form = useForm<BankDraft>({
    initialValues: draftOf(item),
    validate: contractResolver<BankDraft>(BankItemWrite, { toInput: requestOf, field: fieldOf }),
    onValuesChange: () => save.reset(),
  });
  const values = form.values;
  const choices = values.kind !== 'WRITING';

  const submit = form.onSubmit((draft) =>
    save.mutate(requestOf(draft), {
      onSuccess: (response) => {
        showToast({ color: 'teal', message: response.message });
        void navigate('/admin/question-bank');
      },
      onError: (error) => {
        if (isApiError(error) && error.field) {
          form.setFieldError(fieldOf(error.field), error.message);
        }
      },
    }),
  );

  async function onDelete() {
    if (!item || !(await confirm({ message: t.confirmDelete, destructive: true }))) return;
    remove.mutate(item.id, {
      onSuccess: (response) => {
        showToast({ color: 'teal', message: response.message });
        void navigate('/admin/question-bank');
      },
    });
  }

  function uploadAudio(file: File | null) {
    if (!file) return;
    audioUpload.mutate(file, {
      onSuccess: (response) => {
        setAudioFile(file);
        form.setFieldValue('audioKey', response.data.key);
        form.clearFieldError('audioKey');
      },
    });
  }
  function uploadImage(file: File | null) {
    if (!file) return;
    imageUpload.mutate(file, {
      onSuccess: (response) => {
        setImageUrl(response.data.url);
        form.setFieldValue('imageKey', response.data.key);
      },
    });
  }

  const error =
    firstError(form.errors, FIELD_ORDER) ??
    (save.isError ? errorMessage(save.error, ma.errors.saveFailed) : null) ??
    (remove.isError ? errorMessage(remove.error, ma.errors.saveFailed) : null);
  const audioSrc =
    localAudio ?? (values.audioKey && values.audioKey === item?.audioKey ? item.audioUrl : null);
  const fieldError = (name: string) => (form.errors[name] as string | undefined) ?? undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={880}>
        {readOnly && <Alert color="gray">{t.readOnly}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label={t.sectionKind}
                data={MOCK_SECTION_KINDS.map((kind) => ({
                  value: kind,
                  label: eju.sections[kind],
                }))}
                allowDeselect={false}
                value={values.sectionKind}
                onChange={(value) => {
                  if (!value) return;
                  const sectionKind = value as BankDraft['sectionKind'];
                  form.setValues({ sectionKind, kind: kindFor(sectionKind, values.kind) });
                }}
                error={fieldError('sectionKind')}
                miw={180}
              />
              <Select
                label={t.kind}
                data={SECTION_ITEM_KINDS[values.sectionKind].map((kind) => ({
                  value: kind,
                  label: eju.itemKinds[kind],
                }))}
                allowDeselect={false}
                {...form.getInputProps('kind')}
                error={fieldError('kind')}
                miw={140}
              />
            </Group>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={t.unit}
                {...form.getInputProps('unit')}
                error={fieldError('unit')}
                miw={180}
              />
              <Input.Wrapper label={t.difficulty} error={fieldError('difficulty')}>
                <div>
                  <SegmentedControl
                    aria-label={t.difficulty}
                    data={['1', '2', '3', '4', '5']}
                    value={values.difficulty}
                    onChange={(value) => form.setFieldValue('difficulty', value)}
                  />
                </div>
              </Input.Wrapper>
            </Group>
            <Textarea
              label={t.stem}
              autosize
              minRows={3}
              {...form.getInputProps('stem')}
              error={fieldError('stem')}
            />
            <Input.Wrapper label={t.image} error={fieldError('imageKey')}>
              <Stack gap="xs" mt={4}>
                {imageUrl && values.imageKey && (
                  <Image src={imageUrl} alt="" maw={360} radius="sm" />
                )}
                <Group>
                  <FileButton
                    onChange={uploadImage}
                    accept="image/png,image/jpeg,image/webp,image/gif"
                  >
                    {(props) => (
                      <Button
                        variant="default"
                        size="xs"
                        loading={imageUpload.isPending}
                        {...props}
                      >
                        {t.imageUpload}
                      </Button>
                    )}
                  </FileButton>
                  {values.imageKey && (
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => {
                        form.setFieldValue('imageKey', null);
                        setImageUrl(null);
                      }}
                    >
                      {t.imageRemove}
                    </Button>
                  )}
                </Group>
                {imageUpload.isError && (
                  <Text size="sm" c="red.8" role="alert">
                    {errorMessage(imageUpload.error, ma.errors.saveFailed)}
                  </Text>
                )}
              </Stack>
            </Input.Wrapper>
            {values.kind === 'LISTENING' && (
              <Input.Wrapper label={t.audio} error={fieldError('audioKey')}>
                <Stack gap="xs" mt={4}>
                  {audioSrc && (
                    // staff hear the file as the student will (the student hears it once)
                    <audio controls src={audioSrc} aria-label={t.audioPreview} />
                  )}
                  <FileButton onChange={uploadAudio} accept="audio/*">
                    {(props) => (
                      <Button
                        variant="default"
                        size="xs"
                        w="fit-content"
                        loading={audioUpload.isPending}
                        {...props}
                      >
                        {t.audioUpload}
                      </Button>
                    )}
                  </FileButton>
                  {audioUpload.isError && (
                    <Text size="sm" c="red.8" role="alert">
                      {errorMessage(audioUpload.error, ma.errors.saveFailed)}
                    </Text>
                  )}
                </Stack>
              </Input.Wrapper>
            )}
            {choices && (
              <Radio.Group
                label={t.options}
                value={values.answerIndex}
                onChange={(value) => form.setFieldValue('answerIndex', value)}
                error={fieldError('options') ?? fieldError('answerIndex')}
              >
                <Stack gap="xs" mt={4}>
                  {values.options.map((_, index) => (
                    <Group key={index} wrap="nowrap" align="center">
                      <Radio value={String(index)} aria-label={t.answerOf(index)} />
                      <TextInput
                        aria-label={t.option(index)}
                        placeholder={t.option(index)}
                        style={{ flex: 1 }}
                        {...form.getInputProps(`options.${index}`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t.removeOption(index)}
                        disabled={values.options.length <= CHOICE_OPTIONS.min}
                        onClick={() => {
                          form.removeListItem('options', index);
                          const answer = Number(values.answerIndex);
                          if (values.answerIndex !== '' && answer >= index) {
                            form.setFieldValue(
                              'answerIndex',
                              answer === index ? '' : String(answer - 1),
                            );
                          }
                        }}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  ))}
                  <Button
                    variant="default"
                    size="xs"
                    w="fit-content"
                    disabled={values.options.length >= CHOICE_OPTIONS.max}
                    onClick={() => form.insertListItem('options', '')}
                  >
                    {t.addOption}
                  </Button>
                </Stack>
              </Radio.Group>
            )}
            {!choices && (
              <Input.Wrapper label={t.prompts} error={fieldError('prompts')}>
                <Stack gap="xs" mt={4}>
                  {[0, 1].map((index) => (
                    <Textarea
                      key={index}
                      label={t.prompt(index)}
                      autosize
                      minRows={2}
                      {...form.getInputProps(`prompts.${index}`)}
                    />
                  ))}
                </Stack>
              </Input.Wrapper>
            )}
            <Textarea
              label={t.explanation}
              autosize
              minRows={2}
              {...form.getInputProps('explanation')}
              error={fieldError('explanation')}
            />
          </Stack>
        </fieldset>
        <Group>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          )}
          <Button variant="default" onClick={() => void navigate('/admin/question-bank')}>
            {t.cancel}
          </Button>
          {item && !readOnly && (
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() => void onDelete()}
            >
              {t.delete}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** An item by id: its form (read-only when another teacher wrote it). */
export function BankItemPage({ itemId }: { itemId: number }) {
  const query = useQuery(bankItemQuery(itemId));
  if (query.isPending) return <LoadingState variant="skeleton" rows={6} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  return <BankItemForm item={query.data} />;
}
