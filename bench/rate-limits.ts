/**
 * What a per-address rate limit adds to a request. Sends the same requests through two apps on one
 * database, one with the limits off and one with them on (Fastify's inject, ten at a time, each from an
 * address of its own so none is refused), in alternating rounds, on SQLite (counted in memory) and
 * PostgreSQL (counted in the database). Prints the median over the rounds of the time and of this
 * process's CPU per request, then the same for refused requests (one address far past its limit).
 * Run: npx tsx bench/rate-limits.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.server';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { completedAssessmentBody } from '../tests/support/assessments';
import { scratchPostgres } from './api';

const ROUNDS = 7;
const PER_ROUND = 1000;
const AT_ONCE = 10;

interface Route {
  name: string;
  url: string;
  payload: (index: number) => object;
}

const ROUTES: Route[] = [
  { name: 'invitation lookup', url: '/api/invitations/lookup', payload: (index) => ({ token: `guess-${index}` }) },
  { name: 'save', url: '/api/assessments', payload: () => completedAssessmentBody() },
];

/** A distinct IPv4 address per request number, so that no address reaches its limit. */
function address(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Microseconds of wall time and of this process's CPU per request over one round, and the statuses seen. */
async function round(app: FastifyInstance, route: Route, first: number, from: (index: number) => string): Promise<{ wallUs: number; cpuUs: number; statuses: Set<number> }> {
  const statuses = new Set<number>();
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let index = first; index < first + PER_ROUND; index += AT_ONCE) {
    await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, offset) => {
        const response = await app.inject({ method: 'POST', url: route.url, payload: route.payload(index + offset), remoteAddress: from(index + offset) });
        statuses.add(response.statusCode);
      }),
    );
  }
  const wallUs = Number(process.hrtime.bigint() - start) / 1000 / PER_ROUND;
  const used = process.cpuUsage(cpu);
  return { wallUs, cpuUs: (used.user + used.system) / PER_ROUND, statuses };
}

async function measure(database: 'SQLite' | 'PostgreSQL'): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-bench-'));
  const postgres = database === 'PostgreSQL' ? await scratchPostgres() : undefined;
  const { db } = openDatabase({ databaseUrl: postgres?.url, dataDir, onConnectionLost: () => undefined });
  const lines: string[] = [];
  try {
    await migrateToLatest(db);
    const off = await buildApp({ db, rateLimits: false });
    const on = await buildApp({ db, rateLimits: true });
    try {
      let next = 0;
      const cases = [
        ...ROUTES.flatMap((route) => [
          { label: `${route.name}, limits off`, app: off, route, from: address },
          { label: `${route.name}, limits on`, app: on, route, from: address },
        ]),
        { label: 'invitation lookup, refused (429)', app: on, route: ROUTES[0]!, from: () => '192.0.2.1' },
      ];
      const results = new Map(cases.map((item) => [item.label, { wall: [] as number[], cpu: [] as number[], statuses: new Set<number>() }]));
      for (let count = 0; count <= ROUNDS; count += 1) {
        for (const item of cases) {
          const measured = await round(item.app, item.route, next, item.from);
          next += PER_ROUND;
          const result = results.get(item.label)!;
          // The first round warms up and is not counted.
          if (count === 0) continue;
          result.wall.push(measured.wallUs);
          result.cpu.push(measured.cpuUs);
          for (const status of measured.statuses) result.statuses.add(status);
        }
      }
      for (const [label, result] of results) {
        lines.push(`| ${database} | ${label} | ${[...result.statuses].join(', ')} | ${median(result.wall).toFixed(0)} | ${median(result.cpu).toFixed(0)} |`);
      }
    } finally {
      await off.close();
      await on.close();
    }
  } finally {
    await db.destroy();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

const rows = ['| Database | Requests | Statuses | µs a request (median) | CPU µs a request (median) |', '|---|---|---|---|---|'];
for (const database of ['SQLite', 'PostgreSQL'] as const) rows.push(...(await measure(database)));
console.log(`${ROUNDS} alternating rounds of ${PER_ROUND} requests, ${AT_ONCE} at a time, after a round unmeasured; Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}.`);
console.log(rows.join('\n'));
