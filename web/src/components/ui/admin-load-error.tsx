// Spec §8 'Admin load': the screen an admin tab shows when its list cannot load, titled 'Error Loading
// Admin Dashboard' with what failed ('Failed to fetch users', 'Failed to fetch licenses').
import { Alert } from './alert';

export const ADMIN_LOAD_ERROR_TITLE = 'Error Loading Admin Dashboard';

export function AdminLoadError({ message }: { message: string }) {
  return (
    <Alert tone="error">
      <h2>{ADMIN_LOAD_ERROR_TITLE}</h2>
      <p>{message}</p>
    </Alert>
  );
}
