/** Stops the process with a message an operator can act on, and no stack trace for known causes. */
export function exitWithStartupError(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\nCannot start: ${message}\n`);
  process.exit(1);
}
