// zod/mini with English messages, for the schemas checked at run time: the session worker's (every
// message, tool arguments) and the tool output shapes (toolOutputs.ts), which both the session and
// the editor check answers against. Classic zod would bring its chained methods and its JSON Schema
// generator into the worker's bundle, which reaching "Connected" loads (README, "Benchmarks"); mini
// leaves them out. Unlike classic, mini sets no locale, so without this every issue would read
// "Invalid input": tool argument errors quote the message (src/session/tools/validateArguments.ts),
// so they stay as classic wrote them.
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export { z };
