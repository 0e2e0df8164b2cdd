/** Paging state of a DataTable: the page, the page size (0 = all rows), and a reset to the first page. */
import { PAGE_SIZE_DEFAULT } from '@portal/domain';
import { useState } from 'react';

export function usePaging(initialPageSize: number = PAGE_SIZE_DEFAULT) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    /** Back to the first page, for a new search, filter or sort. */
    reset: () => setPage(1),
    tableProps: {
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}
