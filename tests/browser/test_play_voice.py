"""/play in one language at a time: the setup form (game names, option names, their
explanations shown on a phone), the log, the bots' reasons and the score sheet follow the
chosen language, and switching the language re-words all of it, the log included."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.support.ui import Select, WebDriverWait

from tests.browser.test_play import (
    WAIT,
    api,
    apply_chosen,
    choose_listed,
    fmt,
    root,
    settle,
    shown_moves,
    start,
    strings,
)
from tests.support.browser import console_errors

# Bounded: one single Kasino deal played to its end (24 moves of seat 0) and a few page loads.
pytestmark = pytest.mark.timeout(300)


def catalogue(base: str, language: str) -> list[dict[str, Any]]:
    request = urllib.request.Request(f"{base}/v1/games", headers={"Accept-Language": language})
    with urllib.request.urlopen(request, timeout=20) as answer:
        games: list[dict[str, Any]] = json.load(answer)["games"]
    return games


def open_setup(browser: webdriver.Chrome, base: str, language: str) -> None:
    browser.get(f"{base}/play?lang={language}&pace=0")
    browser.execute_script("sessionStorage.clear()")
    browser.get(f"{base}/play?lang={language}&pace=0")
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_elements("css selector", "#game option[value='kasino']"),
        "the catalogue did not load",
    )


def shown_options(browser: webdriver.Chrome) -> dict[str, dict[str, Any]]:
    """Each option field the form shows: its label, its explanation and whether both are seen."""
    return browser.execute_script(  # type: ignore[no-any-return]
        """const shown = {};
        for (const input of document.querySelectorAll('#option-fields [data-option]')) {
          if (input.closest('[hidden]') || input.dataset.parent) continue;
          const label = document.querySelector(`label[for="${input.id}"]`);
          const help = document.getElementById(input.getAttribute('aria-describedby'));
          const box = help.getBoundingClientRect();
          shown[input.dataset.option] = {label: label.textContent, help: help.textContent,
            seen: box.width > 0 && box.height > 0 && box.right <= window.innerWidth};
        }
        return shown;"""
    )


@pytest.mark.parametrize("language", ["sv", "fi"])
def test_the_setup_form_speaks_the_language_and_explains_on_a_phone(
    server: str, browser: webdriver.Chrome, language: str
) -> None:
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True},
    )
    try:
        open_setup(browser, server, language)
        games = catalogue(server, language)
        english = {game["id"]: game for game in catalogue(server, "en")}
        names = [o.text for o in Select(browser.find_element("id", "game")).options]
        assert names == [game["name"] for game in games]
        words = strings(browser)
        kasino = next(game for game in games if game["id"] == "kasino")
        Select(browser.find_element("id", "game")).select_by_value("kasino")
        Select(browser.find_element("id", "players")).select_by_value("2")
        shown = shown_options(browser)
        # "partner scoring" needs partnerships, which need four players
        assert "partner_scoring" not in shown and "partnerships" not in shown
        descriptions = {o["name"]: o for o in kasino["options"]}
        plain = {o["name"]: o["description"] for o in english["kasino"]["options"]}
        assert len(shown) >= 8
        for name, field in shown.items():
            assert field["label"] == words[f"opt_{name}"], name
            assert "_" not in field["label"]
            assert field["seen"], f"{name}: its explanation is not shown at phone width"
            assert field["help"] and field["help"] != plain[name]
            # the option's own values are named as the form names them, not by their ids
            for choice in descriptions[name].get("choices", []):
                assert not re.search(rf"\b{choice}\b", field["help"]), (name, choice)
                assert words[f"choice_{choice}"] in field["help"] or choice not in plain[name]
        Select(browser.find_element("id", "players")).select_by_value("4")
        assert "partner_scoring" not in shown_options(browser)
        browser.find_element("id", "option-partnerships").click()
        assert "partner_scoring" in shown_options(browser)
        assert not console_errors(browser)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def play_to_the_end(browser: webdriver.Chrome, base: str, step: int) -> str:
    """Seat 0 plays its first listed move until the deal is over; the final status."""
    status = root(browser, "status")
    for _ in range(60):
        if status != "your-turn":
            return status
        move = shown_moves(browser)[0]
        choose_listed(browser, move, base, "kasino")
        status = apply_chosen(browser, step)
        step = int(root(browser, "step"))
    return status


def log_lines(browser: webdriver.Chrome) -> list[str]:
    return [e.text for e in browser.find_elements("css selector", "#events p")]


def sheet_labels(browser: webdriver.Chrome) -> list[str]:
    rows = browser.find_elements("css selector", "#score-sheet tbody tr")
    return [row.find_elements("css selector", "td")[1].text for row in rows]


def switch(browser: webdriver.Chrome, language: str) -> None:
    browser.find_element("css selector", f"nav.languages a[data-lang='{language}']").click()
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_element("tag name", "html").get_attribute("lang") == language
    )
    settle(browser, None)


def test_the_language_switch_rewords_the_log_and_the_score_sheet_and_a_rematch_follows(
    server: str, browser: webdriver.Chrome
) -> None:
    step = start(
        browser,
        server,
        "kasino",
        2,
        choose=lambda b: b.find_element("id", "option-target-none").click(),
    )
    assert play_to_the_end(browser, server, step) == "match-over"  # a single deal
    english = strings(browser)
    token = root(browser, "token")
    lines, labels = log_lines(browser), sheet_labels(browser)
    assert len(lines) > 20 and labels
    reasons = [e.text for e in browser.find_elements("css selector", "#events .reason")]
    assert reasons and all(r.startswith(fmt(english["reason"], reason="")) for r in reasons)
    # "Match: You 12, Bot 1 18. Won by: Bot 1." — the winners are a sentence of their own
    standing = browser.find_element("id", "standing").text
    winners = browser.find_element("css selector", "#standing .winners").text
    assert re.search(r"\d\. " + re.escape(winners) + "$", standing), standing

    switch(browser, "fi")
    finnish = strings(browser)
    assert root(browser, "token") == token
    moved = log_lines(browser)
    assert len(moved) == len(lines)
    # every line with words is worded anew; only a line of cards alone reads the same
    same = [a for a, b in zip(lines, moved, strict=True) if a == b and re.search("[a-z]{3}", a)]
    assert not same, same
    reasons = [e.text for e in browser.find_elements("css selector", "#events .reason")]
    assert all(r.startswith(fmt(finnish["reason"], reason="")) for r in reasons)
    # the score sheet's labels are the API's, asked again in Finnish with the game's token
    asked = api(server, "kasino", "score", {"token": token}, lang="fi")
    WebDriverWait(browser, WAIT).until(
        lambda d: sheet_labels(d) == [item["label"] for item in asked["items"]],
        "the score sheet kept its English labels",
    )
    assert sheet_labels(browser) != labels

    # and back: the same log, word for word, as before the switch
    switch(browser, "en")
    assert log_lines(browser) == lines
    WebDriverWait(browser, WAIT).until(lambda d: sheet_labels(d) == labels)

    # a rematch: the same game with the same settings, a new deal
    rematch = browser.find_element("id", "rematch")
    assert rematch.is_displayed()
    rematch.click()
    WebDriverWait(browser, WAIT).until(lambda d: root(d, "token") != token)
    settle(browser, None)
    view = api(server, "kasino", "view", {"token": root(browser, "token"), "player": 0})["view"]
    assert view["options"]["target"] is None and view["players"] == 2
    assert not browser.find_element("id", "rematch").is_displayed()
    assert not console_errors(browser)
