/** MongoDB's duplicate-key error, which FerretDB reports with the same code. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}
