import { ExportReasonForm } from '@academy/api-client/contract';
import { contractResolver } from '@academy/ui/form';
import * as accessLogStrings from '@academy/strings/access-log';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

const t = accessLogStrings.exportDialog;

/** The browser's download of `url`: a link clicked (same origin, the session cookie goes along). */
function downloadFrom(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Asks why before a CSV of personal data (a roster, a mock's results) is downloaded; the reason
 * goes with the request and is recorded in the access log (docs/product/security.md). Loaded with
 * its first use.
 */
export function ExportReasonDialog({
  csvUrl,
  onClose,
  download = downloadFrom,
}: {
  /** the export's address with the reason given */
  csvUrl: (reason: string) => string;
  onClose: () => void;
  /** how the file is fetched (tests watch the address) */
  download?: (url: string) => void;
}) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: contractResolver(ExportReasonForm),
  });
  return (
    <Modal opened onClose={onClose} title={t.title} centered>
      <form
        onSubmit={form.onSubmit((values) => {
          download(csvUrl(values.reason.trim()));
          onClose();
        })}
      >
        <Stack>
          <Text size="sm">{t.intro}</Text>
          <TextInput
            label={t.reason}
            placeholder={t.placeholder}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit">{t.download}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
