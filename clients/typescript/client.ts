/**
 * The Kortdomaren client: openapi-fetch, typed by the generated schema.d.ts. Paths, path
 * parameters, bodies and answers are all checked by the compiler, and an answer comes back as
 * `{ data }` (2xx) or `{ error }` (the RFC 9457 problem of a 4xx), so a caller narrows it with
 * `if` and never casts. Copy this file and schema.d.ts into a project that has openapi-fetch.
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema";

export type { components, paths };
export type Schemas = components["schemas"];
export type Kortdomaren = Client<paths>;

/** A client for the service at `baseUrl` (no trailing /v1: the paths carry it). */
export function kortdomaren(baseUrl: string, options: ClientOptions = {}): Kortdomaren {
  return createClient<paths>({ ...options, baseUrl });
}

/** A refusal as an Error that says what to fix; the typed problem stays on it. */
export class ProblemError extends Error {
  readonly problem: Schemas["Problem"];

  constructor(operation: string, problem: Schemas["Problem"]) {
    const where = problem.errors?.[0]?.pointer;
    super(
      `${operation}: ${problem.status} ${problem.code}` +
        (where === undefined ? "" : ` at ${where}`) +
        `: ${problem.detail}`,
    );
    this.name = "ProblemError";
    this.problem = problem;
  }
}

/**
 * The answer's data, or a ProblemError for a refusal. openapi-fetch answers `data` on 2xx and
 * `error` otherwise: one of them is always set for a JSON answer.
 */
export function unwrap<T>(
  operation: string,
  answer: { data?: T; error?: Schemas["Problem"]; response: Response },
): T {
  if (answer.error !== undefined) throw new ProblemError(operation, answer.error);
  if (answer.data === undefined) {
    throw new Error(`${operation}: ${answer.response.status} without a body`);
  }
  return answer.data;
}
