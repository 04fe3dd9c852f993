import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { turnPacer } from './turn-pacer';

/** Counts turns of the event loop: one tick per check phase, for as long as it runs. */
function turnCounter() {
  let turn = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turn++;
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    now: () => turn,
    stop: () => {
      running = false;
    },
  };
}

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('turnPacer', () => {
  it('lets at most `perTurn` waiters go on per turn of the event loop, in the order they asked', async () => {
    const counter = turnCounter();
    cleanups.push(counter.stop);
    const pace = turnPacer(2);
    const order: number[] = [];
    const turns: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        pace().then(() => {
          order.push(i);
          turns.push(counter.now());
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4]);
    const first = turns[0] ?? -1;
    expect(turns).toEqual([first, first, first + 1, first + 1, first + 2]);
  });

  it('reads what arrived on a socket between two groups, before the later waiters go on', async () => {
    const server = net.createServer();
    const marks: string[] = [];
    server.on('connection', (socket) => socket.on('data', () => marks.push('io')));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    const client = net.connect(port, '127.0.0.1');
    await once(client, 'connect');
    cleanups.push(() => {
      client.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });
    // Let the server take the connection before the burst.
    await new Promise((r) => setTimeout(r, 20));

    const pace = turnPacer(1);
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        pace().then(() => {
          marks.push(`w${i}`);
          // The first one to go on sends a request, as a page asking /api/me in the middle of a burst would.
          if (i === 0) client.write('GET /api/me\r\n');
        }),
      ),
    );
    // Resolving them all at once would run w1–w3 in the same instant as w0, before any socket is read.
    expect(marks.indexOf('io')).toBeGreaterThan(-1);
    expect(marks.indexOf('io')).toBeLessThan(marks.indexOf('w3'));
  });

  it('goes on in the next turn when nobody else is waiting', async () => {
    const pace = turnPacer(8);
    const marks: string[] = [];
    const waiting = pace().then(() => marks.push('waiter'));
    // Queued after the waiter asked: a pacer that kept a lone waiter for more than one turn would let it pass.
    const later = new Promise<void>((resolve) =>
      setImmediate(() => {
        marks.push('next turn');
        resolve();
      }),
    );
    await Promise.all([waiting, later]);
    expect(marks).toEqual(['waiter', 'next turn']);
  });
});
