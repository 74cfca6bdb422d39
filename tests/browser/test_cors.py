"""A page on another origin plays a sealed deal through fetch, as a player's own client would.

The page comes from a tiny HTTP server of its own on another loopback port (another origin);
Chromium sends the preflights and enforces the answers' CORS headers exactly as for any site.
The seat-bound token is the page's to hold: it deals seat 0, asks for its legal moves, applies
one, has the bots play the other seat (suggest with play), always with the latest token.
With the origins narrowed to another page's origin, the browser refuses to hand over answers.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver

from tests.proxy.stack import gunicorn

pytestmark = pytest.mark.timeout(180)

SCRIPT = """
"use strict";
// The page's client of the API: every call a cross-origin fetch with the headers the API reads.
let calls = 0;
async function call(api, path, body) {
  calls += 1;
  const response = await fetch(api + path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? { "Accept-Language": "sv" } : {
      "Content-Type": "application/json", "Accept-Language": "sv", "X-Request-ID": "page-" + calls,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    data: await response.json(),
    requestId: response.headers.get("X-Request-ID"),
    language: response.headers.get("Content-Language"),
  };
}

async function play(api, turns) {
  const game = "/v1/games/kasino/";
  let answer = await call(api, game + "deals", { players: 2, sealed: true, seat: 0 });
  const log = [{ what: "deal", status: answer.status, requestId: answer.requestId,
                 language: answer.language }];
  let token = answer.data.token;
  for (let turn = 0; turn < turns && answer.status === 200; turn += 1) {
    const view = answer.data.views.find((entry) => entry.seat === 0).view;
    if (view.to_move === 0) {
      const legal = await call(api, game + "legal-moves", { token });
      log.push({ what: "legal-moves", status: legal.status, count: legal.data.count });
      answer = await call(api, game + "apply", { token, move: legal.data.moves[0] });
      log.push({ what: "apply", status: answer.status, seats: answer.data.views?.length });
    } else {
      answer = await call(api, game + "suggest", { token, play: true, level: "greedy" });
      log.push({ what: "suggest", status: answer.status, seat: answer.data.seat });
    }
    token = answer.data.token ?? token;  // the latest token, always
  }
  return log;
}

async function catalogue(api) {
  try {
    const answer = await call(api, "/v1/games");
    return { status: answer.status, games: answer.data.games.length };
  } catch (error) {
    return { refused: String(error) };
  }
}
"""

PAGE = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A client on another origin</title></head>
<body><p>Plays Kasino through the Kortdomaren API.</p><script>{SCRIPT}</script></body></html>
""".encode()


class _Page(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(PAGE)))
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, format: str, *args: Any) -> None:  # quiet: pytest shows failures
        pass


@contextmanager
def page_server() -> Iterator[str]:
    """The page on a loopback port of its own: its origin, e.g. http://127.0.0.1:41234."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def run(browser: webdriver.Chrome, page: str, code: str) -> Any:
    """Open ``page`` and run ``code`` (an expression awaiting the page's functions) there."""
    browser.get(f"{page}/")
    return browser.execute_async_script(
        f"const done = arguments[arguments.length - 1];"
        f"({code}).then(done, (error) => done({{thrown: String(error)}}));"
    )


@pytest.fixture(scope="module")
def pages() -> Iterator[tuple[str, str]]:
    with page_server() as first, page_server() as second:
        yield first, second


def test_a_page_on_another_origin_plays_a_sealed_deal(
    server: str, browser: webdriver.Chrome, pages: tuple[str, str]
) -> None:
    page = pages[0]
    assert page.rsplit(":", 1)[1] != server.rsplit(":", 1)[1]  # another origin
    log = run(browser, page, f"play({server!r}, 6)")
    assert isinstance(log, list), log
    assert log[0] == {"what": "deal", "status": 200, "requestId": "page-1", "language": "sv"}
    assert {entry["what"] for entry in log} == {"deal", "legal-moves", "apply", "suggest"}, log
    assert all(entry["status"] == 200 for entry in log), log
    assert len([e for e in log if e["what"] in ("apply", "suggest")]) == 6, log
    assert all(e["count"] > 0 for e in log if e["what"] == "legal-moves"), log
    assert all(e["seats"] == 1 for e in log if e["what"] == "apply"), log  # seat 0's view only
    assert all(e["seat"] == 1 for e in log if e["what"] == "suggest"), log  # the bots' seat


def test_a_narrowed_origin_list_makes_the_browser_refuse(
    browser: webdriver.Chrome, pages: tuple[str, str], tmp_path: Path
) -> None:
    allowed, other = pages
    with gunicorn(tmp_path, workers=1, env={"KORTDOMAREN_CORS_ORIGINS": allowed}) as port:
        api = f"http://127.0.0.1:{port}"
        assert run(browser, allowed, f"catalogue({api!r})")["status"] == 200
        refused = run(browser, other, f"catalogue({api!r})")
        assert "refused" in refused and "Failed to fetch" in refused["refused"], refused
        refused_play = run(browser, other, f"play({api!r}, 2)")
        assert "Failed to fetch" in refused_play.get("thrown", ""), refused_play
