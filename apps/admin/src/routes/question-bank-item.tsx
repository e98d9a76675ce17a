import { firstReads } from '@academy/app-frame/route-loaders';
import { bankItemQuery } from '@academy/api-client/queries/mock-authoring';
import { PageHeader } from '@academy/ui/PageHeader';
import * as ma from '@academy/strings/mock-authoring';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BankItemPage } from '../features/question-bank/BankItemForm.tsx';
import { idFrom } from '../shared/id-param.ts';
import NotFound from './NotFound.tsx';

// The page's first read (decision 028): the item.
const reads = firstReads((client, { params }) => {
  const id = idFrom(params.itemId);
  return id ? [client.prefetchQuery(bankItemQuery(id))] : [];
});
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  const id = idFrom(useParams().itemId);
  if (!id) return <NotFound />;
  return (
    <Stack gap="xl">
      <PageHeader title={ma.bank.editTitle} order={2} />
      <BankItemPage itemId={id} />
    </Stack>
  );
}
