/**
 * The MUI theme: amber as the primary colour (the spec's default), Russian locale. Without CSS variables: the build
 * leaves MUI's CSS-variables code out (vite.config.ts, muiThemeWithoutVariables).
 */
import { amber, blueGrey } from '@mui/material/colors';
import { ruRU } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { AMBER_TEXT } from '../lib/colors';

export const theme = createTheme(
  {
    palette: {
      primary: { main: amber[700], light: amber[400], dark: amber[900], contrastText: '#1f1f1f' },
      secondary: { main: blueGrey[700] },
      // MUI's own orange, with dark text on it: white on it is 3.2:1, below axe's 4.5:1 for the small chips.
      warning: { main: '#ed6c02', contrastText: '#1f1f1f' },
      background: { default: '#fafafa' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        variants: [
          { props: { variant: 'text', color: 'primary' }, style: { color: AMBER_TEXT } },
          { props: { variant: 'outlined', color: 'primary' }, style: { color: AMBER_TEXT, borderColor: AMBER_TEXT } },
        ],
      },
      MuiLink: { variants: [{ props: { color: 'primary' }, style: { color: AMBER_TEXT, textDecorationColor: AMBER_TEXT } }] },
      MuiTab: { styleOverrides: { textColorPrimary: { '&.Mui-selected': { color: AMBER_TEXT } } } },
      MuiAppBar: { defaultProps: { elevation: 1 } },
    },
  },
  ruRU,
);
