"""/play by keyboard and by thumb, and under axe-core's accessibility check.

A whole Kasino deal is played with the keys alone, each move in at most three presses from the
moment it is seat 0's turn (the focus waits on the first legal move; the arrow keys pick
another; Enter chooses it and moves on to "Play this move"; Enter plays it). Every control is
reached by Tab with a visible focus ring, every touch target is at least 44 CSS pixels, and
axe-core (tools/node, injected into the page) finds nothing serious or critical on the setup
form, on the board at seat 0's turn, or with the score sheet.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser.test_play import WAIT, focused, root, seat_view, settle, start, strings
from tests.support.browser import console_errors
from tests.support.server import ROOT

# Bounded: a 24-move Kasino deal by keyboard, a few more deals; ~40 s on an idle machine.
pytestmark = pytest.mark.timeout(300)

AXE = ROOT / "tools" / "node" / "node_modules" / "axe-core" / "axe.min.js"
TARGET = 44  # CSS pixels: the smallest touch target (WCAG 2.5.5)
MOST_PRESSES = 3  # from seat 0's turn to the move played

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]})
  .then((result) => done(result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }))))
  .catch((error) => done([{id: "axe-failed", impact: "critical", help: String(error), nodes: []}]));
"""


def axe_problems(browser: webdriver.Chrome) -> list[dict[str, Any]]:
    """axe-core's serious and critical findings on the page as it is now."""
    assert AXE.exists(), f"{AXE} is missing: npm ci --prefix tools/node (scripts/bootstrap-system)"
    if not browser.execute_script("return typeof window.axe === 'object'"):
        browser.execute_script(AXE.read_text())  # a script run by the driver: no CSP applies
    found: list[dict[str, Any]] = browser.execute_async_script(RUN_AXE)
    return [v for v in found if v["impact"] in ("serious", "critical")]


def press(browser: webdriver.Chrome, key: str) -> None:
    ActionChains(browser).send_keys(key).perform()


def matches(browser: webdriver.Chrome, element: WebElement, selector: str) -> bool:
    found: bool = browser.execute_script(
        "return arguments[0].matches(arguments[1])", element, selector
    )
    return found


def wait_focus(browser: webdriver.Chrome, selector: str) -> WebElement:
    WebDriverWait(browser, WAIT, poll_frequency=0.05).until(
        lambda d: matches(d, focused(d), selector), f"the focus did not reach {selector}"
    )
    return focused(browser)


def outline(browser: webdriver.Chrome, element: WebElement) -> tuple[str, str]:
    style: list[str] = browser.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.outlineStyle, s.outlineWidth]",
        element,
    )
    return style[0], style[1]


def test_a_kasino_deal_played_by_keyboard_in_three_presses_a_move(
    server: str, browser: webdriver.Chrome
) -> None:
    browser.get(f"{server}/play?pace=0")
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_elements("css selector", "#game option[value='kasino']")
    )
    problems: dict[str, list[dict[str, Any]]] = {}
    for game in ("mulle-glimne", "femhundra", "kasino"):  # an option group, numbers, the rest
        browser.execute_script(
            "const s = document.getElementById('game'); s.value = arguments[0];"
            "s.dispatchEvent(new Event('change'))",
            game,
        )
        problems[f"setup of {game}"] = axe_problems(browser)
    step = start(browser, server, "kasino", 2)
    words = strings(browser)
    turns, most, presses_in_all = 0, 0, 0
    while root(browser, "status") == "your-turn":
        if turns == 0:
            problems["board"] = axe_problems(browser)
        token = root(browser, "token")
        hand = seat_view(server, "kasino", token)["hands"][0]
        first = wait_focus(browser, "#legal-list button")
        buttons = browser.find_elements("css selector", "#legal-list button")
        assert first == buttons[0]  # the turn starts on the first legal move
        # the first move, the next one (ArrowDown) or the last (ArrowUp wraps), in turn
        choice = turns % 3 if len(buttons) > 1 else 0
        keys = [[], [Keys.ARROW_DOWN], [Keys.ARROW_UP]][choice]
        target = [buttons[0], buttons[1 % len(buttons)], buttons[-1]][choice]
        for key in keys:
            press(browser, key)
        assert focused(browser) == target
        assert outline(browser, target)[0] != "none"  # the focus is seen
        move = json.loads(target.get_attribute("data-move") or "null")
        said = target.text
        press(browser, Keys.ENTER)  # chooses it: validate, then the focus on "Play this move"
        wait_focus(browser, "#apply")
        assert browser.find_element("id", "verdict").get_attribute("data-verdict") == "legal"
        press(browser, Keys.ENTER)  # plays it
        presses = len(keys) + 2
        status = settle(browser, step)
        step = int(root(browser, "step"))
        # the move played is the one chosen: its card left the hand, the log says it
        assert "card" in move and move["card"] in hand
        assert move["card"] not in seat_view(server, "kasino", root(browser, "token"))["hands"][0]
        logged = [e.text for e in browser.find_elements("css selector", "#events .move")]
        assert f"{words['you']}: {said}" in logged
        turns += 1
        most = max(most, presses)
        presses_in_all += presses
        assert presses <= MOST_PRESSES
        if status != "your-turn":
            break
    assert root(browser, "status") == "deal-over" and turns == 24
    # the deal's end: the focus goes on to what comes next, the score sheet is checked
    wait_focus(browser, "#next-deal, #rematch, #new-game")
    assert browser.find_elements("css selector", "#score-sheet tbody tr")
    problems["score sheet"] = axe_problems(browser)
    assert not any(problems.values()), json.dumps(problems, indent=1, ensure_ascii=False)
    assert not console_errors(browser)
    print(f"Kasino deal by keyboard: {turns} moves, {presses_in_all} key presses, most {most}")


FOCUSABLE = """return Array.from(document.querySelectorAll(
    'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])'))
  .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
                 && !e.closest('[hidden]'))"""


def tab_round(browser: webdriver.Chrome, limit: int) -> tuple[list[WebElement], list[str]]:
    """Presses Tab until the focus comes back where it started: the elements reached, and
    the names of those that showed no focus ring."""
    start_at = focused(browser)
    reached: list[WebElement] = []
    unseen: list[str] = []
    for _ in range(limit):
        press(browser, Keys.TAB)
        element = focused(browser)
        if element == start_at or element in reached:
            return reached, unseen
        if element.tag_name == "body":
            continue  # past the last control, before the first
        reached.append(element)
        if outline(browser, element)[0] == "none":
            unseen.append(element.get_attribute("id") or element.text)
    pytest.fail("Tab never came back where it started")


def test_every_control_is_reached_by_keyboard_with_a_visible_focus(
    server: str, browser: webdriver.Chrome
) -> None:
    """On the setup form (Mulle Glimne's, with an option group) and on seat 0's turn: Tab
    reaches every control but the legal moves after the first (the list is one stop), the
    arrow keys reach those; each shows its focus ring."""
    browser.get(f"{server}/play?pace=0")
    WebDriverWait(browser, WAIT).until(
        lambda d: d.find_elements("css selector", "#game option[value='mulle-glimne']")
    )
    browser.execute_script(
        "const s = document.getElementById('game'); s.value = 'mulle-glimne';"
        "s.dispatchEvent(new Event('change')); s.focus()"
    )
    controls = browser.execute_script(FOCUSABLE)
    reached, unseen = tab_round(browser, len(controls) + 20)
    missed = [
        c.get_attribute("id") or c.text for c in controls if c not in [*reached, focused(browser)]
    ]
    assert not missed and not unseen, (missed, unseen)

    start(browser, server, "byggkasino", 2)
    wait_focus(browser, "#legal-list button")
    controls = browser.execute_script(FOCUSABLE)
    legal = browser.find_elements("css selector", "#legal-list button")
    reached, unseen = tab_round(browser, len(controls) + 20)
    assert focused(browser) == legal[0]
    for index in range(1, len(legal)):
        press(browser, Keys.ARROW_DOWN)
        assert focused(browser) == legal[index]
        assert outline(browser, legal[index])[0] != "none"
    missed = [c.get_attribute("id") or c.text for c in controls if c not in [*reached, *legal]]
    assert not missed and not unseen, (missed, unseen)
    assert not console_errors(browser)


SIZES = """return Array.from(document.querySelectorAll(
    'button, select, input:not([type=checkbox]), .languages a, .check label, .none label'))
  .filter((e) => e.getClientRects().length && !e.closest('[hidden]'))
  .map((e) => { const r = e.getBoundingClientRect();
                const name = e.id || e.getAttribute('for') || e.textContent.trim();
                return [name, r.width, r.height]; })"""


@pytest.mark.parametrize("width", [390, 1280])
def test_every_touch_target_is_44_pixels(
    server: str, browser: webdriver.Chrome, width: int
) -> None:
    """Buttons, selects, fields, the language links, the legal moves and the labels of the
    check boxes, on the setup form and on the board, on a phone and on a desktop."""
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": 844, "deviceScaleFactor": 1, "mobile": width < 600},
    )
    try:
        browser.get(f"{server}/play?pace=0")
        WebDriverWait(browser, WAIT).until(
            lambda d: d.find_elements("css selector", "#game option[value='mulle-glimne']")
        )
        measured = []
        for game in ("mulle-glimne", "femhundra"):  # check boxes; selects and a number field
            browser.execute_script(
                "const s = document.getElementById('game'); s.value = arguments[0];"
                "s.dispatchEvent(new Event('change'))",
                game,
            )
            measured += browser.execute_script(SIZES)
        start(browser, server, "kasino", 2)
        wait_focus(browser, "#legal-list button")
        board = browser.execute_script(SIZES)
        assert any(name == "kind" for name, _w, _h in board)
        assert len(browser.find_elements("css selector", "#legal-list button")) >= 1
        measured += board
        small = [(name, w, h) for name, w, h in measured if min(w, h) < TARGET - 0.01]
        assert not small, small
        smallest = min(min(w, h) for _name, w, h in measured)
        print(f"{width} px: {len(measured)} targets, the smallest {smallest:.1f} px")
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
