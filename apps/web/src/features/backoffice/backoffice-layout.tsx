/** The vendor operator's back office: its own menu over the application queue, clients, invoices, outbox and error reports. */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import { paths, type RouteName } from '../../config/paths';
import { routeRedirect, useRouteAccess } from '../../lib/route-access';
import { logoutToPromo, meQuery } from '../../lib/session';

const SECTIONS: RouteName[] = [
  'backoffice.applications',
  'backoffice.customers',
  'backoffice.invoices',
  'backoffice.documents',
  'backoffice.payments',
  'backoffice.overdue',
  'backoffice.calendar',
  'backoffice.distributors',
  'backoffice.infrastructure',
  'backoffice.vm-requests',
  'backoffice.cloud-prices',
  'backoffice.rate-texts',
  'backoffice.leads',
  'backoffice.feedback',
  'backoffice.content',
  'backoffice.mail',
  'backoffice.errors',
];

export function BackofficeLayout() {
  const { pathname } = useLocation();
  const me = useQuery(meQuery);
  const access = useRouteAccess();

  if (me.isPending) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Загрузка" />
      </Box>
    );
  }
  if (!me.data) return <Navigate to={`${paths.login.path}?from=${encodeURIComponent(pathname)}`} replace />;
  const elsewhere = routeRedirect(me.data, access);
  if (elsewhere) return <Navigate to={elsewhere} replace />;

  const current = SECTIONS.find((name) => pathname.startsWith(paths[name].path)) ?? false;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Бэк-офис 1С:ГРМ
          </Typography>
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {me.data.email}
          </Typography>
          <Button color="inherit" href={paths['backoffice.security'].href()}>
            {paths['backoffice.security'].title}
          </Button>
          <Button color="inherit" onClick={logoutToPromo}>
            Выход
          </Button>
        </Toolbar>
        <Tabs
          value={current}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="inherit"
          indicatorColor="secondary"
          aria-label="Разделы бэк-офиса"
          // An inherited colour dims the other tabs to 60 %, too faint on the bar to read (axe's colour contrast).
          sx={{ '& .MuiTab-root': { opacity: 1 }, '& .Mui-selected': { fontWeight: 700 } }}
        >
          {SECTIONS.map((name) => (
            <Tab key={name} value={name} label={paths[name].title} href={paths[name].href()} component="a" />
          ))}
        </Tabs>
      </AppBar>
      <Container maxWidth="xl" component="main" sx={{ py: 3 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
