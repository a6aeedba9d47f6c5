/** Where the Playwright config started each brand's server (see playwright.config.ts). */
const port = Number(process.env.E2E_PORT ?? 4310);

export const defaultBrandUrl = `http://localhost:${port}`;
export const beaconBrandUrl = `http://localhost:${port + 1}`;
