import { ko } from '@academy/ui/strings';
import { Title } from '@mantine/core';

export function Component() {
  return <Title order={1}>{ko.common.appName}</Title>;
}
