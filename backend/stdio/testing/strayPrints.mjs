// Test preload (NODE_OPTIONS=--import …) for bin/groovymcp: plays a library that prints to stdout
// while the server serves (docs/server.md §1). It prints only once process.stdout.write has been
// replaced, i.e. while serving, so that every print is one the server must keep off its stdout.
const original = process.stdout.write;
let printed = 0;
const timer = setInterval(() => {
  if (process.stdout.write === original || printed >= 5) return;
  printed++;
  console.log(`stray print ${printed} from a library`);
}, 20);
timer.unref();
