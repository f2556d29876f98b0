/** What the global setup started, handed to the test workers through the environment. */
export interface TestServices {
  mongoUri: string;
  authEmulatorHost: string;
  projectId: string;
}

export const testProjectId = 'demo-hobbyhub-test';

export function testServices(): TestServices {
  const mongoUri = process.env.TEST_MONGODB_URI;
  const authEmulatorHost = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!mongoUri || !authEmulatorHost)
    throw new Error(
      'No services: the global setup of the projects that need FerretDB and the Auth Emulator starts them (see jest.config.js).',
    );
  return { mongoUri, authEmulatorHost, projectId: testProjectId };
}
