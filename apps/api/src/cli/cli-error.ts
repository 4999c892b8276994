/** A failure to report to the operator as one line, with the process exit code (2: usage). */
export class CliError extends Error {
  override readonly name = "CliError";
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
