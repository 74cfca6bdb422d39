"""Nothing the /play page can show is left in English on a Swedish or Finnish page: its own
words (every template of domain "play"), and the API's words it shows — the catalogue's game
names and option descriptions, the bots' reasons and the score sheet's labels. (Verdicts and
every other message of the API: tests/i18n/test_catalogues.py, every msgid translated.)"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract
from babel.messages.pofile import read_po
from flask.testing import FlaskClient

from service.api import redact
from service.api.catalogue import DEPENDS
from service.api.families import FAMILIES
from service.api.i18n import TRANSLATIONS
from service.bots import suggest as bot_suggest
from service.core.game import Game
from service.core.options import OptionSpec
from service.core.text import Text, translate
from service.games import GAMES, find_game
from tests.i18n.catalogues import TRANSLATED, catalogue, extracted, placeholders

TEMPLATES = Path(__file__).resolve().parents[2] / "service" / "api" / "play" / "templates"


@functools.cache
def page_catalogue(language: str) -> Catalog:
    with (TRANSLATIONS / language / "LC_MESSAGES" / "play.po").open("rb") as source:
        return read_po(source, locale=language)


def page_msgids() -> set[str]:
    """Every ``_("…")`` of the page's templates: play.html and its partials of words."""
    found: set[str] = set()
    for path in sorted(TEMPLATES.rglob("*.html")):
        with path.open("rb") as source:
            found |= {message for _line, message, _c, _x in extract("jinja2", source)}
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_word_of_every_page_template_is_translated(language: str) -> None:
    ids = page_msgids()
    assert len(ids) > 200  # the page's words, its partials' included
    translations = {m.id: m for m in page_catalogue(language) if m.id}
    missing = sorted(ids - set(translations))
    assert not missing, f"run scripts/i18n update; not in {language}/play.po: {missing[:5]}"
    empty = sorted(i for i in ids if not translations[i].string or translations[i].fuzzy)
    assert not empty, f"{len(empty)} page words without a {language} translation: {empty[:5]}"
    wrong = [i for i in ids if placeholders(i) != placeholders(str(translations[i].string))]
    assert not wrong, wrong


def catalogue_texts(entry: dict[str, Any]) -> Iterator[str]:
    """The words of a catalogue entry: its name, each option's description and default note."""
    yield entry["name"]

    def option_texts(option: dict[str, Any]) -> Iterator[str]:
        yield option["description"]
        if "default_note" in option:
            yield option["default_note"]
        for field in option.get("fields", []):
            yield from option_texts(field)

    for option in entry["options"]:
        yield from option_texts(option)


def declared_texts(game: Game[Any, Any]) -> Iterator[object]:
    """The same words as the game declares them, in the same order as ``catalogue_texts``."""
    yield game.name

    def option_texts(spec: OptionSpec) -> Iterator[object]:
        yield spec.description
        if callable(spec.default):
            yield DEPENDS
        for field in spec.fields:
            yield from option_texts(field)

    for spec in game.option_specs:
        yield from option_texts(spec)


def templates(text: object) -> Iterator[str]:
    """A message's template and those of its parameters that are words."""
    if isinstance(text, Text):
        yield text.template
        for value in text.params.values():
            yield from templates(value)


def test_every_catalogue_text_is_marked_for_translation_where_declared() -> None:
    """Every game name and option description is written with ``msg`` where the game declares
    it, so ``pybabel extract`` finds it there; a plain string would be sent in English to
    every language."""
    texts = [text for game in GAMES for text in declared_texts(game)]
    plain = sorted({str(text) for text in texts if not isinstance(text, Text)})
    assert not plain, plain
    unextracted = sorted({t for text in texts for t in templates(text)} - extracted())
    assert not unextracted, unextracted
    assert len(texts) > 50


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_catalogue_answers_in_the_asked_language(client: FlaskClient, language: str) -> None:
    english = client.get("/v1/games").get_json()["games"]
    declared = {game.id: list(declared_texts(game)) for game in GAMES}
    answer = client.get("/v1/games", headers={"Accept-Language": language})
    assert answer.headers["Content-Language"] == language
    asked = answer.get_json()["games"]
    words = {m.id: str(m.string) for m in catalogue(language) if m.id}
    changed = 0
    for plain, translated in zip(english, asked, strict=True):
        # ids, option names, choices and defaults do not change with the language
        assert translated["id"] == plain["id"]
        assert [o["name"] for o in translated["options"]] == [o["name"] for o in plain["options"]]
        assert [o.get("choices") for o in translated["options"]] == [
            o.get("choices") for o in plain["options"]
        ]
        sources = declared[plain["id"]]
        for source, english_text, text in zip(
            sources, catalogue_texts(plain), catalogue_texts(translated), strict=True
        ):
            assert english_text == str(source)
            assert not untranslated(source, words), f"{language}: no translation of {source!r}"
            assert isinstance(source, Text)
            assert text == translate(source, words.get)
            changed += text != english_text
    assert changed > 50  # the descriptions read in the language (some names are the same)


def untranslated(text: object, words: dict[str, str]) -> list[str]:
    """The templates of a message (and of its parameters that are words) without a
    translation."""
    if not isinstance(text, Text):
        return []
    missing = [] if words.get(text.template) else [text.template]
    for value in text.params.values():
        missing += untranslated(value, words)
    return missing


def played_texts(game_id: str, players: int, seed: int) -> list[object]:
    """The bots' reasons (as the bot gives them, and as a seat-bound page gets another seat's)
    and the score labels of one deal played to its end by greedy bots."""
    game = find_game(game_id)
    assert game is not None
    family = FAMILIES[game.family]
    options = game.resolve_options({}, players)
    state = game.deal(players, options, 0, seed)
    texts: list[object] = []
    for turn in range(2000):
        if getattr(state, "to_move", None) is None:
            break
        found = bot_suggest(game, state, "greedy", seed=turn)
        outcome = game.apply(state, found.move)
        texts.append(found.reason)
        bound = (found.seat + 1) % players  # the page's seat when a bot moves
        texts.append(redact.bot_move(family, state, found, outcome, bound, None)["reason"])
        state = outcome.state
    assert getattr(state, "to_move", None) is None, "the deal did not end"
    texts += [item.label for item in game.score(state).items]
    return texts


@pytest.mark.parametrize(
    ("game_id", "players"), [("kasino", 2), ("byggkasino", 3), ("femhundra", 2), ("800", 4)]
)
@pytest.mark.timeout(120)
def test_the_bots_reasons_and_score_labels_of_a_whole_deal_are_translated(
    game_id: str, players: int
) -> None:
    texts = played_texts(game_id, players, seed=7)
    assert len(texts) > 20
    assert all(isinstance(text, Text) for text in texts), [
        text for text in texts if not isinstance(text, Text)
    ][:3]
    for language in TRANSLATED:
        words = {m.id: str(m.string) for m in catalogue(language) if m.id}
        missing = sorted({template for text in texts for template in untranslated(text, words)})
        assert not missing, f"{language}: {missing[:5]}"
