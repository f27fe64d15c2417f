// The flooder of `npm run bench:hosted` in a process of its own (started by floodFromOwnProcess in
// bench/hostedFlood.ts): the flooding person's browser is another machine's, so its 300 requests a
// second of 60 KB must not run on the event loop that times the other visitors' markers.
// Arguments: the front's URL, the phase's length in ms, the connections. Prints its FloodStats.
import { flood } from './hostedFlood';

const [front, ms, connections] = process.argv.slice(2);
const stats = await flood(front!, performance.now() + Number(ms), Number(connections));
process.stdout.write(JSON.stringify(stats));
