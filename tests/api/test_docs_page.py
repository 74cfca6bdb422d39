"""/docs in real headless Chromium: Swagger UI renders every operation of the served spec.

The operations are read from the /openapi.yaml the server serves, so the test follows the
contract as it changes. Set KORTDOMAREN_DOCS_SCREENSHOT=docs/api-docs.png to save the page.
"""

from __future__ import annotations

import json
import os
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from selenium import webdriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from tests.api.test_spec_examples import answers_as_shown
from tests.support.browser import chromium, console_errors, full_page_png
from tests.support.server import gunicorn

# Bounded: ~40 s for the module on an idle 2-core machine (server and browser start, three page
# loads, every operation tried once), a few times that at load average 16; a hung browser or
# server fails instead of holding CI.
pytestmark = pytest.mark.timeout(240)

WAIT = 30  # seconds for Swagger UI to draw something; generous, as CI runs two workers

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")

# Swagger UI's error boxes: a spec version it cannot read ("Unable to render this definition"),
# a spec it cannot fetch or parse ("Failed to load API definition"), resolver errors in the spec.
ERROR_SELECTOR = ".version-pragma__message, .errors-wrapper, .loading-container .errors"

RENDERED = """
return Array.from(document.querySelectorAll('.opblock')).map(block => [
  block.querySelector('.opblock-summary-method')?.textContent.trim().toLowerCase(),
  block.querySelector('.opblock-summary-path')?.getAttribute('data-path'),
  block.querySelector('.opblock-summary-operation-id')?.textContent.trim(),
]);
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with gunicorn(tmp_path_factory.mktemp("gunicorn") / "log") as base:
        yield base


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[webdriver.Chrome]:
    with chromium(tmp_path_factory.mktemp("chromium")) as driver:
        yield driver


@pytest.fixture(scope="module")
def spec(server: str) -> dict[str, Any]:
    with urllib.request.urlopen(f"{server}/openapi.yaml", timeout=10) as answer:
        document: dict[str, Any] = yaml.safe_load(answer.read())
    return document


def operations(spec: dict[str, Any]) -> dict[tuple[str, str], str | None]:
    """(method, path) -> operationId of every operation the spec declares."""
    return {
        (method, path): item[method].get("operationId")
        for path, item in spec["paths"].items()
        for method in METHODS
        if method in item
    }


def spec_operation(spec: dict[str, Any], method: str, path: str) -> dict[str, Any]:
    operation: dict[str, Any] = spec["paths"][path][method]
    return operation


def text_of(browser: webdriver.Chrome, selector: str) -> str:
    """textContent, which is much cheaper than WebElement.text on Swagger UI's large DOM."""
    text: str = browser.execute_script(
        "return document.querySelector(arguments[0]).textContent", selector
    )
    return text


def wait_for(browser: webdriver.Chrome, selector: str, message: str) -> WebElement:
    """The first element matching ``selector``, once there is one (at most WAIT seconds)."""
    WebDriverWait(browser, WAIT, poll_frequency=0.1).until(
        lambda driver: driver.find_elements("css selector", selector), message
    )
    return browser.find_element("css selector", selector)


def open_operation(browser: webdriver.Chrome, method: str, path: str) -> str:
    """Clicks an operation open and waits until its responses are drawn; returns its selector."""
    block = f".opblock-{method}:has(.opblock-summary-path[data-path='{path}'])"
    browser.find_element("css selector", f"{block} .opblock-summary-control").click()
    wait_for(browser, f"{block} .opblock-body .responses-wrapper", f"{method} {path} did not open")
    return block


def shown_errors(browser: webdriver.Chrome) -> list[str]:
    found: list[str] = browser.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.textContent)",
        ERROR_SELECTOR,
    )
    return found


def render(browser: webdriver.Chrome, url: str, expected: int) -> list[list[str]]:
    """Opens ``url`` and waits until Swagger UI shows ``expected`` operations or an error;
    returns [method, path, operationId] of each operation block."""
    browser.get(url)

    def settled(driver: webdriver.Chrome) -> bool:
        found = driver.find_elements("css selector", ".opblock")
        return len(found) >= expected or bool(driver.find_elements("css selector", ERROR_SELECTOR))

    WebDriverWait(browser, WAIT, poll_frequency=0.1).until(
        settled, f"Swagger UI showed neither {expected} operations nor an error in {WAIT} s"
    )
    errors = shown_errors(browser)
    assert not errors, errors
    blocks: list[list[str]] = browser.execute_script(RENDERED)
    return blocks


def test_docs_renders_every_operation_of_the_served_spec(
    server: str, browser: webdriver.Chrome, spec: dict[str, Any]
) -> None:
    declared = operations(spec)
    assert len(declared) >= 10, declared  # the contract, not an empty page
    # Swagger UI lists an operation once under each of its tags (once if it has none).
    shown = Counter(
        {(m, p): max(1, len(spec_operation(spec, m, p).get("tags", []))) for m, p in declared}
    )

    started = time.monotonic()
    blocks = render(browser, f"{server}/docs", shown.total())
    assert "Unable to render" not in browser.execute_script("return document.body.textContent")
    assert Counter((method, path) for method, path, _ in blocks) == shown
    rendered = {(method, path): operation_id for method, path, operation_id in blocks}
    assert set(rendered) == set(declared)
    for operation, operation_id in declared.items():
        if operation_id is not None:  # without one, Swagger UI shows a made-up id
            assert rendered[operation] == operation_id, operation

    title = browser.find_element("css selector", ".info .title").text
    assert spec["info"]["title"] in title
    assert str(spec["info"]["version"]) in title
    assert f"OAS {spec['openapi'][:3]}" in title  # Swagger UI read it as 3.1
    assert not console_errors(browser)  # no CSP violation, failed asset or script error
    print(f"rendered {len(blocks)} operations in {time.monotonic() - started:.2f} s")

    target = os.environ.get("KORTDOMAREN_DOCS_SCREENSHOT")
    if target:
        Path(target).write_bytes(full_page_png(browser))


def test_operations_open_and_try_it_out_reaches_this_service(
    server: str, browser: webdriver.Chrome, spec: dict[str, Any]
) -> None:
    """Opening an operation resolves its schemas ($ref, 3.1 keywords) and draws them; "Try it
    out" sends a real request past the page's CSP (connect-src 'self') and shows the answer.

    Swagger UI takes one to five seconds to open an operation here (more on a busy machine),
    so one of each is opened: the richest operation with a request body (most $refs: every
    family's states and moves) and the plainest GET without parameters (fewest $refs).
    """
    declared = operations(spec)

    def refs(operation: tuple[str, str]) -> int:
        return json.dumps(spec_operation(spec, *operation)).count('"$ref"')

    with_body = [op for op in declared if "requestBody" in spec_operation(spec, *op)]
    plain_get = [
        (method, path)
        for method, path in declared
        if method == "get"
        and not spec_operation(spec, method, path).get("parameters")
        and not spec["paths"][path].get("parameters")
    ]
    assert with_body, declared
    assert plain_get, declared
    render(browser, f"{server}/docs", len(declared))

    method, path = max(with_body, key=refs)
    block = open_operation(browser, method, path)
    body = text_of(browser, f"{block} .opblock-body")
    assert "Request body" in body, (path, body[:500])
    assert "Responses" in body, (path, body[:500])

    method, path = min(plain_get, key=refs)
    block = open_operation(browser, method, path)
    browser.find_element("css selector", f"{block} .try-out__btn").click()
    wait_for(browser, f"{block} .execute", f"no Execute button on {path}").click()
    answer = f"{block} .live-responses-table tbody .response-col_status"
    wait_for(browser, answer, f"no answer from {path}")
    with urllib.request.urlopen(f"{server}{path}", timeout=10) as direct:
        assert text_of(browser, answer).strip() == str(direct.status)
    assert f"{server}{path}" in text_of(browser, f"{block} .request-url")

    errors = shown_errors(browser)
    assert not errors, errors
    assert not console_errors(browser)


#: The answer Swagger UI shows after Execute: its status and its body.
LIVE = "{block} .live-responses-table tbody .response-col_status"
LIVE_BODY = "{block} .live-responses-table tbody .response-col_description pre"


def first_example(operation: dict[str, Any]) -> tuple[str, Any]:
    """The name and value of the 200 answer's first example: the one Swagger UI shows."""
    content = operation["responses"]["200"]["content"]
    media = content.get("application/json") or next(iter(content.values()))
    name, example = next(iter(media["examples"].items()))
    return name, example["value"]


def test_try_it_out_with_its_defaults_answers_as_each_operation_shows(
    server: str, browser: webdriver.Chrome, spec: dict[str, Any]
) -> None:
    """For every operation: open it, "Try it out", Execute with the defaults Swagger UI fills in
    (the path's game, the request body: each the first example), and the live answer is the
    first example of the 200 answer, as test_spec_examples compares them (exactly, or where
    the service draws something fresh each time, alike in shape)."""
    declared = operations(spec)
    render(browser, f"{server}/docs", len(declared))
    wrong = {}
    for method, path in declared:
        operation = spec_operation(spec, method, path)
        block = open_operation(browser, method, path)
        browser.find_element("css selector", f"{block} .try-out__btn").click()
        wait_for(browser, f"{block} .execute", f"no Execute button on {path}").click()
        status = LIVE.format(block=block)
        wait_for(browser, status, f"no answer from {method} {path}")
        name, shown = first_example(operation)
        code = text_of(browser, status).strip()
        body = text_of(browser, LIVE_BODY.format(block=block))
        got: Any = body if isinstance(shown, str) else _json(body)
        if code != "200" or not answers_as_shown(path, operation, name, shown, got):
            wrong[f"{method} {path}"] = f"{code}: {body[:300]}"
        browser.find_element("css selector", f"{block} .opblock-summary-control").click()
    assert not wrong, wrong
    errors = shown_errors(browser)
    assert not errors, errors


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text
