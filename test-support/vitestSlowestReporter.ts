// A Vitest reporter that prints the 10 slowest test files when the run ends (beside the default
// reporter, vitest.config.ts), so the next slow file is seen as it appears rather than guessed.
import type { Reporter, TestModule } from 'vitest/node';
import { formatSlowest, type FileTime } from './slowestFiles.ts';

/** What `module` cost its worker: its environment, import and set-up files, then its tests and hooks. */
export function fileTime(module: TestModule): FileTime {
  const d = module.diagnostic();
  // In browser mode every file is "prepared" (its page opened) up front and then waits its turn, so
  // its prepare time is mostly the queue, not its own cost (a 0.2 s file showed 130 s of set-up).
  const prepareMs = module.project.config.browser.enabled ? 0 : d.prepareDuration;
  const setupMs = d.environmentSetupDuration + prepareMs + d.setupDuration + d.collectDuration;
  const project = module.project.name ? `[${module.project.name}] ` : '';
  return { file: `${project}${module.relativeModuleId}`, ms: setupMs + d.duration, setupMs };
}

export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const summary = formatSlowest('Slowest test files', modules.map(fileTime));
    if (summary) process.stdout.write(`\n${summary}\n`);
  }
}
