/** The landing page's menu of narrow screens: the section links and the cabinet login, sliding in from the right. */
import Close from '@mui/icons-material/Close';
import Login from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { promoActionHref } from '../utils/promo-action';
import type { NavLink } from './promo-header';

type PromoMenuDrawerProps = {
  open: boolean;
  links: NavLink[];
  cabinetHref: string;
  onNavigate: (action: NavLink['action']) => void;
  onClose: () => void;
};

export function PromoMenuDrawer({ open, links, cabinetHref, onNavigate, onClose }: PromoMenuDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 280 }} role="presentation">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>1С:ГРМ</Typography>
          <IconButton aria-label="Закрыть меню" onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <List component="nav" aria-label="Разделы страницы">
          {links.map((link) => (
            <ListItemButton
              key={link.action}
              component="a"
              href={promoActionHref(paths.promo.href(), link.action)}
              onClick={() => onNavigate(link.action)}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        <Box sx={{ px: 2 }}>
          <Button fullWidth variant="contained" href={cabinetHref} startIcon={<Login />}>
            Вход в личный кабинет
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
