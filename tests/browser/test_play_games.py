"""/play in real headless Chromium for every game of the catalogue, and its option fields.

Each game is dealt sealed with the page's own defaults and seat 0 plays a few moves by
clicking, its hand held against the API's view after each; the option fields send what the
person chose and nothing else: a nullable choice, a default that depends on another option,
a group of options (Mulle Glimne's building rules) and a nullable number.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.support.ui import Select

from service.games import GAMES
from tests.browser.test_play import (
    apply_chosen,
    cards,
    choose_listed,
    root,
    seat_view,
    shown_moves,
    start,
)
from tests.support.browser import console_errors

# Bounded: 12 deals of a few moves each, about 40 s on an idle 2-core machine.
pytestmark = pytest.mark.timeout(300)

MOVES = 3  # of seat 0's, per game
CODE = re.compile(r"\b(?:10|[2-9AJQKC])[SHDC]\b")  # a card code: QD, 10S, CS (a cavalier)


def own_hand(view: dict[str, Any]) -> list[str]:
    hand: list[str] = view["hand"] if "hand" in view else view["hands"][0]
    return hand


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_every_game_deals_and_plays_on_the_page(
    server: str, browser: webdriver.Chrome, game: str
) -> None:
    players = next(g.player_counts[0] for g in GAMES if g.id == game)
    step = start(browser, server, game, players)
    assert cards(browser, "#hand-cards .card") == own_hand(
        seat_view(server, game, root(browser, "token"))
    )
    for _ in range(MOVES):
        if root(browser, "status") != "your-turn":
            break
        move = shown_moves(browser)[-1]
        choose_listed(browser, move, server, game)
        apply_chosen(browser, step)
        step = int(root(browser, "step"))
        view = seat_view(server, game, root(browser, "token"))
        assert cards(browser, "#hand-cards .card") == own_hand(view)
    assert step > 0
    # the bots' reasons name cards as the page does (Q♦), never by their codes (QD)
    reasons = [e.text for e in browser.find_elements("css selector", "#events .reason")]
    assert not any(CODE.search(reason) for reason in reasons), reasons
    if next(g.family for g in GAMES if g.id == game) == "fishing":  # a fishing bot names a card
        assert any(set(reason) & set("♠♥♦♣") for reason in reasons), reasons
    assert not console_errors(browser)


def select(element_id: str, value: str) -> Callable[[webdriver.Chrome], None]:
    def choose(browser: webdriver.Chrome) -> None:
        Select(browser.find_element("id", element_id)).select_by_value(value)

    return choose


def click(element_id: str) -> Callable[[webdriver.Chrome], None]:
    def choose(browser: webdriver.Chrome) -> None:
        browser.find_element("id", element_id).click()

    return choose


def both(*steps: Callable[[webdriver.Chrome], None]) -> Callable[[webdriver.Chrome], None]:
    def choose(browser: webdriver.Chrome) -> None:
        for step in steps:
            step(browser)

    return choose


def number(element_id: str, value: str) -> Callable[[webdriver.Chrome], None]:
    def choose(browser: webdriver.Chrome) -> None:
        field = browser.find_element("id", element_id)
        field.clear()
        field.send_keys(value)

    return choose


@pytest.mark.parametrize(
    ("game", "choose", "expected"),
    [
        # base misar: forced capture and forced tabbe default to on there, the match to single
        # deals (MISAR-VAR-1..3); the page sends only the base, the service resolves the rest
        (
            "dragkasino",
            select("option-base", "misar"),
            {"base": "misar", "forced_capture": True, "forced_tabbe": True, "target": None},
        ),
        (
            "dragkasino",
            both(select("option-base", "misar"), select("option-match", "elimination")),
            {"base": "misar", "match": "elimination"},
        ),
        (
            "dragkasino",
            select("option-forced_capture", "true"),
            {"base": "kasino", "forced_capture": True, "match": None},
        ),
        (
            "mulle-glimne",
            click("option-building-raise_once_per_player"),
            {
                "building": {
                    "raise_once_per_player": True,
                    "two_card_simple_builds": True,
                    "special_cards_capture_builds_only": False,
                    "simple_build_plus_loose": False,
                }
            },
        ),
        ("kasino", click("option-target-none"), {"target": None}),
        ("kasino", number("option-target", "21"), {"target": 21}),
    ],
    ids=["misar-base", "misar-match", "dependent-default", "group", "null-target", "target"],
)
def test_the_option_fields_send_what_was_chosen(
    server: str,
    browser: webdriver.Chrome,
    game: str,
    choose: Callable[[webdriver.Chrome], None],
    expected: dict[str, Any],
) -> None:
    start(browser, server, game, 2, choose=choose)
    options = seat_view(server, game, root(browser, "token"))["options"]
    assert {name: options[name] for name in expected} == expected
    assert not console_errors(browser)


def test_the_composer_starts_on_the_kind_of_the_first_legal_move(
    server: str, browser: webdriver.Chrome
) -> None:
    """In 1000 a deal opens with laying cards away (R1000-3), not with playing a card: the
    composer offers that kind only, and keeps it while cards are selected."""
    start(browser, server, "1000", 2)
    kind = Select(browser.find_element("id", "kind"))
    first = shown_moves(browser)[0]["type"]
    assert first == "discard_widow"
    assert kind.first_selected_option.get_attribute("value") == first
    assert [option.get_attribute("value") for option in kind.options] == [first]
    browser.find_elements("css selector", "#hand-cards .card")[0].click()
    assert kind.first_selected_option.get_attribute("value") == first
