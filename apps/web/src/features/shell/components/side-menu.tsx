/** The left menu's list of links; the current section is highlighted. */
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { useLocation } from '../../../lib/router';
import type { MenuItem } from '../menu-items';
import { MenuIcon } from './menu-icon';

export type SideMenuProps = { items: MenuItem[]; compact: boolean; onNavigate: () => void };

export function isCurrent(item: MenuItem, pathname: string): boolean {
  if (item.external) return false;
  if (item.current) return item.current.test(pathname);
  const target = item.href.replace(/^#/, '').split('?')[0] ?? '';
  const section = target.split('/')[1] ?? '';
  return section !== '' && pathname.split('/')[1] === section;
}

export function SideMenu({ items, compact, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label="Главное меню">
      {items.map((item) => {
        const button = (
          <ListItemButton
            key={item.label}
            component="a"
            href={item.href}
            selected={isCurrent(item, pathname)}
            onClick={onNavigate}
            {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            sx={{ minHeight: 48, px: 2.5, justifyContent: compact ? 'center' : 'initial' }}
          >
            <ListItemIcon sx={{ minWidth: 0, mr: compact ? 0 : 2, justifyContent: 'center' }}>
              <MenuIcon name={item.icon} />
            </ListItemIcon>
            <ListItemText primary={item.label} sx={{ opacity: compact ? 0 : 1, display: compact ? 'none' : 'block' }} />
          </ListItemButton>
        );
        return compact ? (
          <Tooltip key={item.label} title={item.label} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </List>
  );
}
