import type { QueryClient } from '@tanstack/react-query';

/**
 * A mutation's options for saves that each send a whole order (a lecture's outline, the banners):
 * quick successive saves run one after another in the order made (sent together, the server could
 * apply an earlier one last), and `afterLast` (the read back) runs once the last has settled (an
 * earlier save's read would put back an order the next one changes).
 */
export function inOrder(client: QueryClient, key: readonly unknown[], afterLast: () => unknown) {
  return {
    mutationKey: key,
    scope: { id: JSON.stringify(key) },
    // The settling save still counts as running here.
    onSettled: () => (client.isMutating({ mutationKey: key }) === 1 ? afterLast() : undefined),
  };
}
