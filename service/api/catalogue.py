"""The game catalogue as plain data, built from the games' option specs and decks.

Names, option descriptions and the default note are words, answered in the language of
Accept-Language: the games write them with ``msg`` where they declare them (the types say
so), which is where ``pybabel extract`` finds them. Ids, option names, choices, rule IDs and
card codes never change with the language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.api.i18n import translator
from service.core.game import Game
from service.core.options import OptionSpec
from service.core.text import Text, msg, translate
from service.core.verdict import InvalidInput

KINDS = {"bool": "boolean", "int": "integer", "enum": "enum", "object": "object"}
#: The note on a default that depends on other options.
DEPENDS = msg("depends on other options; see the description")


def option_entry(spec: OptionSpec, players: int, default: Any) -> dict[str, Any]:
    """One option as the catalogue lists it, with ``default`` (the resolved default value);
    an object option lists its ``fields`` the same way, each with its own default."""
    entry: dict[str, Any] = {
        "name": spec.name,
        "type": KINDS[spec.kind],
        "nullable": spec.nullable,
        "rule": spec.rule,
        "description": spec.description,
    }
    if spec.choices:
        entry["choices"] = list(spec.choices)
    if spec.minimum is not None:
        entry["minimum"] = spec.minimum
    if spec.maximum is not None:
        entry["maximum"] = spec.maximum
    if spec.players:
        entry["players"] = list(spec.players)
    if callable(spec.default):
        entry["default_note"] = DEPENDS
    entry["default"] = default
    if spec.kind == "object":
        entry["fields"] = [option_entry(f, players, default[f.name]) for f in spec.fields]
    return entry


def game_entry(game: Game[Any, Any]) -> dict[str, Any]:
    """One catalogue entry; defaults shown are those with every other option at its default.
    Its words are in the request's language (English outside a request)."""
    entry = _english_entry(game)
    gettext = translator()
    options = [_worded(option, gettext) for option in entry["options"]]
    return {**entry, "name": _words(entry["name"], gettext), "options": options}


def _words(text: Text, gettext: Callable[[str], str] | None) -> str:
    """``text`` in the request's language, as a plain ``str`` for the JSON encoder."""
    return str(text) if gettext is None else translate(text, gettext)


def _worded(option: dict[str, Any], gettext: Callable[[str], str] | None) -> dict[str, Any]:
    """A copy of an option's entry with its words in the request's language (its name is an
    id); a description made of another (Dragkasino's) has that one translated too."""
    copy = dict(option)
    for key in ("description", "default_note"):
        if key in copy:
            copy[key] = _words(copy[key], gettext)
    if "fields" in copy:
        copy["fields"] = [_worded(field, gettext) for field in copy["fields"]]
    return copy


def _english_entry(game: Game[Any, Any]) -> dict[str, Any]:
    players = game.player_counts[0]
    defaults = game.resolve_options({}, players)
    plain = defaults.to_plain()
    options = []
    for spec in game.option_specs:
        options.append(option_entry(spec, players, plain[spec.name]))
    return {
        "id": game.id,
        "name": game.name,
        "family": game.family,
        "players": list(game.player_counts),
        "partnerships": game.partnerships,
        "options": options,
        **decks(game),
    }


def decks(game: Game[Any, Any]) -> dict[str, Any]:
    """The game's deck in canonical order (what a sealed deal shuffles, so a player can compare
    a revealed record's deck with it) with every option at its default, and ``decks``: each
    single option value that deals from another deck, with that deck (well under a millisecond
    for the whole catalogue: option sets resolve from the games' memos)."""
    players = game.player_counts[0]
    default = list(game.pack(game.resolve_options({}, players)))
    others: list[dict[str, Any]] = []
    for spec in game.option_specs:
        values: list[Any] = [True, False] if spec.kind == "bool" else list(spec.choices)
        for value in values:
            pack = _pack_with(game, spec.name, value)
            if pack is not None and pack != default:
                others.append({"option": spec.name, "value": value, "deck": pack})
    return {"deck": default, "decks": others}


def _pack_with(game: Game[Any, Any], name: str, value: Any) -> list[str] | None:
    """The deck with one option set (the first player count that allows it), else None."""
    for players in game.player_counts:
        try:
            options = game.resolve_options({name: value}, players)
        except InvalidInput:
            continue
        return list(game.pack(options))
    return None
