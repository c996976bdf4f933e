// The narrow card the account pages sit in: the document title, the page's one h1, and the form below it.
import type { ReactNode } from 'react';
import { siteConfig } from '../../config/site';

type AuthLayoutProps = {
  title: string;
  children: ReactNode;
};

export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <section className="page container auth-page">
      <div className="auth-card">
        <title>{`${title} | ${siteConfig.productName}`}</title>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
