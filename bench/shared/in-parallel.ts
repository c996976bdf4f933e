// Runs `count` tasks with at most `workers` in flight, keeping the results in task order: how the
// benches seed users, licences and tickets quickly without flooding the database.
export async function inParallel<T>(
  count: number,
  workers: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}
