/**
 * The cloud's two tabs: the price calculation with the licence order, and the active licences. The calculation orders,
 * so a person whose role may not open it (issue 32) has the licences only, and no tabs.
 */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CLOUD_TEXTS } from '@portal/domain';
import { paths } from '../../../config/paths';
import { useRights } from '../../../lib/rights';

export type CloudTabsProps = { current: 'cloud.calc' | 'cloud.list' };

export function CloudTabs({ current }: CloudTabsProps) {
  const can = useRights();
  const calcRight = paths['cloud.calc'].right;
  if (calcRight && !can(calcRight)) return null;
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={CLOUD_TEXTS.product} sx={{ mb: 2 }}>
      <Tab value="cloud.calc" label={CLOUD_TEXTS.tabCalc} href={paths['cloud.calc'].href()} component="a" />
      <Tab value="cloud.list" label={CLOUD_TEXTS.tabList} href={paths['cloud.list'].href()} component="a" />
    </Tabs>
  );
}
