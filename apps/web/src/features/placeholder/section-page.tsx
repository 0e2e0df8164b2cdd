/** A screen that a later release builds: its title and what will be there, inside the office shell. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths, type RouteName } from '../../config/paths';
import { SECTION_DESCRIPTIONS } from './section-descriptions';

export type SectionPageProps = { route: RouteName };

export function SectionPage({ route }: SectionPageProps) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {paths[route].title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
        Раздел готовится к запуску
      </Typography>
      <Typography>{SECTION_DESCRIPTIONS[route] ?? 'Здесь появятся инструменты для работы партнера.'}</Typography>
    </Paper>
  );
}
