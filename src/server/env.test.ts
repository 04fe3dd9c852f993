import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'env-'));

describe('environment contract (DESIGN §3)', () => {
  it('embedded defaults: port 3000, PGlite, offline AI, demo billing, a secret generated once', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.aiOffline).toBe(true);
    expect(env.AI_MODEL).toBe('gpt-4o');
    expect(env.billingProvider).toBe('demo');
    expect(env.outboxDir).toBe(path.join(dir, 'outbox'));
    expect(env.AUTH_SECRET).toHaveLength(64);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(env.AUTH_SECRET);
    expect(loadEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(env.AUTH_SECRET);
  });
  it('real services switch on with their variables', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      OPENAI_API_KEY: 'sk-x',
      STRIPE_SECRET_KEY: 'sk_test_x',
      PORT: '8080',
      APP_URL: 'https://pautei.app/',
    });
    expect(env.aiOffline).toBe(false);
    expect(env.billingProvider).toBe('stripe');
    expect(env.APP_URL).toBe('https://pautei.app');
  });
  it('a bad value stops start-up with a clear message', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/Configuração inválida:[\s\S]*PORT/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });
  it('with PostgreSQL the secret must be given, so every instance signs sessions alike', () => {
    const dir = dataDir();
    const databaseUrl = 'postgres://app@db.internal/pautei';
    expect(() => loadEnv({ DATA_DIR: dir, DATABASE_URL: databaseUrl })).toThrow(/AUTH_SECRET[\s\S]*DATABASE_URL/);
    expect(existsSync(path.join(dir, 'auth-secret'))).toBe(false);
    const secret = 'a'.repeat(40);
    const env = loadEnv({ DATA_DIR: dir, DATABASE_URL: databaseUrl, AUTH_SECRET: secret, DATABASE_POOL_SIZE: '25' });
    expect(env.AUTH_SECRET).toBe(secret);
    expect(env.DATABASE_POOL_SIZE).toBe(25);
    expect(loadEnv({ DATA_DIR: dir }).DATABASE_POOL_SIZE).toBe(10);
  });
  it('Web Push keys: generated once into DATA_DIR, taken from the environment, off with PostgreSQL and none', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir, MAIL_FROM: 'Pautei <avisos@pautei.app>' });
    expect(env.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(env.vapid?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(env.vapid?.subject).toBe('mailto:avisos@pautei.app');
    expect(existsSync(path.join(dir, 'vapid-keys.json'))).toBe(true);
    expect(loadEnv({ DATA_DIR: dir }).vapid?.publicKey).toBe(env.vapid?.publicKey);

    const given = { VAPID_PUBLIC_KEY: env.vapid!.publicKey, VAPID_PRIVATE_KEY: env.vapid!.privateKey };
    const databaseUrl = 'postgres://app@db.internal/pautei';
    const secret = 'a'.repeat(40);
    const shared = loadEnv({
      DATA_DIR: dataDir(),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secret,
      VAPID_SUBJECT: 'https://pautei.app',
      ...given,
    });
    expect(shared.vapid).toEqual({
      publicKey: given.VAPID_PUBLIC_KEY,
      privateKey: given.VAPID_PRIVATE_KEY,
      subject: 'https://pautei.app',
    });
    const noKeysDir = dataDir();
    expect(loadEnv({ DATA_DIR: noKeysDir, DATABASE_URL: databaseUrl, AUTH_SECRET: secret }).vapid).toBeNull();
    expect(existsSync(path.join(noKeysDir, 'vapid-keys.json'))).toBe(false);

    expect(() => loadEnv({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY })).toThrow(/VAPID/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...given, VAPID_PRIVATE_KEY: 'curta' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), VAPID_SUBJECT: 'http://pautei.app' })).toThrow(/VAPID_SUBJECT/);
  });
});
