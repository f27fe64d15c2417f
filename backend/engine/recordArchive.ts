// `node --import tsx backend/engine/recordArchive.ts '{"java","buildDir","classpath"}'`: records the
// engine's AppCDS archive and its key (archiveRecorder.ts). engine/build.mjs runs it at install time;
// a launch that finds the archive stale runs it detached in the background. Exit 0 when recorded
// or when another recorder is at it, 1 when recording failed (the engine runs without an archive).
import type { ArchiveInputs } from './appCdsArchive';
import { recordArchive } from './archiveRecorder';

const inputs = JSON.parse(process.argv[2] ?? '{}') as Partial<ArchiveInputs>;
if (
  typeof inputs.java !== 'string' ||
  typeof inputs.buildDir !== 'string' ||
  !Array.isArray(inputs.classpath)
) {
  process.stderr.write('usage: recordArchive.ts \'{"java": …, "buildDir": …, "classpath": […]}\'\n');
  process.exit(2);
}
const outcome = recordArchive({ java: inputs.java, buildDir: inputs.buildDir, classpath: inputs.classpath });
process.exitCode = outcome === 'failed' ? 1 : 0;
