import type { ReactNode } from "react";

/** The centred card of the pages used before signing in. */
export function AuthFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-frame">
      <p className="product-name">External Reservation API · Dashboard</p>
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
