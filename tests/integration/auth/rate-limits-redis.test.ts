import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/server';
import { databaseTargets } from '../support/databases';
import { testConfig, tempDir } from '../support/server';
import { freePort } from '../support/smtpSink';
import {
  ACCOUNT_TEST_ENV,
  postJson,
  startAccountsServer,
  unique,
  type AccountsServer,
} from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `onramp-test:${randomBytes(6).toString('hex')}:`;

/** Fails with a clear message when Redis is missing: these tests must never skip quietly. */
async function connectRedis(): Promise<Redis> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: Error | undefined;
  redis.on('error', (error: Error) => (cause = error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = (cause ?? (error as Error)).message;
    throw new Error(`Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL): ${reason}`);
  }
  return redis;
}

async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

function checkTenant(app: FastifyInstance, tenant: string, remoteAddress: string) {
  return postJson(app, '/api/user/checkTenant', { tenant }, { remoteAddress });
}

/** checkTenant's answer for a tenant nobody signed up: the request got past the limits. */
function expectAnswered(res: Awaited<ReturnType<typeof postJson>>): void {
  expect(res.json()).toMatchObject({ status_code: 'tenant_not_found' });
}

function expectRateLimited(
  res: Awaited<ReturnType<typeof postJson>>,
  per: 'address' | 'account',
): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({
    err: true,
    status_code: 'rate_limited',
    msg: expect.stringMatching(
      /^Too many attempts .+\. Please wait (\d+ (minutes|seconds)|a (minute|second)) /,
    ),
    data: { per, retryAfterSeconds: expect.any(Number) },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits shared through Redis', () => {
  let redis: Redis;
  const nodes: AccountsServer[] = [];

  /** Two API nodes on one Redis, as behind a load balancer. */
  async function startNodes(
    env: Record<string, string>,
  ): Promise<[FastifyInstance, FastifyInstance]> {
    const started = await Promise.all(
      [0, 1].map(() =>
        startAccountsServer(databaseTargets()[0]!, {
          REDIS_URL,
          RATE_LIMIT_REDIS_PREFIX: PREFIX,
          ...env,
        }),
      ),
    );
    nodes.push(...started);
    return [started[0]!.app, started[1]!.app];
  }

  beforeAll(async () => {
    redis = await connectRedis();
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    if (!redis) return;
    const keys = await keysUnder(redis, PREFIX);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  describe('with a long window', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      [a, b] = await startNodes({
        RATE_LIMIT_PER_IP: '4',
        RATE_LIMIT_PER_ACCOUNT: '2',
        RATE_LIMIT_WINDOW_SECONDS: '600',
      });
    });

    it('stops one client address at the same total across two nodes as on one', async () => {
      const remoteAddress = '10.20.0.1';
      for (let i = 0; i < 4; i++) {
        expectAnswered(await checkTenant(i % 2 === 0 ? a : b, unique('shop'), remoteAddress));
      }
      expectRateLimited(await checkTenant(a, unique('shop'), remoteAddress), 'address');
      expectRateLimited(await checkTenant(b, unique('shop'), remoteAddress), 'address');
    });

    it('stops one account at the same total across two nodes as on one', async () => {
      const tenant = unique('probe');
      expectAnswered(await checkTenant(a, tenant, '10.21.0.1'));
      expectAnswered(await checkTenant(b, tenant, '10.21.0.2'));
      expectRateLimited(await checkTenant(a, tenant, '10.21.0.3'), 'account');
    });

    it('keeps its counters under the configured key prefix', async () => {
      await checkTenant(a, unique('shop'), '10.22.0.1');
      const keys = await keysUnder(redis, PREFIX);
      expect(keys.some((key) => key.endsWith('checkTenant|ip|10.22.0.1'))).toBe(true);
    });
  });

  describe('with a one-second window', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      [a, b] = await startNodes({
        RATE_LIMIT_PER_IP: '1000',
        RATE_LIMIT_PER_ACCOUNT: '1',
        RATE_LIMIT_WINDOW_SECONDS: '1',
      });
    });

    it('forgets the counts once the window has passed', async () => {
      const tenant = unique('window');
      expectAnswered(await checkTenant(a, tenant, '10.23.0.1'));
      expectRateLimited(await checkTenant(b, tenant, '10.23.0.2'), 'account');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expectAnswered(await checkTenant(b, tenant, '10.23.0.3'));
    });
  });
});

describe('rate limits with Redis unreachable', () => {
  it('lets requests through and logs a warning, never answering 500', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const dataDir = tempDir('onramp-auth-');
    const server = await startServer(
      testConfig({
        ...ACCOUNT_TEST_ENV,
        DATA_DIR: dataDir.path,
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        RATE_LIMIT_PER_IP: '1',
      }),
      logger,
    );
    try {
      for (let i = 0; i < 3; i++) {
        expectAnswered(await checkTenant(server.app, unique('shop'), '10.24.0.1'));
      }
      expect(warnings.some((line) => line.includes('request let through'))).toBe(true);
    } finally {
      await server.close();
      dataDir.remove();
    }
  });
});
