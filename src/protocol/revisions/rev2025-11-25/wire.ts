// What 2025-11-25 adds to the results of 2025-06-18 (src/client/schemas/2025-11-25.json):
// `Implementation.description`. Tool schemas keep their `$schema`, which changes no type.
import type * as Prev from '../rev2025-06-18/wire';

export interface Implementation extends Prev.Implementation {
  description: string;
}
