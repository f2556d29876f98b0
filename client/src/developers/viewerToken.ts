/**
 * Wraps fetch so each request carries `Authorization: Bearer <token>` with the signed-in person's
 * current ID token (Firebase refreshes it as needed), unless the request already names one.
 */
export function withViewerToken(fetchImpl: typeof fetch, getIdToken: () => Promise<string | null>): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('authorization')) {
      const token = await getIdToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    return fetchImpl(input, { ...init, headers });
  };
}
