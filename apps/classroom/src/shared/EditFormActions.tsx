import { errorMessage } from '@academy/api-client/errors';
import { Alert, Button, Group } from '@mantine/core';

/**
 * The foot of an edit form: the server's refusal of the last save (its message, else
 * `failedText`), then 저장, busy while the save runs, and 취소. The typed values stay in the form.
 */
export function EditFormActions({
  save,
  failedText,
  labels,
  onCancel,
}: {
  save: { isError: boolean; isPending: boolean; error: unknown };
  failedText: string;
  labels: { save: string; cancel: string };
  onCancel: () => void;
}) {
  return (
    <>
      {save.isError && (
        <Alert color="red" role="alert">
          {errorMessage(save.error, failedText)}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {labels.save}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {labels.cancel}
        </Button>
      </Group>
    </>
  );
}
