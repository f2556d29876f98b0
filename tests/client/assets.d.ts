// Vite's `?url` imports (an asset's address), as the client's own vite/client types declare them.
declare module '*?url' {
  const url: string;
  export default url;
}
