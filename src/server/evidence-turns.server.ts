/**
 * Runs at most `size` tasks at once, the rest waiting their turn in order. An evidence upload is held whole
 * in memory from its first byte read to its last piece written (it is typed by its content, which may need
 * its end): with turns, at most `size` uploads' content is in memory at a time, and the others wait, their
 * bytes held back by TCP.
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
