"""/play's composer offers only the moves the game has, and says one thing about each.

The kinds of move in the composer's list are held against the API's legal moves for the same
token; a capture with nothing selected to take is refused on the page before it is sent; a
refusal the API words with card codes (4H) is shown with faces (4♥), as the rest of the page.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.support.ui import Select

from service.games import GAMES
from tests.browser.test_play import (
    RECORD,
    api,
    click_card,
    face,
    fmt,
    legal_moves,
    refused_capture,
    root,
    seat_view,
    start,
    strings,
    verdict,
    with_faces,
)
from tests.support.browser import console_errors

# Bounded: a deal of each of the 12 games and a few more of Kasino, ~30 s on an idle machine.
pytestmark = pytest.mark.timeout(300)

CODE = re.compile(r"\b(?:10|[2-9AJQKC])[SHDC]\b")  # a card code: QD, 10S, CS (a cavalier)
#: The kinds the composer puts together, per family (the page's KINDS in composer.js).
COMPOSABLE = {
    "fishing": {"trail", "capture", "build"},
    "femhundra": {"draw_stock", "draw_pile", "take_pile", "meld", "lay_off", "discard"},
    "tarot": {"play", "discard_widow"},
}
#: The fishing games that build (BYGG-BUILD-1…12, MULLE-G-6); the others never do (KAS-GEN-3,
#: FIN-GEN-3, MULLE-S-3).
BUILDING = {"byggkasino", "mulle-glimne"}


def kind_of(family: str, move: dict[str, Any]) -> str:
    """The kind of a legal move as the API lists it."""
    if family == "fishing":
        if move.get("announce_out"):
            return "announce"
        if "build" in move:
            return "build"
        return "capture" if move.get("capture") or move.get("groups") else "trail"
    if move["type"] == "draw":
        return "draw_pile" if move["source"] == "pile" else "draw_stock"
    kind: str = move["type"]
    return kind


def offered(browser: webdriver.Chrome) -> list[str]:
    """The kinds the composer offers, or none when it is hidden."""
    if not browser.find_element("id", "composer").is_displayed():
        return []
    options = Select(browser.find_element("id", "kind")).options
    return [option.get_attribute("value") or "" for option in options]


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_the_composer_offers_the_kinds_of_the_legal_moves(
    server: str, browser: webdriver.Chrome, game: str
) -> None:
    """On seat 0's first turn: the kinds offered are those of the API's legal moves when it
    lists them all; a subset of the game's own kinds otherwise. No Build where the game does
    not build."""
    family = next(g.family for g in GAMES if g.id == game)
    players = next(g.player_counts[0] for g in GAMES if g.id == game)
    start(browser, server, game, players)
    assert root(browser, "status") == "your-turn"
    token = root(browser, "token")
    answer = api(server, game, "legal-moves", {"token": token, "limit": 60})
    kinds = offered(browser)
    listed = {kind_of(family, move) for move in answer["moves"]}
    if answer["count"] <= len(answer["moves"]):
        assert set(kinds) == listed & COMPOSABLE[family], (kinds, listed)
    else:
        assert set(kinds) <= COMPOSABLE[family] and listed & COMPOSABLE[family] <= set(kinds)
    if family == "fishing" and game not in BUILDING:
        assert "build" not in kinds and "build" not in listed
    if family == "fishing" and not seat_view(server, game, token)["table"]["cards"]:
        assert "capture" not in kinds  # nothing on the table to take
    assert len(kinds) == len(set(kinds))
    assert not console_errors(browser)


def test_a_capture_of_nothing_is_refused_before_it_is_sent(
    server: str, browser: webdriver.Chrome
) -> None:
    """A hand card alone, checked as a capture, is refused on the page with what to do and no
    move described (it used to read "Chosen: Trail 4♥", then "Not legal"); checked as a trail
    it is described as one and the API's verdict agrees."""
    for _ in range(8):  # a sealed deal's first table may offer no capture at all
        start(browser, server, "kasino", 2)
        if "capture" in offered(browser):
            break
    assert "capture" in offered(browser), "eight sealed deals offered no capture"
    words = strings(browser)
    browser.execute_script(RECORD)
    moves = legal_moves(server, "kasino", root(browser, "token"))
    trail = next(m for m in moves if "capture" not in m and "build" not in m)
    click_card(browser, "hand", trail["card"])
    Select(browser.find_element("id", "kind")).select_by_value("capture")
    browser.find_element("id", "check").click()
    assert verdict(browser) == ("illegal", words["need_capture"])
    assert browser.find_element("id", "pending-move").text == ""
    assert not browser.find_element("id", "apply").is_enabled()
    assert browser.execute_script("return window.sentToApi") == []  # nothing was asked

    Select(browser.find_element("id", "kind")).select_by_value("trail")
    browser.find_element("id", "check").click()
    assert verdict(browser) == ("legal", words["legal"])
    said = fmt(words["chosen"], move=fmt(words["move_trail"], card=face(trail["card"])))
    assert browser.find_element("id", "pending-move").text == said
    assert browser.find_element("id", "apply").is_enabled()
    assert not console_errors(browser)


def test_a_refusal_names_the_cards_by_their_faces(server: str, browser: webdriver.Chrome) -> None:
    bad = None
    for _ in range(8):  # a sealed deal's table may offer no refused single capture
        start(browser, server, "kasino", 2)
        token = root(browser, "token")
        bad = refused_capture(server, token, seat_view(server, "kasino", token))
        if bad is not None:
            break
    assert bad is not None, "eight sealed deals offered no refused capture"
    refused = api(server, "kasino", "validate", {"token": token, "move": bad})
    assert any(CODE.search(v["message"]) for v in refused["violations"]), refused  # codes in
    click_card(browser, "hand", bad["card"])
    click_card(browser, "table", bad["capture"][0])
    Select(browser.find_element("id", "kind")).select_by_value("capture")
    browser.find_element("id", "check").click()
    kind, text = verdict(browser)
    assert kind == "illegal"
    assert not CODE.search(text), text  # faces out
    for violation in refused["violations"]:
        assert with_faces(f"{violation['rule']}: {violation['message']}") in text
    described = browser.find_element("id", "pending-move").text
    assert face(bad["card"]) in described and face(bad["capture"][0]) in described
    assert not console_errors(browser)


TRUNCATE = """
const [empty, done] = arguments;
Promise.all([import("/play/static/js/state.js"), import("/play/static/js/render.js")])
  .then(([state, drawing]) => {
    const game = state.S.game;
    if (empty) game.legal = [];  // the moves listed were of the table before
    game.legalCount = game.legal.length + 1000;  // as if the list had been cut at its limit
    const table = game.seatView.view.table;
    if (empty) game.seatView.view.table = {...table, cards: [], builds: []};
    drawing.render();
    done(null);
  })
  .catch((error) => done(String(error)));
"""


@pytest.mark.parametrize(
    ("game", "kinds"),
    [("kasino", ["trail", "capture"]), ("byggkasino", ["trail", "capture", "build"])],
)
def test_a_cut_list_offers_the_games_kinds_the_position_allows(
    server: str, browser: webdriver.Chrome, game: str, kinds: list[str]
) -> None:
    """When the legal moves were cut at the page's limit, the composer offers the game's own
    kinds (never Build in Kasino), less those the table rules out: with nothing on it, no
    capture and no build. The page's state is set so through its own modules. The bot may
    lead and sweep the table, which leaves nothing to take: such a deal is dealt again."""
    for _ in range(8):
        start(browser, server, game, 2)
        table = seat_view(server, game, root(browser, "token"))["table"]
        if table["cards"] or table["builds"]:
            break
    assert table["cards"] or table["builds"], "eight sealed deals left an empty table"
    assert browser.execute_async_script(TRUNCATE, False) is None
    assert offered(browser) == kinds
    assert browser.execute_async_script(TRUNCATE, True) is None
    assert offered(browser) == ["trail"]
    assert not console_errors(browser)
