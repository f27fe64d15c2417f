// Compiles the JVM Groovy engine at install time (`npm ci` runs this as `prepare`), with javac
// against the Groovy 4 jars that npm-groovy-lint ships, or $GROOVY_HOME/lib when set, then records
// an AppCDS archive (engine/build/engine.jsa) from a warm-up run so the engine starts faster
// (docs/groovy-compiler-notes.md §7, §9). The archive is optional: without it the engine still runs.
// No Gradle, no Maven: these machines reach only the npm registry and Debian's packages.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const engineDir = dirname(fileURLToPath(import.meta.url));
const srcDir = join(engineDir, 'src');
const buildDir = join(engineDir, 'build');
const engineJar = join(buildDir, 'engine.jar');
const archive = join(buildDir, 'engine.jsa');

// Kept in step with backend/engine/engineCommand.ts, which finds the same jars at launch: the
// archive is only used when the launch classpath matches the one recorded here.
function groovyLibDir() {
  if (process.env.GROOVY_HOME) return join(process.env.GROOVY_HOME, 'lib');
  return join(engineDir, '..', 'node_modules', 'npm-groovy-lint', 'lib', 'java', 'groovy', 'lib');
}

function groovyJars(lib) {
  const names = existsSync(lib) ? readdirSync(lib) : [];
  const core = names.find((n) => /^groovy-\d[\w.-]*\.jar$/.test(n));
  const json = names.find((n) => /^groovy-json-\d[\w.-]*\.jar$/.test(n));
  return core && json ? [join(lib, core), join(lib, json)] : undefined;
}

function javaFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? javaFiles(p) : name.endsWith('.java') ? [p] : [];
  });
}

const sources = javaFiles(srcDir);
if (sources.length === 0) {
  console.log('engine: no Java sources yet');
  process.exit(0);
}
const lib = groovyLibDir();
const jars = groovyJars(lib);
if (!jars) {
  console.error(
    `engine: no groovy-<version>.jar and groovy-json-<version>.jar in ${lib} (install npm-groovy-lint or set GROOVY_HOME)`,
  );
  process.exit(1);
}
rmSync(buildDir, { recursive: true, force: true });
mkdirSync(join(buildDir, 'classes'), { recursive: true });
execFileSync(
  'javac',
  [
    '--release',
    '17',
    '-encoding',
    'UTF-8',
    '-cp',
    jars.join(':'),
    '-d',
    join(buildDir, 'classes'),
    ...sources,
  ],
  { stdio: 'inherit' },
);
// The jar is also the engine's Java agent (-javaagent): layer 1 of its sandbox, installed before
// main (engine/README.md "Compile, never run").
const manifest = join(buildDir, 'MANIFEST.MF');
writeFileSync(manifest, 'Premain-Class: groovymcp.engine.sandbox.NeverRunAgent\n');
execFileSync('jar', ['cfm', engineJar, manifest, '-C', join(buildDir, 'classes'), '.'], { stdio: 'inherit' });
rmSync(manifest, { force: true });
rmSync(join(buildDir, 'classes'), { recursive: true, force: true });
console.log(`engine: compiled ${sources.length} sources into engine/build/engine.jar`);

const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

// Layer 1's fail-closed class-file hook (engine/native/failClosedHook.c), a JVMTI agent the engine
// is launched with (-agentpath). Built with the C compiler and the JDK's own headers; without it the
// engine still runs, and reports layer 1 as not in force (engine/README.md "Compile, never run").
const hookSource = join(engineDir, 'native', 'failClosedHook.c');
// Its name is kept in step with backend/engine/engineCommand.ts, which passes it at launch.
const hookLibrary = join(
  buildDir,
  process.platform === 'darwin' ? 'libfailclosedhook.dylib' : 'libfailclosedhook.so',
);
const javaHome = spawnSync(java, ['-XshowSettings:properties', '-version'], {
  encoding: 'utf8',
}).stderr?.match(/^\s*java\.home = (.+)$/m)?.[1];
const include = javaHome ? join(javaHome, 'include') : undefined;
const cc = process.env.CC ?? 'cc';
const hook =
  include && existsSync(join(include, 'jvmti.h'))
    ? spawnSync(
        cc,
        [
          '-shared',
          '-fPIC',
          '-O2',
          '-Wall',
          '-Werror',
          `-I${include}`,
          `-I${join(include, process.platform === 'darwin' ? 'darwin' : 'linux')}`,
          '-o',
          hookLibrary,
          hookSource,
        ],
        { stdio: 'inherit' },
      )
    : undefined;
if (hook?.status === 0) {
  console.log(`engine: compiled the fail-closed class-file hook into engine/build/${basename(hookLibrary)}`);
} else {
  console.warn(
    `engine: no fail-closed class-file hook (${hook ? `${cc} failed or is missing` : `no JDK headers at ${include}`}); layer 1 of the sandbox will report itself not in force`,
  );
}

// The AppCDS archive and its key, recorded by backend/engine/appCdsArchive.ts (which also
// re-records it in the background when a launch finds it stale: the checkout moved, another JDK),
// for the java and classpath that backend/engine/engineCommand.ts launches with.
const repoDir = join(engineDir, '..');
const record = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    join(repoDir, 'backend', 'engine', 'recordArchive.ts'),
    JSON.stringify({ java, buildDir, classpath: [engineJar, ...jars] }),
  ],
  { cwd: repoDir, stdio: ['ignore', 'inherit', 'inherit'], timeout: 180_000 },
);
if (record.status === 0 && existsSync(archive)) {
  console.log(`engine: recorded the AppCDS archive engine/build/engine.jsa`);
} else {
  console.warn(`engine: no AppCDS archive (status ${record.status}); the engine starts without it`);
}
