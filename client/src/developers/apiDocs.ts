import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import '@/developers/developers.css';

/**
 * The REST reference at /docs/api: Swagger UI, bundled by our build (no CDN), rendering the
 * server's own /openapi.json. "Try it out" calls this same origin.
 */
SwaggerUI({ url: '/openapi.json', dom_id: '#api-docs', deepLinking: true, tryItOutEnabled: false });
