/** This build's id (vite.config.ts `define`; the new-version banner compares it with /version.json's). */
declare const __VETSHOP_BUILD__: string;
