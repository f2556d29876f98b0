/** swagger-ui-dist ships no types; this is the one call apiDocs.ts makes. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    url: string;
    dom_id: string;
    deepLinking?: boolean;
    tryItOutEnabled?: boolean;
  }
  export default function SwaggerUI(options: SwaggerUIOptions): unknown;
}
