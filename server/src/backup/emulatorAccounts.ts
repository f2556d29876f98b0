/**
 * The Auth Emulator's accounts, read and written through its own REST API (the identity
 * toolkit's batchGet/batchCreate, which the emulator implements with an `owner` credential).
 * Used by backup and restore in the default setup; real Firebase keeps its accounts itself.
 */
export interface EmulatorTarget {
  /** host:port of the running emulator. */
  host: string;
  projectId: string;
}

export type EmulatorAccount = Record<string, unknown> & { localId: string };

const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: owner });
  if (!response.ok)
    throw new Error(`Auth Emulator ${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every account, with its password hash and salt (so restored accounts sign in with the same password). */
export async function readEmulatorAccounts({ host, projectId }: EmulatorTarget): Promise<EmulatorAccount[]> {
  const accounts: EmulatorAccount[] = [];
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({ maxResults: '1000', ...(pageToken ? { nextPageToken: pageToken } : {}) });
    const page = await call<{ users?: EmulatorAccount[]; nextPageToken?: string }>(
      `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?${query.toString()}`,
    );
    accounts.push(...(page.users ?? []));
    pageToken = page.users?.length ? page.nextPageToken : undefined;
  } while (pageToken);
  return accounts;
}

/** Replaces every account with these. */
export async function replaceEmulatorAccounts(
  { host, projectId }: EmulatorTarget,
  accounts: EmulatorAccount[],
): Promise<void> {
  await call(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  for (let start = 0; start < accounts.length; start += 1000) {
    const users = accounts.slice(start, start + 1000).map((account) => ({
      ...account,
      // batchCreate takes provider links without the password provider (it derives that from the hash).
      providerUserInfo: (account.providerUserInfo as { providerId: string }[] | undefined)?.filter(
        (provider) => provider.providerId !== 'password',
      ),
    }));
    await call(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, {
      method: 'POST',
      body: JSON.stringify({ users, allowOverwrite: true }),
    });
  }
}
