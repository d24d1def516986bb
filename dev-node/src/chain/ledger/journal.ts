/**
 * Undo log of every state change a transaction makes, so a transaction that fails part-way
 * (an assertion in its second action, in an inline action) leaves no trace, as nodeos's undo
 * session does. Changes outside a transaction (genesis bulk loads) are not recorded.
 */
export class Journal {
  private readonly undo: (() => void)[] = [];
  private open = 0;

  /** Starts a (possibly nested) transaction; pass the mark to commit or roll back. */
  begin(): number {
    this.open++;
    return this.undo.length;
  }

  record(undo: () => void): void {
    if (this.open > 0) this.undo.push(undo);
  }

  commit(mark: number): void {
    this.open--;
    // Only the outermost commit forgets: an enclosing rollback must still undo nested work.
    if (this.open === 0) this.undo.length = mark;
  }

  rollback(mark: number): void {
    while (this.undo.length > mark) this.undo.pop()?.();
    this.open--;
  }
}
