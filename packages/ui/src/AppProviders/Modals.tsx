// Loaded by ModalsHost on the first confirmation.
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import * as ko from '@academy/strings';

export default function Modals({ onMount }: { onMount: () => () => void }) {
  // Child effects run first: the provider's window listeners exist when this one runs.
  useEffect(onMount, [onMount]);
  return (
    <ModalsProvider labels={{ confirm: ko.common.confirm, cancel: ko.common.cancel }}>
      {null}
    </ModalsProvider>
  );
}
