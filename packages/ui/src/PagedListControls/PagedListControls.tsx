import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZE_OPTIONS } from '@academy/api-client/contract/values';
import * as ko from '@academy/strings';
import { HydratedFieldset } from '../form/HydratedFieldset.tsx';

export interface PagedListControlsProps {
  /**
   * The current page, 0-based as the API counts (docs/product/limits.md: reviews start at page 0);
   * shown 1-based.
   */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Omit to hide the page-size select. A new size should send the list back to page 0. */
  onPageSizeChange?: (size: number) => void;
  /** False on the last page (the caller knows from totalCount or a short page). */
  hasNext: boolean;
  pageSizeOptions?: readonly number[];
  /** Disables the controls while a page loads. */
  disabled?: boolean;
}

/**
 * page-size options 10, 20, 50, 100 and previous/next for the paged lists (docs/product/limits.md).
 */
export function PagedListControls({
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  hasNext,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  disabled = false,
}: PagedListControlsProps) {
  // Server-rendered on the site: a click before the page's code has taken over would be lost.
  return (
    <HydratedFieldset>
      <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
        {onPageSizeChange ? (
          <NativeSelect
            label={ko.common.pageSize}
            size="sm"
            w={140}
            value={String(pageSize)}
            disabled={disabled}
            data={pageSizeOptions.map((size) => ({
              value: String(size),
              label: ko.common.pageSizeOption(size),
            }))}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
        ) : (
          <span />
        )}
        <Group gap="xs" component="nav" aria-label={ko.common.pagination}>
          <Button
            variant="default"
            size="sm"
            disabled={disabled || page <= 0}
            onClick={() => onPageChange(page - 1)}
            aria-label={ko.common.previousPage}
          >
            {ko.common.previous}
          </Button>
          <Text size="sm" aria-current="page" miw={64} ta="center">
            {ko.common.pageOf(page + 1)}
          </Text>
          <Button
            variant="default"
            size="sm"
            disabled={disabled || !hasNext}
            onClick={() => onPageChange(page + 1)}
            aria-label={ko.common.nextPage}
          >
            {ko.common.next}
          </Button>
        </Group>
      </Group>
    </HydratedFieldset>
  );
}
