/**
 * The reason popup of a row: the lock and unlock reasons with their dates. The popup's code (MUI's Popover and Modal,
 * about 5 KB gzip) loads when a row's button is first pressed.
 */
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import { DISTRIBUTOR_TEXTS, type DistributorPartner } from '@portal/domain';
import { lazy, Suspense, useId, useState } from 'react';

const ReasonsPopover = lazy(() => import('./reasons-popover').then((m) => ({ default: m.ReasonsPopover })));

export type ReasonsButtonProps = { partner: DistributorPartner };

export function ReasonsButton({ partner }: ReasonsButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the popup stays rendered, so that it closes as before (with its transition).
  const [opened, setOpened] = useState(false);
  const id = useId();
  if (!partner.lockReason && !partner.unlockReason) return <>—</>;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${DISTRIBUTOR_TEXTS.reasons}: ${partner.name}`}
        aria-describedby={anchor ? id : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <InfoOutlined fontSize="small" />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ReasonsPopover id={id} partner={partner} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
