import type { Config } from '@react-router/dev/config';

/** The framework floor: React Router 7 framework mode as it comes, server-rendered like the storefront. */
export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config;
