/** A row's title as a button, so a keyboard user can open the row's details as a mouse user clicks the row. */
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

export type OpenLinkProps = { onOpen: () => void; children: ReactNode };

export function OpenLink({ onOpen, children }: OpenLinkProps) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      color="inherit"
      underline="hover"
      onClick={(event) => {
        // The row opens the same dialog; one open is enough.
        event.stopPropagation();
        onOpen();
      }}
      sx={{ textAlign: 'left', fontWeight: 500 }}
    >
      {children}
    </Link>
  );
}
