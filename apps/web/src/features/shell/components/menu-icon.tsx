/** The icon of a left-menu item. */
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { MenuIcon as MenuIconName } from '../menu-items';

const ICONS = {
  clients: PeopleAltOutlined,
  market: StorefrontOutlined,
  cloud: CloudOutlined,
  admin: AdminPanelSettingsOutlined,
  leads: CampaignOutlined,
  rates: ReceiptLongOutlined,
  calculators: CalculateOutlined,
  knowledge: MenuBookOutlined,
  materials: FolderOpenOutlined,
  support: SupportAgentOutlined,
  partners: HandshakeOutlined,
  groups: GroupsOutlined,
} as const;

export function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
