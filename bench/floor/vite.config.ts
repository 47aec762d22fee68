import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The storefront's build settings (apps/storefront/vite.config.ts) without its workspace packages.
export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022' },
});
