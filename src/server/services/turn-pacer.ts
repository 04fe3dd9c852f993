/**
 * Lets a few waiters go on per turn of the event loop, in the order they asked.
 *
 * The server has one thread. When a batch statement answers (the token spend of two hundred people who
 * pressed "Gerar" in the same second), every request waiting for it goes on in the same instant, and each
 * then writes its answer's headers, builds its prompt and sends it to the model, all before the event loop
 * looks at its sockets again: one stretch of 100–150 ms on this machine. A page that asks `/api/me` in
 * that moment is not even read until the stretch ends.
 *
 * Handing them over a few at a time, one group per turn, leaves the same work in the same order, but
 * between two groups the loop reads what has arrived (a page's request, a database answer) and answers it.
 * A group is started by `setImmediate`, which runs after the loop's I/O: one group per turn, never several.
 */
export function turnPacer(perTurn: number): () => Promise<void> {
  const waiting: Array<() => void> = [];
  let scheduled = false;

  const handOver = () => {
    scheduled = false;
    // Each resolved waiter's continuation runs in the microtasks right after this callback, still in this turn.
    for (let i = 0; i < perTurn && waiting.length > 0; i++) waiting.shift()!();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    scheduled = true;
    setImmediate(handOver);
  };

  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) schedule();
    });
}
