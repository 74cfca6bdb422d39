"""/play when the game cannot go on as it was: the service restarts (its ephemeral key dies
with it, so the page's token no longer opens), the connection drops, or the token was already
played on. The page says so in one message with one button, retries a lost connection, and
starts again with the same settings."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser.test_play import (
    WAIT,
    api,
    apply_chosen,
    choose_listed,
    root,
    settle,
    shown_moves,
    start,
    strings,
)
from tests.browser.test_play_games import number
from tests.support import server as servers
from tests.support.browser import console_errors

# Bounded: two service starts, a few moves and the page's retries (about 8 s at most).
pytestmark = pytest.mark.timeout(300)


@contextmanager
def service_on(port: int, log: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The service (gunicorn, no configured keys: an ephemeral key) on ``port``, each time the
    same, so the page's origin outlives a restart."""
    with monkeypatch.context() as patch:
        for name in ("tests.support.server", "tests.support.launch"):
            try:
                module = importlib.import_module(name)
            except ImportError:
                continue
            if hasattr(module, "free_port"):
                patch.setattr(module, "free_port", lambda: port)
        with servers.gunicorn(log) as base:
            yield base


def recovery(browser: webdriver.Chrome) -> tuple[str, str, list[str]]:
    """The recovery box's kind, message and its buttons' words."""
    box = browser.find_element("id", "recovery")
    assert box.is_displayed()
    buttons = [b.text for b in box.find_elements("css selector", "button") if b.is_displayed()]
    text = browser.find_element("id", "recovery-text").text
    return box.get_attribute("data-kind") or "", text, buttons


def test_a_restarted_service_strands_the_game_and_one_button_starts_it_again(
    browser: webdriver.Chrome, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    port = servers.free_port()
    with service_on(port, tmp_path / "first.log", monkeypatch) as base:
        start(browser, base, "kasino", 2, choose=number("option-target", "21"))
        words = strings(browser)
        assert root(browser, "status") == "your-turn"
        old = root(browser, "token")
    # the service is gone: choosing a move finds no connection, which the page says and retries
    browser.find_element("css selector", "#legal-list button").click()
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_element("id", "connection").is_displayed(), "no word of the lost line"
    )
    assert browser.find_element("id", "connection").text == words["reconnecting"]
    with service_on(port, tmp_path / "second.log", monkeypatch) as again:
        assert again == base
        # a retry reaches the new service (or, if it came up too late, "try again" does),
        # whose key is not the one that sealed the page's token
        WebDriverWait(browser, WAIT).until(
            lambda d: root(d, "status") in ("stranded", "error"), "the page did not give up"
        )
        if root(browser, "status") == "error":
            kind, text, buttons = recovery(browser)
            assert (kind, text, buttons) == ("lost", words["network_lost"], [words["try_again"]])
            browser.find_element("id", "restart").click()
            WebDriverWait(browser, WAIT).until(lambda d: root(d, "status") == "stranded")
        assert not browser.find_element("id", "connection").is_displayed()
        assert recovery(browser) == ("stranded", words["token_lost"], [words["start_again"]])
        # not a verdict on the move: nothing says "not legal"
        assert words["illegal"] not in browser.find_element("id", "verdict").text
        assert not browser.find_element("id", "error").is_displayed()
        assert browser.switch_to.active_element.get_attribute("id") == "restart"

        browser.find_element("id", "restart").click()
        WebDriverWait(browser, WAIT).until(lambda d: root(d, "token") not in ("", old))
        settle(browser, None)
        view = api(base, "kasino", "view", {"token": root(browser, "token"), "player": 0})
        assert view["view"]["options"]["target"] == 21 and view["view"]["players"] == 2
        assert not browser.find_element("id", "recovery").is_displayed()

        # a token already played on (an older copy of the game, here put back by hand): the
        # move is refused as spent, and the page offers the same one way on
        step = int(root(browser, "step"))
        while root(browser, "status") == "your-turn" and len(shown_moves(browser)) < 2:
            move = shown_moves(browser)[0]
            choose_listed(browser, move, base, "kasino")
            apply_chosen(browser, step)
            step = int(root(browser, "step"))
        assert root(browser, "status") == "your-turn"
        saved = browser.execute_script("return sessionStorage.getItem('kortdomaren.play')")
        first, second = shown_moves(browser)[:2]
        choose_listed(browser, first, base, "kasino")
        apply_chosen(browser, step)
        browser.execute_script("sessionStorage.setItem('kortdomaren.play', arguments[0])", saved)
        browser.refresh()
        settle(browser, None)
        assert int(root(browser, "step")) == step
        choose_listed(browser, second, base, "kasino")
        browser.find_element("id", "apply").click()
        WebDriverWait(browser, WAIT).until(lambda d: root(d, "status") == "stranded")
        assert recovery(browser) == ("stranded", words["token_spent"], [words["start_again"]])
    assert not [e for e in console_errors(browser) if "/v1/" not in e.get("message", "")]
