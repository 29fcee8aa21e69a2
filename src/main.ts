import { main } from './cli/entry.ts';

await main();
