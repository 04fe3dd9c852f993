import { describe, expect, it } from 'vitest';
import { GenerationGate, type GenerationTicket } from './generation-gate';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

function enter(gate: GenerationGate): GenerationTicket {
  const ticket = gate.enter();
  if (typeof ticket === 'string') throw new Error(`refused: ${ticket}`);
  return ticket;
}

describe('GenerationGate', () => {
  it('refuses past the cap and frees the slot on release', () => {
    const gate = new GenerationGate(2);
    const a = enter(gate);
    enter(gate);
    expect(gate.enter()).toBe('busy');
    a.release();
    a.release();
    expect(gate.active).toBe(1);
    expect(typeof gate.enter()).toBe('object');
  });

  it('lets only a few generations do their finishing work at once, the next going when one is released', async () => {
    const gate = new GenerationGate(10, 2);
    const [a, b, c, d] = [enter(gate), enter(gate), enter(gate), enter(gate)];
    const [aFinish, bFinish, cFinish, dFinish] = [a.finishing(), b.finishing(), c.finishing(), d.finishing()];
    expect(await settled(aFinish)).toBe(true);
    expect(await settled(bFinish)).toBe(true);
    expect(await settled(cFinish)).toBe(false);
    expect(a.finishing()).toBe(aFinish); // asking twice waits for the same turn, and takes no second one
    a.release();
    a.release(); // a second release gives nothing away
    expect(await settled(cFinish)).toBe(true); // first come, first served
    expect(await settled(dFinish)).toBe(false);
    b.release();
    expect(await settled(dFinish)).toBe(true);
  });

  it('a generation released while waiting for its turn does not hold up the next one', async () => {
    const gate = new GenerationGate(10, 1);
    const [a, b, c] = [enter(gate), enter(gate), enter(gate)];
    void a.finishing();
    const bFinish = b.finishing();
    const cFinish = c.finishing();
    b.release();
    a.release();
    expect(await settled(cFinish)).toBe(true);
    expect(await settled(bFinish)).toBe(false);
  });

  it('a generation that has not reached its finish holds no turn', async () => {
    const gate = new GenerationGate(10, 1);
    const starting = [enter(gate), enter(gate), enter(gate)];
    const last = enter(gate);
    expect(await settled(last.finishing())).toBe(true);
    starting.forEach((t) => t.release());
  });

  it('stops taking generations while draining', async () => {
    const gate = new GenerationGate(2);
    const a = enter(gate);
    const drained = gate.drain(1_000);
    expect(gate.enter()).toBe('stopping');
    a.release();
    expect(await drained).toBe(0);
  });
});
