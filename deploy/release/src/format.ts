/** Milliseconds as the CLI prints them: "12.3 s". */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** What a switch made live, in words: a version, or the build the gateway is configured with. */
export const versionLabel = (version: string | null | undefined): string => version ?? 'the configured build';
