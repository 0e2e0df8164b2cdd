/** The icon beside each navbar counter, so the four numbers are told apart at a glance (with their names beside them). */
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { OfficeCounterKind } from '../hooks/use-office-counters';

const ICONS = {
  paying: PaymentsOutlined,
  demo: HourglassBottomOutlined,
  myLeads: AssignmentIndOutlined,
  // The left menu's icon of lead generation.
  commonLeads: CampaignOutlined,
} as const;

export function CounterIcon({ kind }: { kind: OfficeCounterKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden fontSize="inherit" />;
}
