import type { ReactNode } from 'react';
import { Logo } from '../../ui/Logo';

/**
 * The sign-in and sign-up page frame: a card under the logo, at a fixed distance from the top.
 * Not centred: the sign-in page is drawn as the HTML arrives, and a centred card that grows
 * while the rest of the form is parsed moves the logo and the heading up (a layout shift).
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 px-4 py-10">
      <Logo />
      <section className="flex w-full max-w-sm flex-col gap-6 rounded-lg border border-slate-200 bg-white p-6 mobile:p-5">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">{subtitle}</p>
        </div>
        {children}
      </section>
      <p className="text-sm text-slate-600">{footer}</p>
    </main>
  );
}
