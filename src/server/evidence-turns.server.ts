/** A turn taken: give it back with `release` (once; a second call does nothing). */
export interface Turn {
  release: () => void;
}

/** How many turns there are, how many one address may hold at once, and how long a request waits for one. */
export interface TurnLimits {
  size: number;
  perAddress: number;
  waitMs: number;
}

/**
 * Turns shared by addresses: at most `size` held at once and `perAddress` by one address; the others wait in
 * order of arrival, an address at its own limit passed over until one of its turns is given back. A wait
 * longer than `waitMs` ends in 'busy', so the request can be answered in words rather than held. An
 * evidence upload is held whole in memory from the moment it takes its turn to its last piece written (it is
 * typed by its content, which may need its end): with turns, at most `size` uploads' content is in memory
 * at a time, and no one address can hold them all.
 */
export function addressTurns(limits: TurnLimits): (address: string) => Promise<Turn | 'busy'> {
  let running = 0;
  const held = new Map<string, number>();
  const waiting: { address: string; grant: () => void }[] = [];
  const mayTake = (address: string) => running < limits.size && (held.get(address) ?? 0) < limits.perAddress;
  const take = (address: string): Turn => {
    running += 1;
    held.set(address, (held.get(address) ?? 0) + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        running -= 1;
        const left = (held.get(address) ?? 1) - 1;
        if (left === 0) held.delete(address);
        else held.set(address, left);
        grantWaiting();
      },
    };
  };
  // Run after every release: so no waiter that may take a turn is ever left waiting, and a newcomer that
  // finds a turn it may take passes no one who could have had it.
  const grantWaiting = () => {
    for (let index = 0; index < waiting.length && running < limits.size; ) {
      const waiter = waiting[index];
      if (waiter && mayTake(waiter.address)) {
        waiting.splice(index, 1);
        waiter.grant();
      } else index += 1;
    }
  };
  return (address) => {
    if (mayTake(address)) return Promise.resolve(take(address));
    return new Promise((resolve) => {
      const waiter = {
        address,
        grant: () => {
          clearTimeout(timer);
          resolve(take(address));
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        resolve('busy');
      }, limits.waitMs);
      waiting.push(waiter);
    });
  };
}
