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

  it('stops taking generations while draining', async () => {
    const gate = new GenerationGate(2);
    const a = enter(gate);
    const drained = gate.drain(1_000);
    expect(gate.enter()).toBe('stopping');
    a.release();
    expect(await drained).toBe(0);
  });
});
