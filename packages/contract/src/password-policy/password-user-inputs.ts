/** What the person setting a password is known by; each is optional where it is not known yet. */
export interface PasswordOwner {
  email?: string | undefined;
  displayName?: string | undefined;
  merchantName?: string | undefined;
}

/** Pieces shorter than this match inside too many unrelated passwords to say anything. */
const MIN_PIECE_LENGTH = 3;

/**
 * The words a guesser who knows the account would try first: the email, its local part and
 * domain labels, and each name whole, word by word and run together (`janedoe`).
 */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const inputs = new Set<string>();
  const email = owner.email?.trim().toLowerCase() ?? "";
  if (email !== "") {
    const [localPart = "", domain = ""] = email.split("@");
    inputs.add(email);
    for (const piece of phraseVariants(localPart)) inputs.add(piece);
    for (const label of domain.split(".").slice(0, -1)) for (const piece of phraseVariants(label)) inputs.add(piece);
  }
  for (const name of [owner.displayName, owner.merchantName]) {
    for (const piece of phraseVariants(name ?? "")) inputs.add(piece);
  }
  return [...inputs].filter((input) => input.length >= MIN_PIECE_LENGTH);
}

/** A phrase whole, its words and its words run together, each also without accents (`lumière`, `lumiere`). */
function phraseVariants(phrase: string): string[] {
  const lower = phrase.trim().toLowerCase();
  const unaccented = lower.normalize("NFD").replace(/\p{M}/gu, "");
  return [...new Set([lower, unaccented])].flatMap((spelling) => {
    const words = spelling.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
    return [spelling, ...words, words.join("")];
  });
}
