import { commandName } from './packages.js';

/** A server command line that runs a script through a shell. */
export interface ShellScript {
  /** `sh`, `bash`, `cmd`, `powershell`... */
  shell: string;
  /** Index into `args` where the script starts. */
  argIndex: number;
  /** The script (for `cmd /c` and PowerShell, the remaining args joined by spaces). */
  script: string;
  /** PowerShell `-EncodedCommand`: the script is base64, hidden from whoever reads the config. */
  encoded: boolean;
}

const POSIX_SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish', 'mksh']);

/** The script a shell invocation runs, or undefined when the command is not `<shell> -c <script>`. */
export function shellScript(command: string, args: readonly string[]): ShellScript | undefined {
  const shell = commandName(command);
  if (POSIX_SHELLS.has(shell)) {
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      // -c, or combined short flags such as -lc / -ec / -xc
      if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(a) && !a.startsWith('--')) {
        return i + 1 < args.length
          ? { shell, argIndex: i + 1, script: args[i + 1], encoded: false }
          : undefined;
      }
      if (!a.startsWith('-')) return undefined; // `bash script.sh`: a file, not an inline script
    }
    return undefined;
  }
  if (shell === 'cmd') {
    const i = args.findIndex((a) => /^\/[ck]$/i.test(a));
    if (i === -1 || i + 1 >= args.length) return undefined;
    return { shell, argIndex: i + 1, script: args.slice(i + 1).join(' '), encoded: false };
  }
  if (shell === 'powershell' || shell === 'pwsh') {
    const i = args.findIndex((a) => /^-(?:c|command|encodedcommand|ec|e)$/i.test(a));
    if (i === -1 || i + 1 >= args.length) return undefined;
    const encoded = /^-(?:encodedcommand|ec|e)$/i.test(args[i]);
    return { shell, argIndex: i + 1, script: args.slice(i + 1).join(' '), encoded };
  }
  return undefined;
}

/** Interpolation constructs a script uses, by kind, in a fixed order (`$VAR`, `${…}`, `$(…)`, `` `…` ``, `%VAR%`). */
export function interpolations({ shell, script, encoded }: ShellScript): string[] {
  if (encoded) return ['-EncodedCommand'];
  const found: string[] = [];
  if (/\$\{[^}]*\}/.test(script)) found.push('${…}');
  if (/\$\(/.test(script)) found.push('$(…)');
  if (/\$[A-Za-z_][A-Za-z0-9_]*/.test(script) || /\$env:[A-Za-z_]/i.test(script))
    found.push('$VAR');
  // PowerShell uses the backtick as its escape character, not command substitution
  if (shell !== 'powershell' && shell !== 'pwsh' && shell !== 'cmd' && /`[^`]*`/.test(script)) {
    found.push('`…`');
  }
  if (shell === 'cmd' && /%[A-Za-z_][A-Za-z0-9_]*%|![A-Za-z_][A-Za-z0-9_]*!/.test(script)) {
    found.push('%VAR%');
  }
  return found;
}
