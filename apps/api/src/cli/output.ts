/** Prints a result as JSON (for scripts) or as the given human-readable lines. */
export function printResult(json: boolean, result: unknown, humanLines: string[]): void {
  process.stdout.write(json ? `${JSON.stringify(result, null, 2)}\n` : `${humanLines.join("\n")}\n`);
}
