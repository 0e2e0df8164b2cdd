/** The paid tab's kit type as an icon, named by the kit's name for screen readers and in a tooltip. */
import Dns from '@mui/icons-material/Dns';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import Inventory2 from '@mui/icons-material/Inventory2';
import Science from '@mui/icons-material/Science';
import type { SvgIconComponent } from '@mui/icons-material';
import { Tooltip } from '../../../components/tooltip/tooltip';
import type { Subscription } from '@portal/domain';
import { kitKind, type KitKind } from '../utils/kit-kind';

const ICONS: Record<KitKind, SvgIconComponent> = { demo: Science, clientServer: Dns, file: InsertDriveFile, other: Inventory2 };

export type KitTypeIconProps = { subscription: Subscription };

export function KitTypeIcon({ subscription }: KitTypeIconProps) {
  const Icon = ICONS[kitKind(subscription)];
  return (
    <Tooltip title={subscription.serviceKitName}>
      <Icon color="action" fontSize="small" titleAccess={subscription.serviceKitName} />
    </Tooltip>
  );
}
