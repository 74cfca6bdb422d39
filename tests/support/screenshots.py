"""The screenshots in docs/, taken by scripts/screenshots, and what they were taken of.

``python -m tests.support.screenshots`` (what scripts/screenshots runs) starts the service on
loopback and headless Chromium, and writes

- docs/play.png: /play in the middle of a two-player Kasino deal, seat 0 to move, a legal move
  chosen (1280 px wide, the whole page);
- docs/play-phone.png: the same moment on a phone (375 CSS px wide, the whole page);
- docs/api-docs.png: /docs, every operation listed (1280 px wide, the whole page);
- docs/screenshots.json: the fingerprint of the sources that shape each picture (below) and
  each picture's SHA-256.

The deal is sealed, so its cards differ from run to run: a picture is current when the sources
that shape it have not changed since it was taken, not when it is byte for byte the same.
tests/browser/test_screenshots.py recomputes the fingerprint and fails with "run
scripts/screenshots" when they have. The sources, each hashed on its own (the file names of a
changed one are then named):

- the play page: its templates and static files (the script's modules, the stylesheets, the
  cards' pictures), its Python package, and the English words it can show: the msgids of the
  ``play`` and ``messages`` catalogue templates (ids only: a moved line changes no word);
- the API page: docs_page.py (the page and its start-up script) and what Swagger UI draws of
  openapi.yaml with the operations collapsed: info, servers, tags, each operation's method,
  path, operationId, summary, tags and deprecation (the schemas stay folded). Swagger UI's files
  come from the installed wheel and are left out: another wheel is no change of this project.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from babel.messages.pofile import read_po
from selenium import webdriver
from selenium.webdriver.support.ui import Select, WebDriverWait

from tests.browser.test_play_match import listed, pick, play_turn, wait_for
from tests.support.browser import chromium, console_errors, full_page_png
from tests.support.server import ROOT, gunicorn

RECORD = Path("docs/screenshots.json")  # under ROOT, as every path here
PLAY = Path("service/api/play")
CATALOGUES = (Path("service/translations/play.pot"), Path("service/translations/messages.pot"))
DOCS_PAGE = Path("service/api/docs_page.py")
SPEC = Path("openapi.yaml")
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")

WIDTH, HEIGHT = 1280, 900  # the desktop window
PHONE = {"width": 375, "height": 812, "deviceScaleFactor": 1, "mobile": True}
WAIT = 30  # seconds for the page to reach a state
MOVES_BEFORE = 8  # seat 0's moves played before the picture: the middle of a 24-move deal
MOVES_MORE = 6  # more moves at most while seat 0 has no capture to choose for the picture

# which sources shape which picture
IMAGES = {"play.png": "play", "play-phone.png": "play", "api-docs.png": "api-docs"}


# ---- the fingerprint -----------------------------------------------------------------------


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def catalogue_ids(path: Path) -> bytes:
    """A catalogue template's messages (context, id, plural), sorted, without locations."""
    with path.open("rb") as source:
        ids = sorted(
            [message.context or "", *([message.id] if isinstance(message.id, str) else message.id)]
            for message in read_po(source)
            if message.id
        )
    return json.dumps(ids, ensure_ascii=False).encode()


def read_spec(path: Path) -> dict[str, Any]:
    # libyaml's loader where there is one: the pure-Python one takes seconds over the contract
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    spec: dict[str, Any] = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)
    return spec


def drawn_spec(path: Path) -> bytes:
    """What Swagger UI draws of the spec while every operation is collapsed."""
    spec = read_spec(path)
    operations = [
        {
            "method": method,
            "path": route,
            **{
                key: item[method].get(key)
                for key in ("operationId", "summary", "tags", "deprecated")
            },
        }
        for route, item in spec.get("paths", {}).items()
        for method in METHODS
        if method in item
    ]
    drawn = {
        "openapi": spec.get("openapi"),
        "info": spec.get("info"),
        "servers": spec.get("servers"),
        "tags": spec.get("tags"),
        "operations": operations,
    }
    return json.dumps(drawn, ensure_ascii=False, sort_keys=True).encode()


def ignored(path: Path) -> bool:
    """Not a source: bytecode, an editor's backup or swap file, anything hidden."""
    return (
        "__pycache__" in path.parts
        or path.suffix in (".pyc", ".swp", ".orig", ".rej")
        or path.name.endswith("~")
        or any(part.startswith(".") for part in path.parts)
    )


def sources(root: Path = ROOT) -> dict[str, dict[str, str]]:
    """{picture's sources: {source: SHA-256}} for the play page and the API page."""
    page = root / PLAY
    play = {
        path.relative_to(root).as_posix(): digest(path.read_bytes())
        for path in sorted(page.rglob("*"))
        if path.is_file() and not ignored(path.relative_to(page))
    }
    for catalogue in CATALOGUES:
        play[f"{catalogue.as_posix()} (message ids)"] = digest(catalogue_ids(root / catalogue))
    docs = {
        DOCS_PAGE.as_posix(): digest((root / DOCS_PAGE).read_bytes()),
        f"{SPEC.as_posix()} (as listed)": digest(drawn_spec(root / SPEC)),
    }
    return {"play": play, "api-docs": docs}


def stale(root: Path = ROOT) -> list[str]:
    """Why the pictures in docs/ are not those of the present sources; empty when they are."""
    record_path = root / RECORD
    if not record_path.exists():
        return [f"{RECORD} is missing"]
    record = json.loads(record_path.read_text(encoding="utf-8"))
    problems = []
    for name, group in IMAGES.items():
        image = root / "docs" / name
        taken = record.get("images", {}).get(name)
        if taken is None or not image.exists():
            problems.append(f"docs/{name} or its entry in {RECORD} is missing")
        elif digest(image.read_bytes()) != taken.get("sha256"):
            problems.append(f"docs/{name} is not the picture {RECORD} records")
        if taken is not None and taken.get("sources") != group:
            problems.append(f"{RECORD} records docs/{name} as taken of {taken.get('sources')}")
    now = sources(root)
    for group, files in now.items():
        then: dict[str, str] = record.get("sources", {}).get(group, {})
        changed = sorted(
            name for name in files.keys() | then.keys() if files.get(name) != then.get(name)
        )
        if changed:
            pictures = ", ".join(f"docs/{n}" for n, g in IMAGES.items() if g == group)
            problems.append(f"{pictures}: changed since taken: {', '.join(changed)}")
    return problems


# ---- taking the pictures ---------------------------------------------------------------------


def reduced_motion(driver: webdriver.Chrome) -> None:
    """No animation half-way through a picture: the page's highlights stand still."""
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]},
    )


def kasino_midgame(driver: webdriver.Chrome, base: str) -> str:
    """A fresh two-player Kasino deal against greedy bots, played by seat 0 (the first capture
    listed, else the first move) until its turn after MOVES_BEFORE moves, or a few more until
    it has a capture; that capture (else the first move) is then chosen and judged legal, not
    played. Says how many moves it took and which was chosen."""
    driver.get(f"{base}/play?lang=en&pace=0")
    driver.execute_script("sessionStorage.clear()")
    driver.get(f"{base}/play?lang=en&pace=0")
    WebDriverWait(driver, WAIT).until(
        lambda d: d.find_elements("css selector", "#game option[value='kasino']"),
        "the catalogue did not load",
    )
    Select(driver.find_element("id", "game")).select_by_value("kasino")
    Select(driver.find_element("id", "players")).select_by_value("2")
    Select(driver.find_element("id", "level")).select_by_value("greedy")
    driver.find_element("id", "deal").click()
    state = wait_for(driver, "settled")
    played, moves = 0, listed(driver)

    def capture_or_enough() -> bool:
        if played < MOVES_BEFORE:
            return False
        return played >= MOVES_BEFORE + MOVES_MORE or any(m.get("capture") for m in moves)

    while not capture_or_enough():
        state = play_turn(driver, state["step"])
        assert state["status"] == "your-turn", state
        played, moves = played + 1, listed(driver)
    index = pick(moves)
    button = driver.find_elements("css selector", "#legal-list button[data-move]")[index]
    text = button.text
    button.click()
    assert wait_for(driver, "verdict")["verdict"] == "legal", moves[index]
    return f"after {played} moves of seat 0, chose {text!r}"


def settle_layout(driver: webdriver.Chrome) -> None:
    """Waits for two animation frames: the layout after a change of size is drawn."""
    driver.execute_async_script(
        "const done = arguments[0];"
        "requestAnimationFrame(() => requestAnimationFrame(() => done(true)));"
    )


def api_docs(driver: webdriver.Chrome, base: str) -> None:
    """/docs with every operation listed; suggest and the conformance kit's among them."""
    driver.get(f"{base}/docs")
    spec = read_spec(ROOT / SPEC)
    wanted = sum(
        max(1, len(item[method].get("tags", [])))
        for item in spec["paths"].values()
        for method in METHODS
        if method in item
    )
    WebDriverWait(driver, WAIT, poll_frequency=0.2).until(
        lambda d: len(d.find_elements("css selector", ".opblock")) >= wanted,
        f"Swagger UI did not list {wanted} operations",
    )
    shown: list[str] = driver.execute_script(
        "return Array.from(document.querySelectorAll('.opblock-summary-operation-id'))"
        ".filter(e => e.getClientRects().length).map(e => e.textContent.trim())"
    )
    for operation in ("suggest", "listConformance", "getConformance"):
        assert operation in shown, (operation, shown)
    settle_layout(driver)


def take(out: Path, say: Callable[[str], None]) -> dict[str, Any]:
    """Takes the three pictures into ``out``; returns the record of what they show."""
    images: dict[str, dict[str, str]] = {}

    def keep(name: str, png: bytes) -> None:
        (out / name).write_bytes(png)
        images[name] = {"sha256": digest(png), "sources": IMAGES[name]}
        say(f"wrote {out / name} ({len(png) // 1024} KiB)")

    with tempfile.TemporaryDirectory(prefix="kortdomaren-screenshots-") as scratch:
        work = Path(scratch)
        with (
            gunicorn(work / "gunicorn.log", workers=2) as base,
            chromium(work / "chromium", WIDTH, HEIGHT) as driver,
        ):
            reduced_motion(driver)
            driver.set_script_timeout(WAIT + 10)  # the waits in the page run up to WAIT s
            started = time.monotonic()
            say(f"Kasino, seat 0 to move {kasino_midgame(driver, base)}")
            settle_layout(driver)
            keep("play.png", full_page_png(driver))
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
            try:
                settle_layout(driver)
                width = driver.execute_script("return document.documentElement.scrollWidth")
                assert width <= PHONE["width"], f"the page is {width}px wide on a phone"
                keep("play-phone.png", full_page_png(driver))
            finally:
                driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            errors = console_errors(driver)
            assert not errors, errors
            api_docs(driver, base)
            keep("api-docs.png", full_page_png(driver))
            errors = console_errors(driver)
            assert not errors, errors
            say(f"took the pictures in {time.monotonic() - started:.1f} s")
    return {
        "about": "Written by scripts/screenshots: the pictures in docs/ and the fingerprint of"
        " the sources they were taken of; tests/browser/test_screenshots.py compares it.",
        "images": images,
        "sources": sources(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="scripts/screenshots",
        description="Take docs/play.png, docs/play-phone.png and docs/api-docs.png anew.",
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="take nothing; exit 1 if the pictures are older than the sources that shape them",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=ROOT / "docs",
        help="the directory to write the pictures and screenshots.json to (default: docs/)",
    )
    arguments = parser.parse_args(argv)
    if arguments.check:
        problems = stale()
        for problem in problems:
            print(f"screenshots: {problem}", file=sys.stderr)
        return 1 if problems else 0
    out: Path = arguments.out
    out.mkdir(parents=True, exist_ok=True)
    record = take(out, lambda line: print(f"screenshots: {line}", file=sys.stderr))
    (out / RECORD.name).write_text(
        json.dumps(record, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    print(f"screenshots: wrote {out / RECORD.name}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
