/** The landing page's top bar: section links, the application link (until the partner is active) and the cabinet login. */
import Login from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../config/paths';
import { promoActionHref, sectionForAction } from '../utils/promo-action';

export type PromoHeaderProps = { showApplicationLink: boolean };

export type NavLink = { action: 'about' | 'capabilities' | 'order'; label: string };

/** The menu of narrow screens (MUI's Drawer: a modal with its transitions) loads when it is first opened. */
const PromoMenuDrawer = lazy(() => import('./promo-menu-drawer').then((m) => ({ default: m.PromoMenuDrawer })));

/** Clicking a link whose action is already in the address would not change the route; scroll anyway. */
function scrollToAction(action: NavLink['action']) {
  const section = sectionForAction(action);
  if (section) document.getElementById(section)?.scrollIntoView({ behavior: 'smooth' });
}

export function PromoHeader({ showApplicationLink }: PromoHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened the menu stays mounted, so that it closes with its transition.
  const [menuShown, setMenuShown] = useState(false);
  const links: NavLink[] = [
    { action: 'about', label: 'О продукте' },
    { action: 'capabilities', label: 'Возможности' },
    ...(showApplicationLink ? [{ action: 'order' as const, label: 'Заявка' }] : []),
  ];
  const cabinetHref = paths['service.list'].href();
  const handleNavigate = (action: NavLink['action']) => {
    setDrawerOpen(false);
    scrollToAction(action);
  };

  return (
    <AppBar position="sticky" color="inherit">
      <Toolbar sx={{ gap: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: 1.5,
            bgcolor: 'primary.main',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 900,
            fontSize: 14,
          }}
        >
          1С
        </Box>
        <Typography variant="h6" component="span" sx={{ fontWeight: 800, flexGrow: 1, lineHeight: 1.1 }}>
          1С:ГРМ{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, display: { xs: 'none', sm: 'inline' } }}>
            · для партнеров
          </Box>
        </Typography>
        <Box component="nav" aria-label="Разделы страницы" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
          {links.map((link) => (
            <Button
              key={link.action}
              color="inherit"
              href={promoActionHref(paths.promo.href(), link.action)}
              onClick={() => handleNavigate(link.action)}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Button variant="contained" href={cabinetHref} startIcon={<Login />} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          Вход в личный кабинет
        </Button>
        <IconButton
          href={cabinetHref}
          aria-label="Вход в личный кабинет"
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, color: 'text.primary' }}
        >
          <Login />
        </IconButton>
        <IconButton
          edge="end"
          aria-label="Открыть меню"
          onClick={() => {
            setMenuShown(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuShown && (
        <Suspense fallback={null}>
          <PromoMenuDrawer
            open={drawerOpen}
            links={links}
            cabinetHref={cabinetHref}
            onNavigate={handleNavigate}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
