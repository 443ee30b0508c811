import './zod-without-eval';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod without eval', () => {
  it('puts zod in jitless mode before zod itself loads', () => {
    expect(config().jitless).toBe(true);
  });

  it('still parses strictly in jitless mode', () => {
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: 'Bayside' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });
});
