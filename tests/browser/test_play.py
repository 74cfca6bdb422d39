"""/play in real headless Chromium: a person's clicks and keys play a sealed game to the end.

After every move the page is held against the API's own answers for the same token (the page
keeps the latest in ``data-token``): seat 0's hand, the table, the counts, the legal moves, the
verdicts and the score sheet. The pictures of the page in docs/ are taken by
scripts/screenshots (tests/support/screenshots.py).
"""

from __future__ import annotations

import json
import re
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest
from babel.messages.pofile import read_po
from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

from tests.support.browser import console_errors
from tests.support.server import ROOT

# Bounded: a Kasino deal is 24 moves of seat 0 (each checked against four API answers) and 24
# bot moves; ~40 s for the module on an idle 2-core machine, a few minutes at load average 16.
pytestmark = pytest.mark.timeout(300)

WAIT = 30  # seconds for the page to reach a state (a bot move, an answer)
SETTLED = ("your-turn", "deal-over", "match-over", "error")
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


# ---- the API, asked directly ----------------------------------------------------------------


def api(base: str, game: str, name: str, body: dict[str, Any], lang: str = "en") -> Any:
    request = urllib.request.Request(
        f"{base}/v1/games/{game}/{name}",
        json.dumps(body).encode(),
        {"content-type": "application/json", "accept-language": lang},
    )
    try:
        with urllib.request.urlopen(request, timeout=20) as answer:
            return json.load(answer)
    except urllib.error.HTTPError as refused:
        return json.load(refused)


def seat_view(base: str, game: str, token: str) -> dict[str, Any]:
    view: dict[str, Any] = api(base, game, "view", {"token": token, "player": 0})["view"]
    return view


# ---- the page ---------------------------------------------------------------------------------


def root(browser: webdriver.Chrome, name: str) -> str:
    value: str = browser.find_element("id", "play").get_attribute(f"data-{name}") or ""
    return value


def strings(browser: webdriver.Chrome) -> dict[str, str]:
    found: dict[str, str] = json.loads(
        browser.execute_script("return document.getElementById('play-strings').textContent")
    )
    return found


def fmt(template: str, **values: object) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: str(values.get(m.group(1), m.group(0))), template)


def face(code: str) -> str:
    """A card as the page writes it (7♥, T14), for checking the log."""
    return code[:-1] + SUITS[code[-1]] if code[-1] in SUITS and code != "JK" else code


def with_faces(sentence: str) -> str:
    """The API's sentence as the page shows it: card codes (4H) as faces (4♥)."""
    return re.sub(r"\b(?:10|[2-9AJQKC])[SHDC]\b", lambda m: face(m.group(0)), sentence)


def settle(browser: webdriver.Chrome, after_step: int | None) -> str:
    """Waits until seat 0 is to move on a newer token than ``after_step``, or the deal is over."""

    def settled(driver: webdriver.Chrome) -> bool:
        # one read of both: the page may move on between two
        status, step = driver.execute_script(
            "const d = document.getElementById('play').dataset; return [d.status, d.step]"
        )
        if status not in SETTLED:
            return False
        return after_step is None or (str(step).isdigit() and int(step) > after_step)

    WebDriverWait(browser, WAIT, poll_frequency=0.05).until(
        settled, f"the page did not settle after step {after_step}"
    )
    status = root(browser, "status")
    assert status != "error", browser.find_element("id", "error").text
    return status


def cards(browser: webdriver.Chrome, selector: str) -> list[str]:
    found = browser.find_elements("css selector", selector)
    return [element.get_attribute("data-card") or "" for element in found]


def count(browser: webdriver.Chrome, key: str) -> int:
    """The number in one of the counts (``Stock: 40``, ``in hand: 3``), in any language."""
    text = browser.find_element("css selector", f"#counts span[data-key='{key}']").text
    numbers = re.findall(r"\d+", text)
    assert len(numbers) == 1, text
    return int(numbers[0])


def shown_moves(browser: webdriver.Chrome) -> list[dict[str, Any]]:
    return [
        json.loads(e.get_attribute("data-move") or "null")
        for e in browser.find_elements("css selector", "#legal-list button")
    ]


def legal_moves(base: str, game: str, token: str) -> list[dict[str, Any]]:
    moves: list[dict[str, Any]] = api(base, game, "legal-moves", {"token": token, "limit": 60})[
        "moves"
    ]
    return moves


def verdict(browser: webdriver.Chrome) -> tuple[str, str]:
    """Waits for the verdict of the move just chosen; (legal|illegal, its text)."""
    box = browser.find_element("id", "verdict")
    WebDriverWait(browser, WAIT, poll_frequency=0.05).until(
        lambda _: box.get_attribute("data-verdict") in ("legal", "illegal"), "no verdict shown"
    )
    return box.get_attribute("data-verdict") or "", box.text


def start(
    browser: webdriver.Chrome,
    base: str,
    game: str,
    players: int,
    lang: str = "en",
    choose: Callable[[webdriver.Chrome], None] | None = None,
) -> int:
    """A fresh page (no saved game), a sealed deal of ``game`` (``choose`` sets its options
    before the deal); returns the step it settled on."""
    browser.get(f"{base}/play?lang={lang}&pace=0")
    browser.execute_script("sessionStorage.clear()")
    browser.get(f"{base}/play?lang={lang}&pace=0")
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_elements("css selector", f"#game option[value='{game}']"),
        "the catalogue did not load",
    )
    Select(browser.find_element("id", "game")).select_by_value(game)
    Select(browser.find_element("id", "players")).select_by_value(str(players))
    Select(browser.find_element("id", "level")).select_by_value("greedy")
    if choose is not None:
        choose(browser)
    browser.find_element("id", "deal").click()
    settle(browser, None)
    return int(root(browser, "step"))


def click_card(browser: webdriver.Chrome, zone: str, code: str) -> None:
    button = browser.find_element("css selector", f"button[data-zone='{zone}'][data-card='{code}']")
    button.click()
    assert button.get_attribute("aria-pressed") == "true"


def apply_chosen(browser: webdriver.Chrome, step: int) -> str:
    apply = browser.find_element("id", "apply")
    assert apply.is_enabled()
    apply.click()
    return settle(browser, step)


# ---- what the page shows against what the API says ---------------------------------------------


def check_fishing(browser: webdriver.Chrome, base: str, game: str) -> dict[str, Any]:
    view = seat_view(base, game, root(browser, "token"))
    assert cards(browser, "#hand-cards .card") == view["hands"][0]
    assert cards(browser, "#table-zones [data-zone='loose'] .card") == view["table"]["cards"]
    assert count(browser, "stock") == view["stock"]
    assert count(browser, "hand-1") == view["hands"][1]
    for seat, pile in enumerate(view["captured"]):
        assert count(browser, f"captured-{seat}") == len(pile)
        assert count(browser, f"tabbar-{seat}") == view["tabbar"][seat]
    return view


def check_femhundra(browser: webdriver.Chrome, base: str) -> dict[str, Any]:
    view = seat_view(base, "femhundra", root(browser, "token"))
    assert cards(browser, "#hand-cards .card") == view["hand"]
    assert count(browser, "stock") == view["stock_count"]
    assert count(browser, "pile") == len(view["pile"])
    assert cards(browser, "#table-zones .zone:last-child .card") == view["pile"][-8:]
    melds = browser.find_elements("css selector", "#table-zones [data-meld]")
    assert [m.get_attribute("data-meld") for m in melds] == [m["id"] for m in view["table"]]
    for seat, held in enumerate(view["hand_counts"]):
        assert count(browser, f"hand-{seat}") == held
    return view


def check_moves(browser: webdriver.Chrome, base: str, game: str) -> list[dict[str, Any]]:
    moves = legal_moves(base, game, root(browser, "token"))
    assert shown_moves(browser) == moves
    return moves


def refused_capture(base: str, token: str, view: dict[str, Any]) -> dict[str, Any] | None:
    """A Kasino capture of one loose card by one hand card that the API refuses, or None (a
    table swept empty, say, offers none). Only where some capture is legal: the composer
    offers the kind Capture only then."""
    if not any(move.get("capture") for move in legal_moves(base, "kasino", token)):
        return None
    for card in view["hands"][0]:
        for loose in view["table"]["cards"]:
            move = {"player": 0, "card": card, "capture": [loose]}
            if api(base, "kasino", "validate", {"token": token, "move": move})["legal"] is False:
                return move
    return None


def choose_listed(browser: webdriver.Chrome, move: dict[str, Any], base: str, game: str) -> None:
    """Clicks the legal move's button; the page's verdict is the API's."""
    index = shown_moves(browser).index(move)
    browser.find_elements("css selector", "#legal-list button")[index].click()
    kind, text = verdict(browser)
    answer = api(base, game, "validate", {"token": root(browser, "token"), "move": move})
    assert answer["legal"] is True and kind == "legal"
    assert text == strings(browser)["legal"]


# ---- the tests ----------------------------------------------------------------------------------


def test_a_kasino_deal_played_to_its_end_by_clicking(
    server: str, browser: webdriver.Chrome
) -> None:
    started = time.monotonic()
    step = start(browser, server, "kasino", 2)
    words = strings(browser)
    # the page's game is bound to seat 0: its token shows no other seat
    other = api(server, "kasino", "view", {"token": root(browser, "token"), "player": 1})
    assert other["code"] == "seat_bound"
    composed = False
    moves_made = 0
    while root(browser, "status") == "your-turn":
        view = check_fishing(browser, server, "kasino")
        moves = check_moves(browser, server, "kasino")
        token = root(browser, "token")
        # once, on the first turn whose table allows it (a swept table has no loose card):
        # a composed capture the rules refuse; the page shows the API's rule and message
        bad = None if composed else refused_capture(server, token, view)
        if bad is not None:
            refused = api(server, "kasino", "validate", {"token": token, "move": bad})
            click_card(browser, "hand", bad["card"])
            click_card(browser, "table", bad["capture"][0])
            Select(browser.find_element("id", "kind")).select_by_value("capture")
            browser.find_element("id", "check").click()
            kind, text = verdict(browser)
            assert kind == "illegal" and text.startswith(words["illegal"])
            for violation in refused["violations"]:
                assert with_faces(f"{violation['rule']}: {violation['message']}") in text
            assert not browser.find_element("id", "apply").is_enabled()
            browser.find_element("id", "clear").click()
            assert not browser.find_elements("css selector", "#hand-cards [aria-pressed='true']")
            # then a legal one, composed by selecting its cards
            move = next(m for m in moves if "build" not in m)
            click_card(browser, "hand", move["card"])
            for loose in move.get("capture", []):
                click_card(browser, "table", loose)
            Select(browser.find_element("id", "kind")).select_by_value(
                "capture" if move.get("capture") else "trail"
            )
            browser.find_element("id", "check").click()
            kind, text = verdict(browser)
            assert (kind, text) == ("legal", words["legal"])
            composed = True
        else:
            captures = [m for m in moves if m.get("capture")]
            move = captures[0] if captures else moves[0]
            choose_listed(browser, move, server, "kasino")
        status = apply_chosen(browser, step)
        step = int(root(browser, "step"))
        moves_made += 1
        log = browser.find_element("id", "events").text
        assert f"{words['you']}: " in log and face(move["card"]) in log
    assert status == "deal-over", status
    assert moves_made == 24  # a 2-player deal: 6 rounds of 4 cards each
    assert composed

    # the final view and the score sheet, itemised as the API scores the deal
    token = root(browser, "token")
    view = check_fishing(browser, server, "kasino")
    assert view["to_move"] is None and view["hands"][0] == []
    report = api(server, "kasino", "score", {"token": token})
    rows = browser.find_elements("css selector", "#score-sheet tbody tr")
    assert len(rows) == len(report["items"])
    for row, item in zip(rows, report["items"], strict=True):
        cells = [cell.text for cell in row.find_elements("css selector", "td")]
        assert cells[1:4] == [item["label"], str(item["count"]), str(item["points"])]
        assert cells[4] == item["rule"]
    totals = [e.text for e in browser.find_elements("css selector", "#score-sheet [data-total]")]
    assert totals == [str(total) for total in report["totals"]]
    standing = browser.find_elements("css selector", "#standing [data-score]")
    assert [int(side.text) for side in standing] == report["match"]["scores"]
    next_deal = browser.find_element("id", "next-deal")
    assert next_deal.is_displayed() is (not report["match"]["over"])
    assert not console_errors(browser)
    print(f"Kasino deal: {moves_made} moves of seat 0 in {time.monotonic() - started:.1f} s")

    # the match goes on with next-deal and the same token chain
    if not report["match"]["over"]:
        next_deal.click()
        WebDriverWait(browser, WAIT).until(
            lambda d: root(d, "token") != token, "the next deal did not come"
        )
        settle(browser, None)
        assert seat_view(server, "kasino", root(browser, "token"))["match"]["deal_number"] == 2


RECORD = """
window.sentToApi = [];
const original = window.fetch;
window.fetch = (path, init) => {
  window.sentToApi.push([String(path), init && init.body ? JSON.parse(init.body) : null]);
  return original(path, init);
};
"""


def test_the_pages_token_acts_for_seat_0_only(server: str, browser: webdriver.Chrome) -> None:
    """The page asks nothing for a bot's seat (every request it sends is recorded: the bots
    move by suggest with play, the person's moves are seat 0's), and the API refuses its token
    what would tell a bot's cards or choose a bot's move (docs/sealed-play.md)."""
    step = start(browser, server, "kasino", 2)
    assert root(browser, "status") == "your-turn"
    browser.execute_script(RECORD)
    token = root(browser, "token")
    move = check_moves(browser, server, "kasino")[0]
    choose_listed(browser, move, server, "kasino")
    apply_chosen(browser, step)  # then the bot's move, then seat 0's turn again
    sent = browser.execute_script("return window.sentToApi")
    asked = [path.rsplit("/", 1)[-1] for path, _ in sent]
    assert asked.count("apply") == 1 and asked.count("suggest") >= 1, asked
    for path, body in sent:
        if path.endswith("/suggest"):
            assert body["play"] is True  # never a bot's move that is not played
        if body and "move" in body:
            assert body["move"]["player"] == 0
    latest = browser.find_element("css selector", "#events .move").text
    assert latest.startswith(fmt(strings(browser)["bot"], seat=1))  # the bot's move is logged

    # the page's token on a bot's turn: seat 0's move applied to it directly
    bots_turn = api(server, "kasino", "apply", {"token": token, "move": move})
    assert bots_turn["views"][0]["view"]["to_move"] == 1
    refused = api(server, "kasino", "legal-moves", {"token": bots_turn["token"]})
    assert (refused["code"], refused["errors"][0]["pointer"]) == ("seat_bound", "/token")
    bot_move = {"player": 1, "card": bots_turn["views"][0]["view"]["hands"][0][0]}
    for endpoint in ("apply", "validate"):
        refused = api(server, "kasino", endpoint, {"token": bots_turn["token"], "move": bot_move})
        assert (refused["code"], refused["errors"][0]["pointer"]) == ("seat_bound", "/move/player")
    hint = api(server, "kasino", "suggest", {"token": bots_turn["token"], "level": "greedy"})
    assert (hint["code"], hint["errors"][0]["pointer"]) == ("seat_bound", "/play")
    assert not console_errors(browser)


def focused(browser: webdriver.Chrome) -> WebElement:
    element: WebElement = browser.switch_to.active_element
    return element


def tab_to(browser: webdriver.Chrome, selector: str, limit: int = 80) -> WebElement:
    """Presses Tab (at least once) until the focus is on an element matching ``selector``."""
    for _ in range(limit):
        ActionChains(browser).send_keys(Keys.TAB).perform()
        element = focused(browser)
        if browser.execute_script("return arguments[0].matches(arguments[1])", element, selector):
            return element
    raise AssertionError(f"Tab never reached {selector}")


def test_a_femhundra_turn_by_keyboard_and_composer(server: str, browser: webdriver.Chrome) -> None:
    step = start(browser, server, "femhundra", 2)
    words = strings(browser)
    assert root(browser, "status") == "your-turn"
    view = check_femhundra(browser, server)
    assert view["phase"] == "draw"
    moves = check_moves(browser, server, "femhundra")
    assert {"type": "draw", "player": 0, "source": "stock"} in moves

    # keyboard only: the turn starts with the focus on the first legal move, Enter; a legal
    # choice moves the focus on to "play this move", Enter
    button = focused(browser)
    assert browser.execute_script("return arguments[0].matches('#legal-list button')", button)
    move = json.loads(button.get_attribute("data-move") or "null")
    assert move in moves
    outline = browser.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.outlineStyle, s.outlineWidth]", button
    )
    assert outline[0] != "none" and outline[1] != "0px", outline  # the focus is visible
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert verdict(browser) == ("legal", words["legal"])
    assert browser.find_element("id", "pending-move").text == fmt(words["chosen"], move=button.text)
    assert browser.find_element("id", "verdict").get_attribute("aria-live") == "polite"
    assert focused(browser).get_attribute("id") == "apply"
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    settle(browser, step)
    step = int(root(browser, "step"))
    drawn = check_femhundra(browser, server)
    assert drawn["phase"] == "play" and drawn["to_move"] == 0
    if move["type"] == "draw":  # one card more than the 7 dealt
        assert len(drawn["hand"]) == len(view["hand"]) + 1
    moves = check_moves(browser, server, "femhundra")

    # the composer: select a card, the kind "discard", check, play; the turn passes
    discard = next(m for m in moves if m["type"] == "discard")
    click_card(browser, "hand", discard["card"])
    Select(browser.find_element("id", "kind")).select_by_value("discard")
    browser.find_element("id", "check").click()
    assert verdict(browser) == ("legal", words["legal"])
    assert browser.find_element("id", "pending-move").text == fmt(
        words["chosen"], move=fmt(words["move_discard"], card=face(discard["card"]))
    )
    apply_chosen(browser, step)
    view = check_femhundra(browser, server)
    assert discard["card"] not in view["hand"]
    moves_text = [e.text for e in browser.find_elements("css selector", "#events .move")]
    mine = fmt(words["move_discard"], card=face(discard["card"]))
    assert f"{words['you']}: {mine}" in moves_text
    # the bot's turn in between is in the log with its reason, as the page got it from suggest
    assert any(text.startswith(fmt(words["bot"], seat=1)) for text in moves_text)
    reasons = [e.text for e in browser.find_elements("css selector", "#events .reason")]
    assert reasons
    # the reason's card codes (QD) are shown as faces (Q♦), as everywhere else on the page
    assert not any(re.search(r"\b(?:10|[2-9AJQKC])[SHDC]\b", reason) for reason in reasons)
    assert not console_errors(browser)


def test_the_page_fits_a_phone(server: str, browser: webdriver.Chrome) -> None:
    """At 390 CSS pixels (a phone) nothing scrolls sideways and every control is a touch target."""
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True},
    )
    try:
        start(browser, server, "kasino", 2)
        width = browser.execute_script("return document.documentElement.clientWidth")
        assert width == 390
        scroll = browser.execute_script("return document.documentElement.scrollWidth")
        assert scroll <= width, f"the page is {scroll}px wide on a {width}px screen"
        boxes = browser.execute_script(
            """return Array.from(document.querySelectorAll('button, select, a:not(.skip)'))
                 .filter(e => e.offsetParent !== null)
                 .map(e => { const r = e.getBoundingClientRect();
                             return [e.id || e.textContent.trim(), r.left, r.right, r.height]; })"""
        )
        assert len(boxes) > 10, boxes
        for name, left, right, _height in boxes:
            assert left >= 0 and right <= width, (name, left, right)
        for name, _left, _right, height in boxes:
            if name and not name.startswith(("English", "Svenska", "Suomi", "The API")):
                assert height >= 40, (name, height)  # a finger's width
        hand = browser.find_elements("css selector", "#hand-cards .card")
        assert hand and all(card.is_displayed() for card in hand)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def catalogue(language: str) -> dict[str, str]:
    path = ROOT / "service" / "translations" / language / "LC_MESSAGES" / "play.po"
    with path.open("rb") as source:
        return {message.id: message.string for message in read_po(source) if message.id}


def test_the_language_switch_keeps_the_game_and_asks_the_api_in_that_language(
    server: str, browser: webdriver.Chrome
) -> None:
    # a sealed deal is fresh on every run: its table may offer no refused single capture
    # (empty after a sweep, say), so deal again until it does, at most a few times
    bad = None
    for _ in range(8):
        start(browser, server, "kasino", 2)
        token = root(browser, "token")
        view = seat_view(server, "kasino", token)
        bad = refused_capture(server, token, view)
        if bad is not None:
            break
    assert bad is not None, "eight sealed deals offered no refused capture"
    browser.find_element("css selector", "nav.languages a[data-lang='sv']").click()
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_element("tag name", "html").get_attribute("lang") == "sv"
    )
    settle(browser, None)
    swedish = catalogue("sv")
    assert (
        browser.find_element("tag name", "h1").text == swedish["Kortdomaren: play against the bots"]
    )
    assert root(browser, "token") == token  # the same game, resumed after the reload
    words = strings(browser)
    assert words["your_turn"] == swedish["Your turn."]
    assert browser.find_element("id", "status").text.endswith(words["your_turn"])

    # a refused move: the verdict is the API's answer to Accept-Language: sv
    refused = api(server, "kasino", "validate", {"token": token, "move": bad}, lang="sv")
    click_card(browser, "hand", bad["card"])
    click_card(browser, "table", bad["capture"][0])
    Select(browser.find_element("id", "kind")).select_by_value("capture")
    browser.find_element("id", "check").click()
    kind, text = verdict(browser)
    assert kind == "illegal" and text.startswith(swedish["Not legal."])
    for violation in refused["violations"]:
        assert with_faces(violation["message"]) in text
    assert not console_errors(browser)


def test_a_byggkasino_build_composed_from_selected_cards(
    server: str, browser: webdriver.Chrome
) -> None:
    """Selecting a hand card and loose cards, the kind "build" and a value makes the build move
    the API lists; the page then shows the build on the table as the API does."""
    step = start(browser, server, "byggkasino", 2)
    words = strings(browser)
    while root(browser, "status") == "your-turn":
        moves = check_moves(browser, server, "byggkasino")
        builds = [
            m
            for m in moves
            if "build" in m
            and not {"onto", "merge"} & set(m["build"])
            and len(m["build"]["parts"]) == 1
        ]
        if not builds:
            choose_listed(browser, moves[0], server, "byggkasino")
            apply_chosen(browser, step)
            step = int(root(browser, "step"))
            continue
        move = builds[0]
        (part,) = move["build"]["parts"]
        click_card(browser, "hand", move["card"])
        for loose in part:
            if loose != move["card"]:
                click_card(browser, "table", loose)
        Select(browser.find_element("id", "kind")).select_by_value("build")
        value = browser.find_element("id", "build-value")
        value.clear()
        value.send_keys(str(move["build"]["value"]))
        browser.find_element("id", "check").click()
        assert verdict(browser) == ("legal", words["legal"])
        apply_chosen(browser, step)
        view = check_fishing(browser, server, "byggkasino")
        shown = browser.find_elements("css selector", "#table-zones [data-build]")
        assert [(b.get_attribute("data-build"), b.get_attribute("data-value")) for b in shown] == [
            (build["id"], str(build["value"])) for build in view["table"]["builds"]
        ]
        return
    pytest.fail("seat 0 never had a new build to compose in the whole deal")
