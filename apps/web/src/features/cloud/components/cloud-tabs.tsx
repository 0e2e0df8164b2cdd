/**
 * The cloud's two sections: the price calculation with the licence order, and the active licences. The calculation
 * orders, so a person whose role may not open it (issue 32) has the licences only, and no tabs. Each is a page of its
 * own: links drawn as tabs (LinkTabs), without MUI's Tabs (5 KB gzip, and a layout of the page as they mount).
 */
import { CLOUD_TEXTS } from '@portal/domain';
import { LinkTabs } from '../../../components/layout/link-tabs';
import { paths } from '../../../config/paths';
import { useRights } from '../../../lib/rights';

export type CloudTabsProps = { current: 'cloud.calc' | 'cloud.list' };

export function CloudTabs({ current }: CloudTabsProps) {
  const can = useRights();
  const calcRight = paths['cloud.calc'].right;
  if (calcRight && !can(calcRight)) return null;
  return (
    <LinkTabs
      label={CLOUD_TEXTS.product}
      tabs={[
        { href: paths['cloud.calc'].href(), label: CLOUD_TEXTS.tabCalc, current: current === 'cloud.calc' },
        { href: paths['cloud.list'].href(), label: CLOUD_TEXTS.tabList, current: current === 'cloud.list' },
      ]}
    />
  );
}
