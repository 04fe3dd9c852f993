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

  it('lets only a few generations do their start-up at once, the next going when one has started', async () => {
    const gate = new GenerationGate(10, 2);
    const [a, b, c, d] = [enter(gate), enter(gate), enter(gate), enter(gate)];
    expect(await settled(a.turn)).toBe(true);
    expect(await settled(b.turn)).toBe(true);
    expect(await settled(c.turn)).toBe(false);
    a.started();
    a.started(); // a second call gives nothing away
    expect(await settled(c.turn)).toBe(true);
    expect(await settled(d.turn)).toBe(false);
    b.release(); // ending before saying "started" also hands the turn on
    expect(await settled(d.turn)).toBe(true);
  });

  it('a generation released while waiting for its turn does not hold up the next one', async () => {
    const gate = new GenerationGate(10, 1);
    const [a, b, c] = [enter(gate), enter(gate), enter(gate)];
    b.release();
    a.started();
    expect(await settled(c.turn)).toBe(true);
    expect(await settled(b.turn)).toBe(false);
  });

  it('finishing takes a turn again, queued behind the others, and holds it until release', async () => {
    const gate = new GenerationGate(10, 1);
    const [a, b] = [enter(gate), enter(gate)];
    a.started();
    expect(await settled(b.turn)).toBe(true);
    const aFinish = a.finishing();
    expect(a.finishing()).toBe(aFinish); // asking twice waits for the same turn
    expect(await settled(aFinish)).toBe(false); // b is still starting
    b.started();
    expect(await settled(aFinish)).toBe(true);
    a.finishing(); // asked again while holding it: the turn stays taken
    a.started();
    const bFinish = b.finishing();
    const c = enter(gate);
    expect(await settled(bFinish)).toBe(false);
    expect(await settled(c.turn)).toBe(false);
    a.release();
    expect(await settled(bFinish)).toBe(true); // first come, first served
    expect(await settled(c.turn)).toBe(false);
    b.release();
    expect(await settled(c.turn)).toBe(true);
  });

  it('finishing right after the start-up gives the start-up turn back first', async () => {
    const gate = new GenerationGate(10, 1);
    const a = enter(gate);
    expect(await settled(a.finishing())).toBe(true);
    const b = enter(gate);
    expect(await settled(b.turn)).toBe(false);
    a.release();
    expect(await settled(b.turn)).toBe(true);
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
