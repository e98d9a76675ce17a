import {
  UNIVERSITY_NAME_MAX,
  UNIVERSITY_TYPES,
  UniversityWriteRequest,
  type University,
  type UniversityWriteInput,
} from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import {
  universitiesQuery,
  useDeleteUniversity,
  useSaveUniversity,
} from '@academy/api-client/queries/pass-stories';
import { confirm } from '@academy/ui/ConfirmDialog';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { contractResolver, firstError } from '@academy/ui/form';
import { LoadingState } from '@academy/ui/LoadingState';
import * as ko from '@academy/strings';
import * as errors from '@academy/strings/errors';
import {
  moderationToasts as done,
  passStoryStrings as t,
  universityTypeLabels,
} from '@academy/strings/reviews';
import { showToast } from '@academy/ui/toast';
import {
  Alert,
  Avatar,
  Button,
  FileButton,
  FileInput,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as tracker from '@academy/strings/score-tracker';
import { UniversitySubjects } from './UniversitySubjects.tsx';

const FIELD_ORDER = ['name', 'type', 'logoFile'] as const;
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

function UniversityForm() {
  const save = useSaveUniversity();
  const form = useForm<UniversityWriteInput>({
    initialValues: { name: '', type: 'NATIONAL', logoFile: null },
    validate: contractResolver(UniversityWriteRequest, {
      toInput: (values) => ({ ...values, logoFile: values.logoFile ?? undefined }),
    }),
    onValuesChange: () => save.reset(),
  });
  const error =
    firstError(form.errors, FIELD_ORDER) ??
    (save.isError ? errorMessage(save.error, errors.transport.server) : null);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(
          { body: values },
          {
            onSuccess: () => {
              showToast({ color: 'teal', message: done.universityAdded(values.name.trim()) });
              form.reset();
            },
          },
        ),
      )}
    >
      <Stack gap="xs">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group align="flex-end">
          <TextInput
            label={t.universityName}
            required
            maxLength={UNIVERSITY_NAME_MAX}
            {...form.getInputProps('name')}
            error={Boolean(form.errors.name)}
          />
          <NativeSelect
            label={t.universityType}
            data={UNIVERSITY_TYPES.map((type) => ({
              value: type,
              label: universityTypeLabels[type],
            }))}
            {...form.getInputProps('type')}
            error={Boolean(form.errors.type)}
          />
          <FileInput
            label={t.logo}
            placeholder={t.logoHint}
            accept={IMAGE_TYPES}
            clearable
            miw={200}
            {...form.getInputProps('logoFile')}
            error={Boolean(form.errors.logoFile)}
          />
          <Button type="submit" loading={save.isPending}>
            {t.addUniversity}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Replaces one university's logo: the picked image is uploaded at once (the API re-encodes it). */
function LogoChange({ university }: { university: University }) {
  const save = useSaveUniversity();
  return (
    <Stack gap={4} align="flex-start">
      <FileButton
        accept={IMAGE_TYPES}
        onChange={(logoFile) => {
          if (logoFile)
            save.mutate(
              {
                id: university.id,
                body: { name: university.name, type: university.type, logoFile },
              },
              {
                onSuccess: () =>
                  showToast({ color: 'teal', message: done.logoChanged(university.name) }),
              },
            );
        }}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            loading={save.isPending}
            aria-label={t.changeLogoOf(university.name)}
          >
            {t.changeLogo}
          </Button>
        )}
      </FileButton>
      {save.isError && (
        <Text size="xs" c="red" role="alert">
          {errorMessage(save.error, errors.transport.server)}
        </Text>
      )}
    </Stack>
  );
}

/** The universities staff keep for pass stories (name, type, logo) (docs/product/learning.md). */
export function UniversityList() {
  const query = useQuery(universitiesQuery());
  const remove = useDeleteUniversity();
  async function destroy(id: number) {
    if (!(await confirm({ message: t.deleteUniversityConfirm, destructive: true }))) return;
    remove.mutate(id, {
      onSuccess: () => showToast({ color: 'teal', message: done.universityDeleted }),
      onError: (error) =>
        showToast({ color: 'red', message: errorMessage(error, errors.transport.server) }),
    });
  }
  let body;
  if (query.isPending) body = <LoadingState variant="skeleton" rows={5} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={errorMessage(query.error, errors.transport.server)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.length === 0) body = <EmptyState message={t.universitiesEmpty} />;
  else
    body = (
      // on a phone the table scrolls sideways instead of breaking 사립 into one letter a line
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.logo}</Table.Th>
              <Table.Th>{t.universityName}</Table.Th>
              <Table.Th>{t.universityType}</Table.Th>
              <Table.Th>{tracker.subjectsEditor.button}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t.deleteUniversity}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((university) => (
              <Table.Tr key={university.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar
                      src={university.logoUrl}
                      alt={university.logoUrl ? t.logoOf(university.name) : undefined}
                      radius="xl"
                      color="blue"
                    >
                      {university.name.slice(0, 1)}
                    </Avatar>
                    <LogoChange university={university} />
                  </Group>
                </Table.Td>
                <Table.Td>{university.name}</Table.Td>
                <Table.Td>{universityTypeLabels[university.type]}</Table.Td>
                <Table.Td>
                  <UniversitySubjects university={university} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${university.name} ${t.deleteUniversity}`}
                    onClick={() => void destroy(university.id)}
                  >
                    {ko.common.delete}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack component="section" aria-labelledby="universities-title">
      <Title order={2} size="h4" id="universities-title">
        {t.universitiesTitle}
      </Title>
      <UniversityForm />
      {remove.isError && (
        <Alert color="red" role="alert">
          {errorMessage(remove.error, errors.transport.server)}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
