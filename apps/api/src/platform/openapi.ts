import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI from the routes' zod schemas: the document at `/api/openapi.json`, Swagger UI at `/api/docs`
 * (its assets are served from the installed package, so it works offline). Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, { version, appUrl }: { version: string; appUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'PTE Coach API',
        description: 'Practise every PTE Academic task and get a trait-by-trait assessment. Send the session token from `set-auth-token` as `Authorization: Bearer <token>`.',
        version,
      },
      servers: [{ url: appUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
