/** «Лидогенерация»: the tabs of the programme «Расти с 1С:ГРМ» — common leads, my leads, my site form. */
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LEAD_PROGRAMME_NAME } from '@portal/domain';
import { Outlet, useLocation } from 'react-router';
import { paths, type RouteName } from '../../config/paths';

const TABS: RouteName[] = ['lead.tabs.new', 'lead.tabs.my', 'lead.tabs.site'];

export function LeadsLayout() {
  const { pathname } = useLocation();
  const current = TABS.find((route) => pathname === paths[route].path) ?? false;
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="overline" component="p" color="text.secondary">
        Лидогенерация · программа «{LEAD_PROGRAMME_NAME}»
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {current ? paths[current].title : 'Лидогенерация'}
      </Typography>
      <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label="Разделы лидогенерации" sx={{ mb: 2 }}>
        {TABS.map((route) => (
          <Tab key={route} value={route} label={paths[route].title} href={paths[route].href()} component="a" />
        ))}
      </Tabs>
      <Outlet />
    </Paper>
  );
}
