// How many change streams each admin has open in this process, bounded so one account cannot hold many.
export class OpenStreamCount {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerAdmin: number) {}

  /** Counts one more stream for the admin; false, counting nothing, when they already have the most. */
  take(adminId: string): boolean {
    const count = this.open.get(adminId) ?? 0;
    if (count >= this.maxPerAdmin) return false;
    this.open.set(adminId, count + 1);
    return true;
  }

  give(adminId: string): void {
    const count = (this.open.get(adminId) ?? 0) - 1;
    if (count > 0) this.open.set(adminId, count);
    else this.open.delete(adminId);
  }
}
