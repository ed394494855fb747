import type { ChildProcess } from 'node:child_process';

export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number;
export function supervise(child: ChildProcess, parent?: NodeJS.Process): void;
