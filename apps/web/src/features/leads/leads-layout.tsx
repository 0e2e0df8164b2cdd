/** «Лидогенерация»: the tabs (links) of the programme «Расти с 1С:ГРМ» — common leads, my leads, my site form. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LEAD_PROGRAMME_NAME } from '@portal/domain';
import { Outlet, useLocation } from '../../lib/router';
import { paths, type RouteName } from '../../config/paths';

const TABS: RouteName[] = ['lead.tabs.new', 'lead.tabs.my', 'lead.tabs.site'];

export function LeadsLayout() {
  const { pathname } = useLocation();
  const current = TABS.find((route) => pathname === paths[route].path) ?? false;
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="overline" component="p" color="textSecondary">
        Лидогенерация · программа «{LEAD_PROGRAMME_NAME}»
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        {current ? paths[current].title : 'Лидогенерация'}
      </Typography>
      {/* Links styled as tabs: MUI's Tabs would bring its scrolling code (about 8 KB gzip) for three links. */}
      <Box
        component="nav"
        aria-label="Разделы лидогенерации"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((route) => {
          const selected = route === current;
          return (
            <Button
              key={route}
              href={paths[route].href()}
              aria-current={selected ? 'page' : undefined}
              color={selected ? 'primary' : 'inherit'}
              sx={{
                borderRadius: 0,
                borderBottom: 2,
                borderColor: selected ? 'primary.main' : 'transparent',
                fontWeight: selected ? 700 : 500,
              }}
            >
              {paths[route].title}
            </Button>
          );
        })}
      </Box>
      <Outlet />
    </Paper>
  );
}
