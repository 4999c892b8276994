import { useEffect, useState } from "react";
import type { PasswordAssessment, PasswordOwner } from "@reservation-api/contract/password-policy";

/**
 * The policy with its dictionaries, a download of its own (vite makes it a same-origin chunk, as
 * `script-src 'self'` requires) that only the pages setting a password fetch.
 */
const loadPasswordPolicy = () => import("@reservation-api/contract/password-policy");

/** Typing faster than this does not re-estimate on every key. */
const TYPING_PAUSE_MS = 150;

/** How strong the password being typed is, by the server's own rule; undefined until estimated or when empty. */
export function usePasswordAssessment(password: string, owner: PasswordOwner): PasswordAssessment | undefined {
  const [assessed, setAssessed] = useState<{ password: string; assessment: PasswordAssessment }>();
  const { email, displayName, merchantName } = owner;
  useEffect(() => {
    // Fetched as the form opens, so the first key pressed does not wait for it; a failure here
    // shows again (and is handled) when a key is pressed.
    void loadPasswordPolicy().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (password === "") return;
    let stale = false;
    const timer = setTimeout(() => {
      loadPasswordPolicy().then(
        ({ assessPassword }) => {
          if (!stale) setAssessed({ password, assessment: assessPassword(password, { email, displayName, merchantName }) });
        },
        // Without the meter the form still works: the server judges the password when it is sent.
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [password, email, displayName, merchantName]);
  return password === "" ? undefined : assessed?.assessment;
}
