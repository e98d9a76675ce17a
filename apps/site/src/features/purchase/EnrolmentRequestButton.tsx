import type { ShopLecture } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { myEnrolmentsQuery, useRequestEnrolment } from '@academy/api-client/queries/enrolments';
import { loginUrl } from '@academy/auth/return-to';
import { appUrl } from '@academy/auth/origins';
import { useSession } from '@academy/auth/use-session';
import * as enrolmentStrings from '@academy/strings/enrolments';
import * as errors from '@academy/strings/errors';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PaymentAccountNote } from './PaymentAccountNote.tsx';

const t = enrolmentStrings.purchase;

/**
 * docs/product/learning.md: 수강 신청 sends an enrolment request (no payment: the academy confirms a
 * bank transfer offline and approves it); the dialog names the academy's account to pay into. The button says where the student stands: enrolled,
 * waiting for approval, or free to apply; a visitor is asked to log in first.
 */
export function EnrolmentRequestButton({ lecture }: { lecture: ShopLecture }) {
  const { user, isAuthenticated } = useSession();
  const isStudent = isAuthenticated && user?.role === 'STUDENT';
  const mine = useQuery({ ...myEnrolmentsQuery(), enabled: isStudent });
  const send = useRequestEnrolment();
  const [open, setOpen] = useState(false);
  // This page's own address (rendered on the server too, where there is no window).
  const { pathname, search } = useLocation();

  const enrolled = mine.data?.enrolledLectureIds.includes(lecture.lectureId) ?? false;
  const pending =
    mine.data?.requests.some(
      (request) => request.lectureId === lecture.lectureId && request.status === 'PENDING',
    ) ?? false;

  const close = () => {
    send.reset();
    setOpen(false);
  };
  let trigger;
  if (enrolled)
    trigger = (
      <Button component="a" href={appUrl('classroom', '/dashboard')} variant="light">
        {t.goClassroom}
      </Button>
    );
  else if (pending)
    trigger = (
      <Button disabled variant="light">
        {t.pending}
      </Button>
    );
  else trigger = <Button onClick={() => setOpen(true)}>{t.request}</Button>;
  // The dialog stays mounted when the request turns the button into 승인 대기 중, so the student
  // reads that it was sent.
  return (
    <>
      {trigger}
      <Modal opened={open} onClose={close} title={t.dialogTitle(lecture.title)} centered>
        <Stack>
          <Text size="sm">{t.note}</Text>
          {open && <PaymentAccountNote />}
          {!isAuthenticated && <Text size="sm">{t.loginFirst}</Text>}
          {isAuthenticated && !isStudent && <Text size="sm">{t.staffOnlyView}</Text>}
          {send.isError && (
            <Alert color="red" role="alert">
              {errorMessage(send.error, errors.transport.server)}
            </Alert>
          )}
          {send.isSuccess && (
            <Alert color="teal" role="status">
              {t.sent}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.close}
            </Button>
            {!isAuthenticated && (
              <Button component="a" href={loginUrl(appUrl('site', pathname + search))}>
                {t.login}
              </Button>
            )}
            {isStudent && !send.isSuccess && (
              <Button loading={send.isPending} onClick={() => send.mutate(lecture.lectureId)}>
                {t.confirm}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
