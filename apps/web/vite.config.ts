import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const serverPort = process.env.PORT ?? '8080';

/** Text assets worth compressing; smaller files gain nothing from it. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;
/** Modules of packages/domain other than its index. */
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/](?!index\.ts$)/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) sibling of every compressible build file at maximum quality,
 * so the server sends them as they are (its static files are pre-compressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(outDir, name));
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_COMPRESS_BYTES)
          .map(async (file) => {
            const content = await fs.promises.readFile(file);
            const brotli = zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
            await Promise.all([fs.promises.writeFile(`${file}.br`, brotli), fs.promises.writeFile(`${file}.gz`, gzip)]);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/metrics': `http://localhost:${serverPort}`,
    },
  },
  // The manifest lets `npm run bench:web` weigh the entry and each page's chunk graph.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The domain package's modules only declare things (schemas, messages, rules): a chunk that uses one of them does
      // not need the others. Its index is the exception (it sets zod's Russian messages), so the entry stays free of it.
      treeshake: { moduleSideEffects: (id: string) => !DOMAIN_MODULE.test(id) },
    },
  },
});
