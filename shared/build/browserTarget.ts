/** The JavaScript the browser bundles are built for (vite.config.ts), and the server's served modules. */
export const BROWSER_TARGET = 'es2022';
