// Runs async jobs one after another, so transactions from one wallet never race for a nonce.
export type Serializer = <T>(job: () => Promise<T>) => Promise<T>;

export function oneAtATime(): Serializer {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const result = tail.then(job);
    tail = result.catch(() => undefined);
    return result;
  };
}
