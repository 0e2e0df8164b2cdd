/**
 * In place of MUI's CSS-variables provider (vite.config.ts, muiThemeWithoutVariables): the app's theme has no CSS
 * variables, so MUI's ThemeProvider never renders it. A theme that asks for them fails at once instead of rendering
 * unstyled.
 */
export function CssVarsProvider(): never {
  throw new Error('The theme asks for CSS variables, which the build leaves out: see muiThemeWithoutVariables in vite.config.ts');
}
