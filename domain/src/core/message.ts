// The shapes every aggregate module builds on: events and commands are plain, typed data.

export type Event<Type extends string = string, Data extends object = object> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

export type Command<Type extends string = string, Data extends object = object> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

/** Who caused an event; the audit trail reads it from each event's metadata. */
export type Actor =
  | `user:${string}`
  | `admin:${string}`
  | `robot:${string}`
  | `system:${string}`
  | 'anonymous';
