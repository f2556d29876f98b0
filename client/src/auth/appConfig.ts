/** The runtime configuration served by the API at /app-config.json. */
export interface AppConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
  /** An operator's map tile service (`{z}/{x}/{y}` URL) and its attribution; null: the app's own base map. */
  mapTileUrl?: string | null;
  mapTileAttribution?: string | null;
}

export async function fetchAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load /app-config.json (HTTP ${response.status})`);
  return (await response.json()) as AppConfig;
}
