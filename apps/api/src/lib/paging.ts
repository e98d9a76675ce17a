// The one paging rule of the staff lists that answer every item unless a page is asked for (the
// roster, the Q&A and assignment boards): `?page=&size=` from the contract's optionalPaging.

/** page or size given: that page (page 0, `defaultSize` items by default); neither: every item. */
export const requestedPage = (
  { page, size }: { page?: number; size?: number },
  defaultSize: number,
) =>
  page === undefined && size === undefined
    ? undefined
    : { page: page ?? 0, size: size ?? defaultSize };
