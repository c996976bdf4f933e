// The authenticator key as people type it: groups of four, the way the apps' "enter a setup key" screens show it.
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
