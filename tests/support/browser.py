"""Real headless Chromium (Debian's chromium and chromium-driver) driven through selenium.

Every test gets a fresh profile and a browser that does no networking of its own (no component
updates, no sync, no background fetches), so the only requests are the page's.
"""

from __future__ import annotations

import base64
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from tests.support.tools import system_tool

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--hide-scrollbars",
)

TIMEOUT = 20  # seconds for a page load or a script; a hung page fails instead of waiting


@contextmanager
def chromium(profile: Path, width: int = 1280, height: int = 900) -> Iterator[webdriver.Chrome]:
    """A Chrome session in a new profile under ``profile``; quits browser and driver after."""
    options = webdriver.ChromeOptions()
    options.binary_location = system_tool("chromium", "chromium")
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={width},{height}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(
        executable_path=system_tool("chromedriver", "chromium-driver"),
        log_output=subprocess.DEVNULL,
    )
    driver = webdriver.Chrome(options=options, service=service)
    try:
        driver.set_page_load_timeout(TIMEOUT)
        driver.set_script_timeout(TIMEOUT)
        yield driver
    finally:
        driver.quit()


def console_errors(driver: webdriver.Chrome) -> list[dict[str, Any]]:
    """The page's console messages of level SEVERE so far (CSP violations, failed loads, throws)."""
    entries: list[dict[str, Any]] = driver.get_log("browser")  # type: ignore[no-untyped-call]
    return [entry for entry in entries if entry.get("level") == "SEVERE"]


def full_page_png(driver: webdriver.Chrome) -> bytes:
    """A screenshot of the whole page, not just the window (Chrome DevTools' own capture)."""
    size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    shot = driver.execute_cdp_cmd(
        "Page.captureScreenshot",
        {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1},
        },
    )
    return base64.b64decode(shot["data"])
