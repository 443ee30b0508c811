import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background-tasks.server';

describe('BackgroundTasks', () => {
  it('runs a task after the caller goes on, and idle() waits for it', async () => {
    const tasks = new BackgroundTasks(() => undefined);
    const order: string[] = [];
    tasks.run(async () => {
      order.push('task');
    });
    order.push('caller');
    await tasks.idle();
    expect(order).toEqual(['caller', 'task']);
  });

  it('hands a failure to onError instead of losing it', async () => {
    const errors: unknown[] = [];
    const tasks = new BackgroundTasks((error) => errors.push(error));
    tasks.run(async () => {
      throw new Error('mail server down');
    });
    await tasks.idle();
    expect(errors).toEqual([new Error('mail server down')]);
  });

  it('holds tasks back until released', async () => {
    const tasks = new BackgroundTasks(() => undefined);
    const release = tasks.hold();
    let ran = false;
    tasks.run(async () => {
      ran = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toBe(false);
    release();
    await tasks.idle();
    expect(ran).toBe(true);
  });
});
