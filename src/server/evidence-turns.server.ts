/**
 * Runs at most `size` tasks at once, the rest waiting their turn in order. Moving an evidence file's content
 * in or out of the database holds a connection for as long as 10 MB takes to cross (PostgreSQL sends bytea
 * as twice as many characters of hex): without turns, twenty downloads at once held every connection of the
 * pool and other requests timed out waiting for one. With them, the content of at most `size` files is in
 * flight at a time and the rest of the pool stays free.
 */
export function turns(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
