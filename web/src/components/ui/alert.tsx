// A message about the whole form or page. Failures interrupt (role alert); good news waits its turn (status).
import type { ReactNode } from 'react';

type AlertProps = {
  tone: 'error' | 'success' | 'info';
  id?: string;
  children: ReactNode;
};

export function Alert({ tone, id, children }: AlertProps) {
  return (
    <div id={id} className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
