import { buildServer, freePort, startServer } from './servers.ts';

/** One server with an origin per port (localhost) and one on the subdomain layout (one port). */
export default async function globalSetup() {
  buildServer();
  const [site, classroom, admin, storybook, shared, sharedStorybook] = await Promise.all(
    Array.from({ length: 6 }, freePort),
  );
  const localhost = {
    site: `http://localhost:${site}`,
    classroom: `http://localhost:${classroom}`,
    admin: `http://localhost:${admin}`,
    storybook: `http://localhost:${storybook}`,
  };
  const subdomains = {
    site: `http://academy.test:${shared}`,
    classroom: `http://class.academy.test:${shared}`,
    admin: `http://admin.academy.test:${shared}`,
    storybook: `http://localhost:${sharedStorybook}`,
  };
  const servers = await Promise.all([
    startServer(localhost),
    startServer(subdomains, { COOKIE_DOMAIN: 'academy.test' }),
  ]);
  // Workers start after this and inherit the environment (src/origins.ts reads it).
  process.env.E2E_ORIGINS = JSON.stringify(localhost);
  process.env.E2E_SUBDOMAIN_ORIGINS = JSON.stringify(subdomains);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
