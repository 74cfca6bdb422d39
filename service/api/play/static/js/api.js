// The public API, asked in the page's language; a refusal is an error carrying its problem.
// A lost connection (no answer, or 502/503/504 from a front or a restarting service) is tried
// again a few times, backing off, and said while it lasts; a token the service can no longer
// play on (sealed by a key it no longer holds, altered, expired, or already played on) is
// not a verdict on the move: it strands the game, and the page offers to start again.

import { $, LANG, root, S, T } from "./state.js";
import { showRecovery } from "./recovery.js";
import { fmt, withFaces } from "./words.js";

export class Refused extends Error {
  constructor(status, data) {
    super(data?.detail ?? String(status));
    this.status = status;
    this.data = data ?? {};
  }
}

// The game's token no longer opens or plays on: not a Refused (whose 422 reads as "not
// legal"), so every caller's error path shows it through showError, which offers a restart.
export class Stranded extends Error {
  constructor(data) {
    super(data?.detail ?? "token");
    this.data = data ?? {};
  }
}

// The connection stayed lost through every retry.
export class Lost extends Error {}

const RETRY_STATUS = new Set([502, 503, 504]);
// waits before each new try, in ms: ~7.5 s in all, then the page says it gave up
export const BACKOFF = [500, 1000, 2000, 4000];
const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

const stranding = (status, data) => status === 409 ? data?.code === "token_spent"
  : data?.code === "invalid_token";

function reconnecting(on) {
  const notice = $("connection");
  notice.textContent = on ? T.reconnecting : "";
  notice.hidden = !on;
}

export async function api(path, body) {
  const init = { method: body === undefined ? "GET" : "POST", headers: { "Accept-Language": LANG } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  // a retried play-on request is the same request: the service answers it again rather than
  // refusing it as spent (service/api/spent.py)
  for (let attempt = 0; ; attempt += 1) {
    let response = null;
    try {
      response = await fetch(path, init);
    } catch {
      response = null;
    }
    if (response && !RETRY_STATUS.has(response.status)) {
      reconnecting(false);
      const data = await response.json().catch(() => ({}));
      if (response.ok) return data;
      if (stranding(response.status, data)) throw new Stranded(data);
      throw new Refused(response.status, data);
    }
    if (attempt >= BACKOFF.length) {
      reconnecting(false);
      throw new Lost(T.network);
    }
    reconnecting(true);
    await sleep(BACKOFF[attempt]);
  }
}

export const endpoint = (name) => `/v1/games/${encodeURIComponent(S.game.id)}/${name}`;

// A problem in words, its card codes as the page shows cards (4H → 4♥).
export function problemText(problem) {
  const items = [...(problem.violations ?? []), ...(problem.errors ?? [])];
  const lines = items.map((item) => (item.rule ? `${item.rule}: ${item.message}` : item.message));
  return withFaces([problem.detail, ...lines].filter(Boolean).join(" "));
}

export function showError(error) {
  const box = $("error");
  if (!error) {
    box.hidden = true;
    box.textContent = "";
    showRecovery(null);
    return;
  }
  if (error instanceof Stranded) {
    box.hidden = true;
    showRecovery("stranded", error.data);
    root.dataset.status = "stranded";
    return;
  }
  if (error instanceof Lost) {
    box.hidden = true;
    showRecovery("lost");
    root.dataset.status = "error";
    return;
  }
  const detail = error instanceof Refused ? problemText(error.data) : String(error);
  box.textContent = fmt("error", { status: error.status ?? "", detail });
  box.hidden = false;
  root.dataset.status = "error";
}
