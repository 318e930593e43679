import { spawn } from 'node:child_process';
import type { FaultWindow } from './analysis';
import { pause } from './http';

/** Runs a shell command to its end without blocking the customers; answers its exit code. */
export function sh(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

/** Waits until `readyCommand` succeeds (checked every 50 ms, for at most `timeoutMs`). */
async function untilReady(readyCommand: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await sh(readyCommand)) !== 0) {
    if (Date.now() > deadline)
      throw new Error(`still not ready after ${timeoutMs / 1000} s: ${readyCommand}`);
    await pause(50);
  }
}

export interface FaultCommands {
  /** Stops the dependency (or restarts it, with `start` empty). */
  stop: string;
  /** Starts it again after `downMs`; empty when `stop` restarts it by itself. */
  start: string;
  /** Succeeds once it answers again. */
  ready: string;
  downMs: number;
}

/** Breaks a dependency and brings it back; answers when it was broken and when it answered again. */
export async function runFault(name: string, commands: FaultCommands): Promise<FaultWindow> {
  const start = Date.now();
  console.log(`drill: ${name}: ${commands.stop}`);
  const stopped = await sh(commands.stop);
  if (stopped !== 0) console.warn(`drill: ${name}: the stop command exited ${stopped}`);
  if (commands.start) {
    await pause(commands.downMs);
    console.log(`drill: ${name}: ${commands.start}`);
    const started = await sh(commands.start);
    if (started !== 0) throw new Error(`${name}: the start command exited ${started}`);
  }
  await untilReady(commands.ready, 60_000);
  const end = Date.now();
  console.log(`drill: ${name}: answering again after ${((end - start) / 1000).toFixed(1)} s`);
  return { name, start, end };
}
