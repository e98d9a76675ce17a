import { firstReads } from '@academy/app-frame/route-loaders';
import { PageHeader } from '@academy/ui/PageHeader';
import * as ma from '@academy/strings/mock-authoring';
import { Stack } from '@mantine/core';
import { BankList, bankFirstQuery } from '../features/question-bank/BankList.tsx';

// The page's first read (decision 028): the newest items, unfiltered.
const reads = firstReads((client) => [client.prefetchQuery(bankFirstQuery())]);
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function Component() {
  return (
    <Stack gap="xl">
      <PageHeader title={ma.bank.title} order={2} />
      <BankList />
    </Stack>
  );
}
