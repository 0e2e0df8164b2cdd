import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/metrics': `http://localhost:${serverPort}`,
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 400 },
});
