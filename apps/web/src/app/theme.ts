/** The MUI theme: amber as the primary colour (the spec's default), Russian locale. */
import { amber, blueGrey } from '@mui/material/colors';
import { ruRU } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    palette: {
      primary: { main: amber[700], light: amber[400], dark: amber[900], contrastText: '#1f1f1f' },
      secondary: { main: blueGrey[700] },
      background: { default: '#fafafa' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 1 } },
    },
  },
  ruRU,
);
