import * as ko from '@academy/strings';
import { Pagination } from '@mantine/core';

/**
 * Numbered pages under a staff list, 0-based as the API counts and shown 1-based. Mantine's arrow
 * buttons show no words, so each control is named (axe button-name). Nothing for a single page.
 */
export function NumberedPages({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page + 1}
      onChange={(next) => onPage(next - 1)}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': ko.common.previousPage }
          : control === 'next'
            ? { 'aria-label': ko.common.nextPage }
            : {}
      }
      getItemProps={(item) => ({ 'aria-label': ko.common.pageOf(item) })}
    />
  );
}
