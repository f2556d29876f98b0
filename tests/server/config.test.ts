import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@/config';

const production = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'hobbyhub-prod',
  FIREBASE_API_KEY: 'AIza-real-key',
  MONGODB_URI: 'mongodb://mongo:27017',
};
const root = path.resolve(__dirname, '../..');
const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n');

describe('configuration for first use', () => {
  it('seeds demo groups in development, not in production unless asked for', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('keeps secrets out of git and out of Docker images', () => {
    for (const ignoreFile of ['.gitignore', '.dockerignore']) {
      expect(lines(ignoreFile)).toEqual(expect.arrayContaining(['.env', 'firebase-service-account.json']));
    }
    expect(lines('.dockerignore')).toContain('deploy/certs');
    expect(lines('.gitignore')).toContain('deploy/certs/*.pem');
  });
});
