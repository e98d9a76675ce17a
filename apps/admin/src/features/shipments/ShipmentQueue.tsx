// The textbooks to ship (docs/product/coupons-and-orders.md: Orders and shipping (staff)): paid
// textbook lines not yet shipped, oldest first, with where each goes; each row opens a form for
// the carrier and the tracking number. Marking one shipped tells the student.
import { ShipRequest, type Shipment } from '@academy/api-client/contract';
import { errorMessage, isApiError } from '@academy/api-client/errors';
import { shipmentsQuery, useShipLine } from '@academy/api-client/queries/admin-orders';
import { EmptyState } from '@academy/ui/EmptyState';
import { ErrorState } from '@academy/ui/ErrorState';
import { LoadingState } from '@academy/ui/LoadingState';
import { contractResolver } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import { showToast } from '@academy/ui/toast';
import * as orderStrings from '@academy/strings/admin-orders';
import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { NumberedPages } from '../../shared/NumberedPages.tsx';

const t = orderStrings.admin;
const PAGE_SIZE = 50;

export const shipmentFirstQuery = () => shipmentsQuery({ page: '0', size: String(PAGE_SIZE) });

function ShipForm({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const ship = useShipLine();
  const form = useForm({
    initialValues: { carrier: '', trackingNo: '' },
    validate: contractResolver(ShipRequest),
    onValuesChange: () => ship.reset(),
  });
  const submit = form.onSubmit((values) =>
    ship.mutate(
      { lineId: shipment.lineId, body: values },
      {
        onSuccess: (response) => {
          showToast({ color: 'teal', message: response.message });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.field) form.setFieldError(error.field, error.message);
        },
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={t.shipTitle} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{`${shipment.student.name} · ${shipment.title}`}</Text>
          {ship.isError && (
            <Alert color="red" role="alert">
              {errorMessage(ship.error, t.shipmentsLoadFailed)}
            </Alert>
          )}
          <TextInput
            label={t.carrier}
            placeholder={t.carrierPlaceholder}
            data-autofocus
            {...form.getInputProps('carrier')}
          />
          <TextInput label={t.trackingNo} {...form.getInputProps('trackingNo')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={ship.isPending}>
              {t.ship}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ShipmentQueue() {
  const [page, setPage] = useState(0);
  const [shipping, setShipping] = useState<Shipment | null>(null);
  const query = useQuery(shipmentsQuery({ page: String(page), size: String(PAGE_SIZE) }));
  if (query.isPending) return <LoadingState variant="skeleton" rows={5} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, t.shipmentsLoadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.items.length === 0) return <EmptyState message={t.shipmentsEmpty} />;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t.count(query.data.total)}
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.waitingSince}</Table.Th>
              <Table.Th>{t.orderNo}</Table.Th>
              <Table.Th>{t.title}</Table.Th>
              <Table.Th>{t.recipient}</Table.Th>
              <Table.Th>{t.address}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((shipment) => (
              <Table.Tr key={shipment.lineId}>
                <Table.Td>{shipment.paidAt ? formatDateTime(shipment.paidAt) : '-'}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/admin/orders/${shipment.orderId}`}
                    aria-label={t.detailLabel(shipment.orderNo)}
                    ff="monospace"
                    size="sm"
                  >
                    {shipment.orderNo}
                  </Anchor>
                </Table.Td>
                <Table.Td>{shipment.title}</Table.Td>
                <Table.Td>
                  {shipment.recipient ?? shipment.student.name}
                  <Text size="xs" c="dimmed">
                    {shipment.phone ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {[
                    shipment.postcode && `(${shipment.postcode})`,
                    shipment.address1,
                    shipment.address2,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    onClick={() => setShipping(shipment)}
                    aria-label={t.shipLabel(shipment.title, shipment.student.name)}
                  >
                    {t.ship}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <NumberedPages pages={Math.ceil(query.data.total / PAGE_SIZE)} page={page} onPage={setPage} />
      {shipping && <ShipForm shipment={shipping} onClose={() => setShipping(null)} />}
    </Stack>
  );
}
