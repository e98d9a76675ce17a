import { errorMessage } from '@academy/api-client/errors';
import { useSendStudentReport } from '@academy/api-client/queries/reports';
import { confirm } from '@academy/ui/ConfirmDialog';
import { showToast } from '@academy/ui/toast';
import * as reportStrings from '@academy/strings/reports';
import { Button } from '@mantine/core';

const t = reportStrings.page;

/**
 * 보고서 보내기 (docs/product/reports.md): after a confirmation, the week's report goes to the
 * student and their guardians through the outbox; the toast says how many messages were written
 * (0: already sent today).
 */
export function SendReportButton({
  studentId,
  studentName,
  week,
  size,
}: {
  studentId: number;
  studentName: string;
  week?: string;
  /** 'xs' in a table row (the roster), where the label names the student too */
  size?: 'xs';
}) {
  const send = useSendStudentReport();
  async function onSend() {
    const sure = await confirm({
      title: t.sendConfirmTitle,
      message: t.sendConfirm(studentName),
      confirmLabel: t.sendConfirmAction,
      cancelLabel: t.cancel,
    });
    if (!sure) return;
    send.mutate(
      { studentId, week },
      {
        onSuccess: (response) =>
          showToast({ color: 'teal', message: t.sentCount(response.data.messages) }),
        onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.sendFailed) }),
      },
    );
  }
  return (
    <Button
      variant="light"
      size={size}
      loading={send.isPending}
      onClick={() => void onSend()}
      aria-label={size ? `${studentName} ${t.send}` : undefined}
    >
      {t.send}
    </Button>
  );
}
