// A coupon's form (docs/product/coupons-and-orders.md: Coupons): new, or given `coupon`, edited.
// Once made, the code, the kind, the amount, the minimum and the lectures stay as students saw
// them; the name, the window and the limits may change. Checked by the contract's requests.
import {
  CouponCreateRequest,
  CouponUpdateRequest,
  type Coupon,
} from '@academy/api-client/contract';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { myLecturesQuery } from '@academy/api-client/queries/admin';
import { useCreateCoupon, useUpdateCoupon } from '@academy/api-client/queries/coupons';
import { useSession } from '@academy/auth/use-session';
import { contractResolver } from '@academy/ui/form';
import { showToast } from '@academy/ui/toast';
import * as couponStrings from '@academy/strings/coupons';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  couponDraftOf,
  createRequestOf,
  emptyCouponDraft,
  seoulDayFromNow,
  updateRequestOf,
  type CouponDraft,
} from './coupon-draft.ts';

const t = couponStrings.admin;

const validateCreate = contractResolver<CouponDraft>(CouponCreateRequest, {
  toInput: createRequestOf,
});
const validateUpdate = contractResolver<CouponDraft>(CouponUpdateRequest, {
  toInput: updateRequestOf,
});

export function CouponForm({ coupon }: { coupon?: Coupon }) {
  const { user } = useSession();
  const teacher = user?.role === 'TEACHER';
  const lectures = useQuery(myLecturesQuery());
  const create = useCreateCoupon();
  const update = useUpdateCoupon(coupon?.id ?? 0);
  const mutation = coupon ? update : create;
  const navigate = useNavigate();
  const initialValues = useMemo(
    () =>
      coupon ? couponDraftOf(coupon) : emptyCouponDraft(seoulDayFromNow(), seoulDayFromNow(30)),
    [coupon],
  );
  const form = useForm<CouponDraft>({
    initialValues,
    validate: coupon ? validateUpdate : validateCreate,
    onValuesChange: () => mutation.reset(),
  });
  const made = Boolean(coupon);
  const percent = form.values.kind === 'PERCENT';
  const lectureOptions = (lectures.data ?? []).map((lecture) => ({
    value: String(lecture.lectureId),
    label: lecture.title,
  }));

  const submit = form.onSubmit((values) => {
    const done = {
      onSuccess: (response: { message: string; data: Coupon }) => {
        showToast({ color: 'teal', message: response.message });
        void navigate('/admin/coupons');
      },
      onError: (error: unknown) => {
        // the server's refusal beside its field, what was typed kept
        if (isApiError(error) && error.field) form.setFieldError(error.field, error.message);
      },
    };
    if (coupon) update.mutate(updateRequestOf(values), done);
    else create.mutate(createRequestOf(values), done);
  });
  const failure =
    (form.errors[''] as string | undefined) ??
    (mutation.isError ? errorMessage(mutation.error, t.loadFailed) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={720}>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {made && coupon!.usedCount > 0 && (
          <Text size="sm" c="dimmed">
            {t.usedNote(coupon!.usedCount)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.code}
            description={made ? undefined : t.codeHint}
            disabled={made}
            autoComplete="off"
            {...form.getInputProps('code')}
          />
          <TextInput label={t.name} {...form.getInputProps('name')} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="coupon-kind-label">
            {t.kind}
          </Text>
          <SegmentedControl
            aria-labelledby="coupon-kind-label"
            disabled={made}
            data={[
              { value: 'FIXED', label: couponStrings.kinds.FIXED },
              { value: 'PERCENT', label: couponStrings.kinds.PERCENT },
            ]}
            {...form.getInputProps('kind')}
            w="fit-content"
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={percent ? t.valuePercent : t.valueWon}
            min={1}
            max={percent ? 100 : undefined}
            clampBehavior="none"
            thousandSeparator={percent ? undefined : ','}
            disabled={made}
            {...form.getInputProps('value')}
          />
          {percent && (
            <NumberInput
              label={t.maxDiscount}
              min={1}
              clampBehavior="none"
              thousandSeparator=","
              disabled={made}
              {...form.getInputProps('maxDiscount')}
            />
          )}
          <NumberInput
            label={t.minAmount}
            min={0}
            clampBehavior="none"
            thousandSeparator=","
            disabled={made}
            {...form.getInputProps('minAmount')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={t.startsOn} {...form.getInputProps('startsOn')} />
          <TextInput type="date" label={t.endsOn} {...form.getInputProps('endsOn')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t.perUserLimit}
            min={1}
            clampBehavior="none"
            {...form.getInputProps('perUserLimit')}
          />
          <NumberInput
            label={t.totalLimit}
            min={1}
            clampBehavior="none"
            {...form.getInputProps('totalLimit')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t.lectures}
          description={teacher ? t.lecturesHintTeacher : t.lecturesHint}
          data={lectureOptions}
          searchable
          disabled={made}
          {...form.getInputProps('lectureIds')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate('/admin/coupons')}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {made ? t.save : t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
