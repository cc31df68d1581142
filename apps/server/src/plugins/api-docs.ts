import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_BASE } from '@kasa/contract/api';
import { buildOpenApiDocument, type OpenApiDocument } from '@kasa/contract/openapi';

export const API_DOCS_PREFIX = `${API_BASE}docs`;

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api/ (method, pattern): the docs' completeness check compares them. */
    apiRoutes: readonly RegisteredRoute[];
  }
}

/**
 * The API described as OpenAPI 3.1 from the contract (decision 0141): the JSON at /api/docs/json (and YAML at
 * /api/docs/yaml), Swagger UI at /api/docs, served from node_modules (no CDN: the site's CSP allows it as it is).
 * Registered before the routes, so it sees each one as it is added. The document is built at the first request,
 * not at start-up.
 */
export const apiDocsPlugin = fp<{ isProduction: boolean }>(
  async (app, { isProduction }) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_BASE)) return;
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });

    let document: OpenApiDocument | null = null;
    const build = () => (document ??= buildOpenApiDocument({ version: '1', isProduction }));
    await app.register(swagger, {
      mode: 'static',
      // A placeholder: the real document replaces it on the way out (transformSpecification).
      specification: { document: { openapi: '3.1.0', info: { title: 'Kasa API', version: '1' }, paths: {} } },
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      transformSpecification: () => build(),
      transformSpecificationClone: false,
      uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 },
      // Keep the UI's validator badge off: it would send the document to validator.swagger.io.
      validatorUrl: false,
      theme: { title: 'Kasa API' },
    });
  },
  { name: 'api-docs' },
);
