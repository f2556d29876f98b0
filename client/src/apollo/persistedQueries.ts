import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Automatic persisted queries: each operation is sent as its SHA-256 hash (the full text only
 * once, when the server answers PERSISTED_QUERY_NOT_FOUND), and queries go over GET, so
 * anonymous reads are plain URLs that browsers and CDNs can cache and revalidate (ETag → 304).
 * The hash is computed in JavaScript: Web Crypto exists only in secure contexts, and the app is
 * also served over plain http on a LAN.
 */
export function persistedQueryLink(): PersistedQueryLink {
  return new PersistedQueryLink({
    sha256: (query) => bytesToHex(sha256(utf8ToBytes(query))),
    useGETForHashedQueries: true,
  });
}
