// The public API, asked in the page's language; a refusal is an error carrying its problem.

import { $, LANG, root, S, T } from "./state.js";
import { fmt } from "./words.js";

export class Refused extends Error {
  constructor(status, data) {
    super(data?.detail ?? String(status));
    this.status = status;
    this.data = data ?? {};
  }
}

export async function api(path, body) {
  const init = { method: body === undefined ? "GET" : "POST", headers: { "Accept-Language": LANG } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new Refused(0, { detail: T.network });
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Refused(response.status, data);
  return data;
}

export const endpoint = (name) => `/v1/games/${encodeURIComponent(S.game.id)}/${name}`;

export function problemText(problem) {
  const items = [...(problem.violations ?? []), ...(problem.errors ?? [])];
  const lines = items.map((item) => (item.rule ? `${item.rule}: ${item.message}` : item.message));
  return [problem.detail, ...lines].filter(Boolean).join(" ");
}

export function showError(error) {
  const box = $("error");
  if (!error) {
    box.hidden = true;
    box.textContent = "";
    return;
  }
  const detail = error instanceof Refused ? problemText(error.data) : String(error);
  box.textContent = fmt("error", { status: error.status ?? "", detail });
  box.hidden = false;
  root.dataset.status = "error";
}
