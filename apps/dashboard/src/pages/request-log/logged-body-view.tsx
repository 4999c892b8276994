import type { LoggedBody } from "@reservation-api/contract";

/** A body as logged: JSON indented for reading, anything else as it came; says when it was cut off. */
export function LoggedBodyView({ title, body, testId }: { title: string; body: LoggedBody | null; testId: string }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {body === null || body.text === "" ? (
        <p className="muted">No body.</p>
      ) : (
        <>
          <pre className="code-block log-body" data-testid={testId} tabIndex={0}>
            {prettyJson(body.text)}
          </pre>
          {body.truncated && <p className="muted">Only the first 8 KB were kept; the rest was cut off.</p>}
        </>
      )}
    </section>
  );
}

/** Indented JSON when the text parses as JSON (a truncated body does not, and is shown raw). */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
