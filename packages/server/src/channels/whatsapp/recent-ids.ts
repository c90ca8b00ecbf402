/** A bounded set of recently seen ids (insertion order; the oldest are forgotten first). */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.delete(id);
    this.ids.add(id);
    if (this.ids.size <= this.capacity) return;
    const oldest = this.ids.values().next();
    if (!oldest.done) this.ids.delete(oldest.value);
  }
}
