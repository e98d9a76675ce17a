type Origins = { site: string; classroom: string; admin: string; storybook: string };

/** The origins of the servers global-setup started for this run. */
export const origins = (): Origins => JSON.parse(process.env.E2E_ORIGINS ?? 'null') as Origins;
export const subdomainOrigins = (): Origins =>
  JSON.parse(process.env.E2E_SUBDOMAIN_ORIGINS ?? 'null') as Origins;
