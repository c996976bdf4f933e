// The password rules still broken, one per line, from the local rule or from the server.

type PasswordErrorListProps = {
  errors: readonly string[];
  label?: string;
};

export function PasswordErrorList({
  errors,
  label = 'Password requirements not met',
}: PasswordErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <ul className="rule-list" aria-label={label}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
