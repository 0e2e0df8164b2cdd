/**
 * The site order form's embed script (decision 024): one small self-contained file, dist/embed/site-form.js, served by
 * the portal at /embed/site-form.js. Built after the app (`npm run build`); it imports only the domain's zod-free module.
 */
import path from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/embed'),
    emptyOutDir: true,
    target: 'es2019',
    minify: true,
    sourcemap: false,
    lib: {
      entry: path.resolve(import.meta.dirname, 'src/features/leads/site/embed/site-form-embed.ts'),
      formats: ['iife'],
      name: 'PortalSiteForm',
      fileName: () => 'site-form.js',
    },
  },
});
