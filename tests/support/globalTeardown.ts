export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.testServiceChildren ?? []).map((child) => child.stop()));
}
