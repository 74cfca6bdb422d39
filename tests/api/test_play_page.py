"""/play as served: its files, its headers, its language, and its catalogues (domain "play").

The browser test (tests/browser/test_play.py) plays the page; these check what it is made of.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract
from babel.messages.pofile import read_po
from flask.testing import FlaskClient

from service.api.play import ASSETS, STATIC
from service.api.play.language import LANGUAGES
from service.api.schemas.events import event_schemas

PLAY = Path(__file__).resolve().parents[2] / "service" / "api" / "play"
TRANSLATIONS = PLAY.parents[1] / "translations"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def page(client: FlaskClient, path: str = "/play", **headers: str) -> str:
    answer = client.get(path, headers=headers)
    assert answer.status_code == 200
    assert answer.mimetype == "text/html"
    return answer.get_data(as_text=True)


IMPORT = re.compile(r'^import .* from "\./([\w-]+\.js)";$', re.M)


def script_text() -> str:
    """Every module of the page's script, one after another."""
    return "\n".join(path.read_text() for path in sorted((STATIC / "js").glob("*.js")))


def test_every_module_is_short() -> None:
    """One job per module: none grows past 300 lines."""
    for path in (STATIC / "js").glob("*.js"):
        assert len(path.read_text().splitlines()) <= 300, path.name


def page_strings(html: str) -> dict[str, str]:
    found = re.search(r'<script type="application/json" id="play-strings">(.*?)</script>', html)
    assert found is not None
    strings: dict[str, str] = json.loads(found.group(1))
    return strings


def test_the_page_loads_only_its_own_files_under_a_strict_policy(client: FlaskClient) -> None:
    answer = client.get("/play")
    policy = answer.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "default-src 'none'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    html = answer.get_data(as_text=True)
    assert "<script>" not in html  # no inline code: the only inline script block is JSON data
    linked = set(re.findall(r'(?:src|href)="(/play/static/[^"]+)"', html))
    assert linked <= {f"/play/static/{name}" for name in ASSETS}
    assert "/play/static/js/main.js" in linked
    # every module is reached from main.js by its imports, and every import is served
    modules = {name for name in ASSETS if name.endswith(".js")}
    reached, todo = set(), ["js/main.js"]
    while todo:
        name = todo.pop()
        reached.add(name)
        for imported in IMPORT.findall((STATIC / name).read_text()):
            target = f"js/{imported}"
            assert target in modules, (name, imported)
            if target not in reached:
                todo.append(target)
    assert reached == modules, modules - reached
    assert not re.search(r'(?:src|href)="(?:https?:)?//', html)  # no CDN, nothing off-site
    for url in linked:
        asset = client.get(url)
        assert asset.status_code == 200, url
        assert asset.headers["Content-Security-Policy"] == policy
        assert asset.headers["X-Content-Type-Options"] == "nosniff"
        name = url.removeprefix("/play/static/")
        assert asset.get_data() == (STATIC / name).read_bytes()


@pytest.mark.parametrize("name", ["play.html", "../__init__.py", "nothing.js", "%2e%2e%2fplay.js"])
def test_only_the_listed_files_are_served(client: FlaskClient, name: str) -> None:
    answer = client.get(f"/play/static/{name}")
    assert answer.status_code == 404
    assert answer.mimetype == "application/problem+json"


def test_the_script_asks_the_api_only(client: FlaskClient) -> None:
    """Every fetch goes to this origin's /v1 (the public API), nothing else."""
    script = script_text()
    paths = re.findall(r'api\(\s*(?:endpoint\("([\w-]+)"\)|"([^"]+)")', script)
    assert paths, "no API call found"
    for named, literal in paths:
        assert named or literal.startswith("/v1/"), literal
    assert "export const endpoint = (name) => `/v1/games/" in script
    assert script.count("fetch(") == 1  # all through api(), which sends Accept-Language
    assert '"Accept-Language": LANG' in script


@pytest.mark.parametrize(
    ("query", "header", "expected"),
    [
        ("", None, "en"),
        ("", "sv-SE,sv;q=0.9,en;q=0.5", "sv"),
        ("", "fi", "fi"),
        ("", "de, *;q=0.1", "en"),
        ("?lang=fi", "sv", "fi"),  # the switch wins over the browser's preference
        ("?lang=xx", "sv", "sv"),  # an unknown choice falls back to Accept-Language
    ],
)
def test_the_page_language(
    client: FlaskClient, query: str, header: str | None, expected: str
) -> None:
    headers = {"Accept-Language": header} if header else {}
    answer = client.get(f"/play{query}", headers=headers)
    assert answer.headers["Content-Language"] == expected
    html = answer.get_data(as_text=True)
    assert f'<html lang="{expected}">' in html
    words = catalogue(expected)
    heading = "Kortdomaren: play against the bots"
    assert f"<h1>{words.get(heading) or heading}</h1>" in html
    assert page_strings(html)["your_turn"] == (words.get("Your turn.") or "Your turn.")


def catalogue(language: str) -> dict[str, str]:
    if language == "en":
        return {}
    with (TRANSLATIONS / language / "LC_MESSAGES" / "play.po").open("rb") as source:
        return {m.id: m.string for m in read_po(source) if m.id}


def template_messages() -> set[str]:
    """The words of play.html and of its partials (templates/strings/*.html)."""
    found: set[str] = set()
    for path in sorted((PLAY / "templates").rglob("*.html")):
        with path.open("rb") as source:
            found |= {message for _line, message, _comments, _context in extract("jinja2", source)}
    return found


def test_the_template_file_holds_exactly_the_pages_words() -> None:
    """play.pot is what `scripts/i18n extract` makes of the template (no word left out)."""
    with (TRANSLATIONS / "play.pot").open("rb") as source:
        ids = {m.id for m in read_po(source) if m.id}
    assert ids == template_messages()


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_every_word_of_the_page_is_translated(language: str) -> None:
    words = catalogue(language)
    assert set(words) == template_messages()
    for english, translated in words.items():
        assert translated.strip(), f"{language}: {english!r} has no translation"
        # the script fills these in: a translation must keep every one, and add none
        assert set(PLACEHOLDER.findall(translated)) == set(PLACEHOLDER.findall(english)), (
            language,
            english,
            translated,
        )


def test_every_string_the_script_uses_is_in_the_page(client: FlaskClient) -> None:
    strings = page_strings(page(client))
    script = script_text()
    used = set(re.findall(r"\bT\.(\w+)", script)) | set(re.findall(r'fmt\(\s*"(\w+)"', script))
    kinds = re.search(r"export const KINDS = \{(.*?)\};", script, re.S)
    assert kinds is not None
    used |= {f"kind_{name}" for name in re.findall(r'"(\w+)"', kinds.group(1))}
    assert used, "no strings found in the script"
    assert used <= set(strings), used - set(strings)


#: Event types the script words from other fields (the source of a draw), not by ev_<type>.
WORDED_BY_FIELDS = {"drawn": ("ev_drawn_stock", "ev_drawn_pile")}


@pytest.mark.parametrize("family", ["fishing", "femhundra", "tarot"])
def test_every_event_of_every_family_has_words_on_the_page(
    client: FlaskClient, family: str
) -> None:
    """No event falls back to "{player}: <its type in English>", which a Swedish or Finnish
    page would show untranslated (1000's fjont_owed once did)."""
    strings = page_strings(page(client))
    schemas = event_schemas(family, "X").values()
    types = [schema["properties"]["type"]["const"] for schema in schemas if "properties" in schema]
    assert types
    for event_type in types:
        keys = WORDED_BY_FIELDS.get(event_type, (f"ev_{event_type}",))
        assert all(key in strings for key in keys), (family, event_type)
