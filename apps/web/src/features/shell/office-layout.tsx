/**
 * The office shell: navbar, collapsible left menu and content. Entering it waits until the
 * user and the participation are known and the participation is on (or the user is a distributor).
 */
import MenuIconSvg from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hasAuthority, MENU_COLLAPSED_BELOW_PX, MENU_HIDDEN_BELOW_PX } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import { paths } from '../../config/paths';
import { logoutToPromo, meQuery, participationQuery, runtimeConfigQuery } from '../../lib/session';
import { mayEnterOffice } from '../../lib/landing';
import { holdsRight, routeRedirect, useRouteHandle } from '../../lib/route-access';
import { BlockBanner } from './block-banner';
import { NavbarCounters, NavbarInvoices, NavbarSum } from './components/navbar-counters';
import { ProfileMenu } from './components/profile-menu';
import { SideMenu } from './components/side-menu';
import { menuItems } from './menu-items';

/**
 * The sliding menu of narrow screens (MUI's temporary Drawer: a modal with its focus trap, backdrop and transitions)
 * loads there when it is first opened; wider screens show the menu docked, as a plain panel.
 */
const Drawer = lazy(() => import('@mui/material/Drawer'));

const DRAWER_WIDTH = 248;
const DRAWER_COMPACT_WIDTH = 64;
/**
 * The phone's floating toolbar (document 1 §2: "A narrow layout uses a floating toolbar"): the menu button and the
 * counters in a bar along the bottom. The page keeps that much room free at its end, so the bar covers none of it.
 */
const BOTTOM_BAR_HEIGHT = 56;
const BOTTOM_BAR_ROOM = `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px) + 16px)`;

export function OfficeLayout() {
  const location = useLocation();
  const me = useQuery(meQuery);
  const participation = useQuery({ ...participationQuery, enabled: Boolean(me.data) });
  const config = useQuery(runtimeConfigQuery);
  const route = useRouteHandle();

  const wide = useMediaQuery(`(min-width:${MENU_COLLAPSED_BELOW_PX}px)`);
  const hidden = !useMediaQuery(`(min-width:${MENU_HIDDEN_BELOW_PX}px)`);
  // The user's toggle holds only on the page and screen width where it was made: every route change
  // (and every breakpoint change) returns the menu to its default, open on wide screens and closed below.
  const [toggle, setToggle] = useState<{ open: boolean; path: string; wide: boolean } | null>(null);
  const open = toggle && toggle.path === location.pathname && toggle.wide === wide ? toggle.open : wide;
  const setOpen = (next: boolean) => setToggle({ open: next, path: location.pathname, wide });
  // Once opened the sliding menu stays mounted (closed, it keeps its place in the document for the next opening).
  const [slidingMenuShown, setSlidingMenuShown] = useState(false);

  const from = `${location.pathname}${location.search}`;
  if (me.isPending || (me.data && participation.isPending)) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Загрузка" />
      </Box>
    );
  }
  if (!me.data) return <Navigate to={`${paths.login.path}?from=${encodeURIComponent(from)}`} replace />;
  if (hasAuthority(me.data, 'ROLE_VENDOR')) return <Navigate to={paths['backoffice.applications'].path} replace />;
  if (participation.isError || !mayEnterOffice(me.data, participation.data ?? null)) {
    return <Navigate to={`${paths.root.path}?from=${encodeURIComponent(from)}`} replace />;
  }
  // The page renders only for a role (and a person's role) its route lets in; any other goes to its own start page first.
  const elsewhere = routeRedirect(me.data, route?.access, route?.right);
  if (elsewhere) return <Navigate to={elsewhere} replace />;

  const user = me.data;
  const isDistributor = hasAuthority(user, 'ROLE_DISTRIBUTOR');
  const readsMoney = holdsRight(user, 'billing');
  const items = menuItems(user, config.data?.adminAreaUrl ?? null);
  const compact = !hidden && !open;
  const drawerWidth = compact ? DRAWER_COMPACT_WIDTH : DRAWER_WIDTH;

  const handleToggle = () => setOpen(!open);
  const handleNavigate = () => {
    if (!wide) setOpen(false);
  };

  const menu = (
    <>
      <Toolbar />
      <SideMenu items={items} compact={compact} onNavigate={handleNavigate} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!hidden && (
            <IconButton color="inherit" edge="start" onClick={handleToggle} aria-label={open ? 'Свернуть меню' : 'Развернуть меню'}>
              <MenuIconSvg />
            </IconButton>
          )}
          <Link href={paths.root.href()} color="inherit" underline="none" sx={{ mr: { xs: 0, sm: 2 } }} aria-label="1С:ГРМ — на главную">
            <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, display: { xs: 'none', md: 'inline' } }}>
              1С:ГРМ
            </Typography>
          </Link>
          <Box sx={{ flexGrow: 1, overflow: 'hidden' }}>
            {!isDistributor && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'nowrap', overflowX: 'auto', py: 0.5 }}>
                {/* Money only for a role that reads it (issue 32): the page never asks for what its role may not. */}
                {readsMoney && <NavbarSum />}
                {readsMoney && <NavbarInvoices />}
                {/* On phones the counters are in the bottom toolbar, where they have room for their names. */}
                {!hidden && <NavbarCounters variant="chips" />}
              </Box>
            )}
          </Box>
          <ProfileMenu me={user} participation={participation.data ?? null} onLogout={logoutToPromo} />
        </Toolbar>
      </AppBar>

      {hidden ? (
        slidingMenuShown && (
          <Suspense fallback={null}>
            <Drawer
              variant="temporary"
              open={open}
              onClose={() => setOpen(false)}
              ModalProps={{ keepMounted: true }}
              sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
            >
              {menu}
            </Drawer>
          </Suspense>
        )
      ) : (
        // MUI's permanent Drawer, without the Drawer: the same docked panel (a fixed Paper with its border).
        <Box sx={{ width: drawerWidth, flexShrink: 0 }}>
          <Box
            sx={{
              width: drawerWidth,
              height: '100%',
              position: 'fixed',
              top: 0,
              left: 0,
              zIndex: 'drawer',
              display: 'flex',
              flexDirection: 'column',
              overflowX: 'hidden',
              overflowY: 'auto',
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRight: 1,
              borderColor: 'divider',
              transition: (theme) => theme.transitions.create('width'),
            }}
          >
            {menu}
          </Box>
        </Box>
      )}

      <Box
        component="main"
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 1.5, sm: 3 }, pt: { xs: 1.5, sm: 3 }, pb: hidden ? BOTTOM_BAR_ROOM : { xs: 1.5, sm: 3 } }}
      >
        <Toolbar />
        {participation.data?.block && <BlockBanner block={participation.data.block} />}
        <Outlet />
      </Box>

      {hidden && (
        <Box
          component="nav"
          aria-label="Нижняя панель"
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 'appBar',
            height: BOTTOM_BAR_HEIGHT,
            boxSizing: 'content-box',
            pb: 'env(safe-area-inset-bottom, 0px)',
            px: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            boxShadow: 3,
          }}
        >
          <IconButton
            aria-label="Открыть меню"
            onClick={() => {
              setSlidingMenuShown(true);
              setOpen(true);
            }}
            sx={{ flexShrink: 0, bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
          >
            <MenuIconSvg />
          </IconButton>
          {!isDistributor && <NavbarCounters variant="toolbar" />}
        </Box>
      )}
    </Box>
  );
}
