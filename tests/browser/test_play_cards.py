"""/play's cards as pictures, in real headless Chromium.

Every card of every deck is an SVG picture whose accessible name is the card's spoken name in
the page's language (worked out here from the page's own words, not read from the script);
the deals of the three families show their hands, tables, builds, melds, piles and tricks as
pictures; a card stays a readable touch target at phone width; and a bot's move is shown on
the cards (what it placed lights up, what it played and took is pictured), without holding up
the game (the tests run at ``?pace=0``), cut short by Escape, and without motion when the
person asks for none.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from service.games import GAMES
from service.games.femhundra.cards import deck as femhundra_deck
from service.games.tarot.deck import DECK as TAROT_DECK
from tests.browser.test_play import (
    WAIT,
    apply_chosen,
    cards,
    choose_listed,
    count,
    face,
    fmt,
    root,
    seat_view,
    shown_moves,
    start,
    strings,
)
from tests.support.browser import console_errors

# Bounded: five deals of a few moves and two decks drawn, about 40 s on an idle 2-core machine;
# the build and meld hunts play at most one deal's worth of turns each.
pytestmark = pytest.mark.timeout(300)

SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
PHONE = 375
TOUCH = 44  # CSS pixels: the narrowest a card a person taps may be
READABLE = 12  # CSS pixels: the least height of a corner index's rank on screen


def spoken(words: dict[str, str], code: str) -> str:
    """A card's name as a screen reader should say it, from the page's words."""
    if code == "JK":
        return words["joker"]
    if code == "FJ":
        return words["fjont"]
    trump = re.fullmatch(r"T(\d+)", code)
    if trump:
        return fmt(words["trump"], number=trump.group(1))
    rank, suit = code[:-1], code[-1]
    return fmt(words["card_name"], rank=words[f"rank_{rank}"], suit=words[SUIT_WORDS[suit]])


def players(game: str) -> int:
    return next(g.player_counts[0] for g in GAMES if g.id == game)


def family(game: str) -> str:
    return next(g.family for g in GAMES if g.id == game)


# Draws the given codes with the page's own module into a row at the top of the page and
# describes each picture: its box, its SVG, the texts drawn on it and the colour of its ink.
DRAW = """
const [codes, done] = [arguments[0], arguments[arguments.length - 1]];
import('/play/static/js/cards.js').then((module) => {
  const row = module.cardRow(codes, 'deck', false);
  row.id = 'deck';
  document.getElementById('play').prepend(row);
  done(Array.from(row.querySelectorAll('.card'), (card) => {
    const svgs = card.querySelectorAll('svg');
    const ink = card.querySelector('svg .ink');
    const rank = card.querySelector('svg text.rank');
    return {
      code: card.dataset.card, svgs: svgs.length,
      viewBox: svgs[0]?.getAttribute('viewBox'),
      role: svgs[0]?.getAttribute('role'), label: svgs[0]?.getAttribute('aria-label'),
      width: card.getBoundingClientRect().width,
      texts: Array.from(card.querySelectorAll('svg text'), (t) => t.textContent),
      rank: rank ? rank.textContent : null,
      ink: ink ? getComputedStyle(ink).fill : null,
      picture: svgs[0]?.outerHTML,
    };
  }));
}).catch((error) => done(String(error)));
"""


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_every_card_of_every_deck_is_a_picture_with_its_spoken_name(
    server: str, browser: webdriver.Chrome, lang: str
) -> None:
    browser.get(f"{server}/play?lang={lang}&pace=0")
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_elements("css selector", "#game option"), "the catalogue did not load"
    )
    words = strings(browser)
    if lang == "en":  # a card as a person hears it
        assert spoken(words, "10C") == "ten of clubs"
    codes = list(dict.fromkeys([*femhundra_deck(True), *TAROT_DECK]))  # 53 + 62, 103 codes
    drawn = browser.execute_async_script(DRAW, codes)
    assert isinstance(drawn, list), drawn
    assert [card["code"] for card in drawn] == codes
    elements = browser.find_elements("css selector", "#deck .card")
    inks: dict[str, set[str]] = {"red": set(), "black": set()}
    for card, element in zip(drawn, elements, strict=True):
        code = card["code"]
        assert card["svgs"] == 1 and card["viewBox"] == "0 0 100 140", card
        assert card["role"] == "img" and card["label"] == spoken(words, code)
        picture = element.find_element("css selector", "svg")
        assert picture.accessible_name == spoken(words, code)  # Chromium's own reading
        assert card["width"] >= TOUCH, card
        if code == "FJ":
            assert "Fjønt" in card["texts"]
        elif code == "JK":
            assert words["joker"].capitalize() in card["texts"]
        elif code.startswith("T"):
            assert card["rank"] == code[1:] and card["texts"].count(code[1:]) == 2
        else:
            assert card["rank"] == code[:-1], card  # the corner index: 10, A, K, C (knight)
            inks["red" if code[-1] in "HD" else "black"].add(card["ink"])
    # red suits in one red, black suits in one other colour
    assert len(inks["red"]) == 1 and len(inks["black"]) == 1 and inks["red"] != inks["black"]
    # no two cards look the same (the four T1 snapphanar are one code, one picture)
    pictures = {card["code"]: card["picture"] for card in drawn}
    assert len(set(pictures.values())) == len(pictures)
    assert not console_errors(browser)


def check_pictures(browser: webdriver.Chrome, selector: str, words: dict[str, str]) -> int:
    """Every card under ``selector`` is one SVG image named as spoken; returns how many."""
    found = browser.find_elements("css selector", selector)
    for element in found:
        code = element.get_attribute("data-card") or ""
        (picture,) = element.find_elements("css selector", "svg")
        assert picture.get_attribute("role") == "img", code
        assert picture.get_attribute("aria-label") == spoken(words, code)
    return len(found)


@pytest.mark.parametrize("game", ["kasino", "femhundra", "800"])
def test_a_deal_of_each_family_shows_its_cards_as_pictures(
    server: str, browser: webdriver.Chrome, game: str
) -> None:
    for _ in range(8):  # a bot that leads may sweep the table: deal again until it shows cards
        start(browser, server, game, players(game))
        view = seat_view(server, game, root(browser, "token"))
        if family(game) != "fishing" or view["table"]["cards"]:
            break
    words = strings(browser)
    hand = view["hand"] if "hand" in view else view["hands"][0]
    assert cards(browser, "#hand-cards .card") == hand
    assert check_pictures(browser, "#hand-cards .card", words) == len(hand)
    # the hand is the person's to pick from: buttons named by their pictures
    for element in browser.find_elements("css selector", "#hand-cards .card")[:3]:
        assert element.tag_name == "button"
        assert element.accessible_name == spoken(words, element.get_attribute("data-card") or "")
    table = check_pictures(browser, "#table-zones .card", words)
    if family(game) == "fishing":
        assert cards(browser, "#table-zones [data-zone='loose'] .card") == view["table"]["cards"]
        assert table >= len(view["table"]["cards"]) > 0
    elif family(game) == "femhundra":
        assert cards(browser, "#table-zones .pile .card") == view["pile"][-8:]
    else:
        assert cards(browser, "#table-zones .trick .card") == [p["card"] for p in view["trick"]]
    # a face-down back beside the stock and each bot's hand, the counts' words unchanged
    backs = browser.find_elements("css selector", "#counts .card-back svg")
    assert len(backs) == players(game) - 1 + ("stock" in view or "stock_count" in view)
    counts = view.get("hand_counts") or [
        len(h) if isinstance(h, list) else h for h in view.get("hands", [])
    ]
    for seat, held in enumerate(counts):
        assert count(browser, f"hand-{seat}") == held
    assert not console_errors(browser)


def test_builds_show_their_cards_small_with_their_label(
    server: str, browser: webdriver.Chrome
) -> None:
    """Byggkasino, seat 0 building whenever it may: a build shows its id, value and owner in
    words and each part's cards as small pictures."""
    step = start(browser, server, "byggkasino", 2)
    words = strings(browser)
    while root(browser, "status") == "your-turn":
        builds = seat_view(server, "byggkasino", root(browser, "token"))["table"]["builds"]
        if builds:
            shown = browser.find_elements("css selector", "#table-zones [data-build]")
            assert len(shown) == len(builds)
            for element, build in zip(shown, builds, strict=True):
                minis = element.find_elements("css selector", ".cards.mini")
                assert [cards_of(row) for row in minis] == build["parts"]
                assert all(row.find_elements("css selector", "svg") for row in minis)
                label = element.find_element("css selector", ".label").text
                assert label.startswith(f"{build['id']}: ")
                assert str(build["value"]) in label
                owner = build.get("last_builder", build.get("created_by"))
                assert (words["you"] if owner == 0 else fmt(words["bot"], seat=owner)) in label
            return
        moves = shown_moves(browser)
        move = next((m for m in moves if "build" in m), moves[0])
        choose_listed(browser, move, server, "byggkasino")
        apply_chosen(browser, step)
        step = int(root(browser, "step"))
    pytest.fail("no build lay on the table at seat 0's turn in the whole deal")


def cards_of(row: WebElement) -> list[str]:
    return [e.get_attribute("data-card") or "" for e in row.find_elements("css selector", ".card")]


def test_melds_show_their_cards_small_with_their_label(
    server: str, browser: webdriver.Chrome
) -> None:
    """Femhundra, seat 0 melding whenever it may: a meld shows its id, kind and owner in words
    and its cards as small pictures (a joker with the card it stands for)."""
    step = start(browser, server, "femhundra", 2)
    words = strings(browser)
    for _ in range(40):
        if root(browser, "status") != "your-turn":
            break
        melds = seat_view(server, "femhundra", root(browser, "token"))["table"]
        if melds:
            shown = browser.find_elements("css selector", "#table-zones [data-meld]")
            assert [e.get_attribute("data-meld") for e in shown] == [m["id"] for m in melds]
            for element, meld in zip(shown, melds, strict=True):
                assert cards_of(element) == [c["card"] for c in meld["cards"]]
                label = element.find_element("css selector", ".label").text
                assert label.startswith(f"{meld['id']}: ")
                assert words[meld["kind"]] in label
                stands = [e.text for e in element.find_elements("css selector", ".joker-as")]
                assert len(stands) == sum(1 for c in meld["cards"] if c.get("joker_as"))
            return
        moves = shown_moves(browser)
        rank = {"meld": 0, "draw": 1, "discard": 2}
        move = min(moves, key=lambda m: rank.get(m["type"], 3))
        choose_listed(browser, move, server, "femhundra")
        apply_chosen(browser, step)
        step = int(root(browser, "step"))
    pytest.fail("no meld lay on the table in 40 of seat 0's turns")


def test_cards_stay_readable_on_a_phone(server: str, browser: webdriver.Chrome) -> None:
    """At 375 CSS pixels, 800's hand of 13 and more: each card a touch target at least 44 px
    wide with its corner rank at least 12 px tall, and nothing scrolls sideways."""
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": PHONE, "height": 740, "deviceScaleFactor": 1, "mobile": True},
    )
    try:
        start(browser, server, "800", players("800"))
        assert browser.execute_script("return document.documentElement.clientWidth") == PHONE
        scroll = browser.execute_script("return document.documentElement.scrollWidth")
        assert scroll <= PHONE, f"the page is {scroll}px wide on a {PHONE}px screen"
        boxes = browser.execute_script(
            """return Array.from(document.querySelectorAll('#hand-cards .card'), (card) => {
                 const box = card.getBoundingClientRect();
                 const rank = card.querySelector('text.rank').getBoundingClientRect();
                 return [card.dataset.card, box.left, box.right, box.width, rank.height]; })"""
        )
        assert len(boxes) >= 13, boxes
        for code, left, right, width, rank in boxes:
            assert width >= TOUCH, (code, width)
            assert left >= 0 and right <= PHONE, (code, left, right)
            assert rank >= READABLE, (code, rank)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


# Keeps every answer of suggest (the bots' moves) the page gets, as the page got it.
RECORD = """
window.suggested = [];
const original = window.fetch;
window.fetch = async (path, init) => {
  const answer = await original(path, init);
  if (String(path).endsWith('/suggest')) window.suggested.push(await answer.clone().json());
  return answer;
};
"""


def last_bot_events(browser: webdriver.Chrome) -> list[dict[str, Any]]:
    answers = browser.execute_script("return window.suggested")
    assert answers, "no bot moved"
    events: list[dict[str, Any]] = next(v["events"] for v in answers[-1]["views"] if v["seat"] == 0)
    return events


def shown_cards(event: dict[str, Any]) -> list[str]:
    """The cards of one event the page should picture: the one played, then the others."""
    played = [event["card"]] if isinstance(event.get("card"), str) else []
    others = [
        c for c in event.get("cards") or [] if isinstance(c, str) and not re.fullmatch(r"b\d+", c)
    ]
    return played + others


def test_a_bots_move_is_shown_on_the_cards(server: str, browser: webdriver.Chrome) -> None:
    step = start(browser, server, "kasino", 2)
    assert root(browser, "status") == "your-turn"
    browser.execute_script(RECORD)
    moves = shown_moves(browser)
    move = next((m for m in moves if m.get("capture")), moves[0])
    # the chosen move marks its cards before it is played: the hand card, the cards it takes
    choose_listed(browser, move, server, "kasino")
    moving = cards(browser, "#hand-cards .card.moving")
    assert moving == [move["card"]]
    assert cards(browser, "#table-zones [data-zone='loose'] .card.taking") == [
        c
        for c in cards(browser, "#table-zones [data-zone='loose'] .card")
        if c in move.get("capture", [])
    ]
    # the page's animations held still (DevTools), so the test sees them however slow it runs
    browser.execute_cdp_cmd("Animation.enable", {})
    browser.execute_cdp_cmd("Animation.setPlaybackRate", {"playbackRate": 0})
    apply_chosen(browser, step)  # then the bot's move (at pace 0: at once), then seat 0's turn
    WebDriverWait(browser, WAIT).until(
        lambda d: d.execute_script("return window.suggested.length"), "no bot answer kept"
    )
    events = last_bot_events(browser)
    played = next(e for e in events if e["type"] in ("trailed", "captured"))
    assert played["player"] == 1

    # the last move is pictured: its cards, the one played first, what it took after
    strip = browser.find_element("css selector", "#table-zones .last-move")
    expected = [code for event in events for code in shown_cards(event)]
    assert cards(browser, "#table-zones .last-move .card") == expected
    first = strip.find_element("css selector", ".card")
    assert first.get_attribute("data-card") == played["card"]
    assert "played" in (first.get_attribute("class") or "")
    taken = cards(browser, "#table-zones .last-move .card.taken")
    assert taken == (played["cards"] if played["type"] == "captured" else [])
    assert browser.find_element("css selector", ".last-move .what").text == fmt(
        strings(browser)["ev_trailed" if played["type"] == "trailed" else "ev_captured"],
        player=fmt(strings(browser)["bot"], seat=1),
        card=face(played["card"]),
        cards=" ".join(face(c) for c in played.get("cards", [])),
    )
    # what it placed lights up where it lies: a trailed card on the table, with an animation
    fresh = browser.find_elements("css selector", "#table-zones .card.fresh")
    assert fresh, "nothing lit up"
    if played["type"] == "trailed":
        loose = browser.find_elements(
            "css selector", f"[data-zone='loose'] .card[data-card='{played['card']}']"
        )
        assert loose and "fresh" in (loose[0].get_attribute("class") or "")
    animations = browser.execute_script(
        "return getComputedStyle(arguments[0]).animationName", fresh[0]
    )
    assert "card-glow" in animations
    running = "return arguments[0].getAnimations().map((a) => a.animationName)"
    assert "card-glow" in browser.execute_script(running, fresh[0])
    # Escape cuts the animation short, and a redraw of the same answer does not start it again
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert browser.execute_script(running, fresh[0]) == []
    browser.find_element("id", "clear").click()  # redraws the hand and the table
    redrawn = browser.find_elements("css selector", "#table-zones .card.fresh")
    assert redrawn and all(browser.execute_script(running, e) == [] for e in redrawn)
    browser.execute_cdp_cmd("Animation.setPlaybackRate", {"playbackRate": 1})

    # asked for no motion, the change is still shown, standing still
    browser.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]},
    )
    try:
        style = browser.execute_script(
            "const s = getComputedStyle(arguments[0]); return [s.animationName, s.boxShadow]",
            redrawn[0],
        )
        assert style[0] == "none" and style[1] != "none", style
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert not console_errors(browser)
