// Why `npm run dev:pay` could not pay: printed as one line, without a stack trace.
export class DevPayRefusal extends Error {
  override readonly name = 'DevPayRefusal';
}
