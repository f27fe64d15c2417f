// `node --import tsx backend/http/main.ts [--api-only]`: the playground backend (see launchOptions.ts
// for the environment it reads).
import { launch } from './launch';

await launch();
