import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The workspace packages are TypeScript sources: Vite compiles them for the server bundle too.
  ssr: { noExternal: [/^@vetshop\//] },
  build: { target: 'es2022' },
});
