// Compiles the JVM Groovy engine at install time (`npm ci` runs this as `prepare`), with javac
// against the Groovy 4 jars that npm-groovy-lint ships, or $GROOVY_HOME/lib when set.
// No Gradle, no Maven: these machines reach only the npm registry and Debian's packages.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const engineDir = dirname(fileURLToPath(import.meta.url));
const srcDir = join(engineDir, 'src');
const buildDir = join(engineDir, 'build');

function groovyLibDir() {
  if (process.env.GROOVY_HOME) return join(process.env.GROOVY_HOME, 'lib');
  return join(engineDir, '..', 'node_modules', 'npm-groovy-lint', 'lib', 'java', 'groovy', 'lib');
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
const jars = ['groovy-4.0.26.jar', 'groovy-json-4.0.26.jar'].map((j) => join(lib, j));
for (const jar of jars) {
  if (!existsSync(jar)) {
    console.error(`engine: missing ${jar} (install npm-groovy-lint or set GROOVY_HOME)`);
    process.exit(1);
  }
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
  {
    stdio: 'inherit',
  },
);
execFileSync('jar', ['cf', join(buildDir, 'engine.jar'), '-C', join(buildDir, 'classes'), '.'], {
  stdio: 'inherit',
});
console.log(`engine: compiled ${sources.length} sources into engine/build/engine.jar`);
