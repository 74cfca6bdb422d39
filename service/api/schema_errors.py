"""Schema errors a person can act on: each names the field and what it expects.

marshmallow says *that* a field is wrong ("Unknown field.", "Not a valid integer."); the
request's schema knows *what* was expected. This module walks marshmallow's nested messages
together with the schema and the body, and writes one problem per field with a JSON pointer:
an unknown field lists the fields its object has, a wrong value names the type, the allowed
values or the range, and what was sent instead. The sentences follow docs/messages.md.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, missing, validate

from service.api.fields import (
    CardCode,
    CardList,
    CardLists,
    CardParts,
    FullMatch,
    IntList,
    IntValues,
    ItemList,
    PlainDict,
    StrictBool,
    StrictInt,
)
from service.api.printable import PrintableString, unprintable
from service.core.text import Text, msg
from service.core.verdict import Problem, token

#: The sentences (docs/messages.md); ``{field}`` is one of the labels below. Each is a
#: translatable template (service/core/text.py), filled in with ``.format``.
UNKNOWN_FIELD = msg("Unknown field '{name}'; {what} has: {known}.")
MISSING_FIELD = msg("{field} is missing; send {expected}.")
NULL_FIELD = msg("{field} may not be null; send {expected}.")
WRONG_VALUE = msg("{field} must be {expected}, not {got}.")
WRONG_BODY = msg("{field} must be {expected}, not {got}.")
#: A string or a list of the right type that broke a length or a pattern: the sentence names
#: only what was broken, in characters or items (a string is never told it must be a string).
WRONG_LENGTH = msg("{field} must have {length}, not {count}.")
EMPTY = msg("{field} must not be empty.")
NO_MATCH = msg("{field} must match the pattern {pattern}, not {got}.")
#: A string of a field that takes printable text only (service/api/printable.py).
UNPRINTABLE = msg(
    "{field} may hold only printable characters; character {position} is {kind} ({code})."
)
#: Labels of the place a sentence is about.
FIELD_LABEL = msg("The field '{name}'")
ITEM_LABEL = msg("Item {index} of {parent}")
MEMBER_LABEL = msg("The member '{name}' of {parent}")
BODY_LABEL = msg("The request body")
#: Each label as it reads inside another ("Item 2 of the field 'moves'").
INNER_LABELS = {
    FIELD_LABEL.template: msg("the field '{name}'"),
    ITEM_LABEL.template: msg("item {index} of {parent}"),
    MEMBER_LABEL.template: msg("the member '{name}' of {parent}"),
    BODY_LABEL.template: msg("the request body"),
}

#: How many characters of a name or value the client sent are quoted back.
ECHO_CAP = 60

#: What each field type expects, as a noun phrase (constraints are added from validators).
EXPECTED: dict[type[fields.Field[Any]], str] = {
    StrictInt: msg("an integer"),
    StrictBool: msg("true or false"),
    CardCode: msg("a card code such as '7S'"),
    CardList: msg("a list of card codes such as ['7S', '10D']"),
    ItemList: msg("a list of card codes and build ids such as ['7H', 'b2']"),
    CardLists: msg("a list with one list of card codes per seat"),
    CardParts: msg("a non-empty list of parts, each a non-empty list of card codes"),
    IntList: msg("a list of integers"),
    IntValues: msg('an object of integers such as {{"AS": 14}}'),
    PlainDict: msg("an object"),
    fields.String: msg("a string"),
    fields.Integer: msg("an integer"),
    fields.Dict: msg("an object"),
}
#: What an object of each schema is called (:func:`_object_noun`), one sentence part each.
OBJECT_NOUNS = {
    "build action": msg("a build action object"),
    "build": msg("a build object"),
    "build play": msg("a build play object"),
    "capped": msg("a capped object"),
    "catalogue": msg("a catalogue object"),
    "combination": msg("a combination object"),
    "debt": msg("a debt object"),
    "declaration": msg("a declaration object"),
    "discard": msg("a discard object"),
    "draw": msg("a draw object"),
    "drawn": msg("a drawn object"),
    "duty": msg("a duty object"),
    "fairness": msg("a fairness object"),
    "game entry": msg("a game entry object"),
    "health": msg("a health object"),
    "last play": msg("a last play object"),
    "match": msg("a match object"),
    "move": msg("a move object"),
    "played": msg("a played object"),
    "problem": msg("a problem object"),
    "request": msg("a request object"),
    "score item": msg("a score item object"),
    "score": msg("a score object"),
    "sequence": msg("a sequence object"),
    "shuffle": msg("a shuffle object"),
    "standing": msg("a standing object"),
    "state": msg("a state object"),
    "strict": msg("a strict object"),
    "table card": msg("a table card object"),
    "table": msg("a table object"),
    "turn": msg("a turn object"),
    "view match": msg("a view match object"),
    "view": msg("a view object"),
    "violation": msg("a violation object"),
    "error item": msg("an error item object"),
    "option entry": msg("an option entry object"),
    "JSON": msg("a JSON object"),
}
_FAMILIES = ("Fishing", "Femhundra", "Tarot", "Deal")


def explain(messages: Any, schema: Schema, data: Any) -> list[Problem]:
    """marshmallow's ``messages`` for ``data`` loaded with ``schema``, as problems."""
    return _object(messages, schema, data, "", BODY_LABEL, root=True)


def _object(
    messages: Any, schema: Schema, data: Any, pointer: str, label: str, root: bool = False
) -> list[Problem]:
    if not isinstance(messages, Mapping):
        return _generic(messages, pointer)
    by_key = {f.data_key or name: f for name, f in schema.load_fields.items()}
    problems: list[Problem] = []
    for key in sorted(messages, key=str):
        entry = messages[key]
        if key == "_schema":
            problems.append(
                Problem(
                    pointer,
                    "invalid_field",
                    WRONG_BODY.format(field=label, expected=_object_noun(schema), got=_got(data)),
                )
            )
            continue
        child = f"{pointer}/{token(key)}"
        field = by_key.get(key)
        if field is None:
            what = INNER_LABELS[BODY_LABEL.template] if root else _object_noun(schema)
            known = ", ".join(by_key)
            text = UNKNOWN_FIELD.format(name=_echo(str(key)), what=what, known=known)
            problems.append(Problem(child, "unknown_field", text))
            continue
        value = data.get(key, missing) if isinstance(data, Mapping) else missing
        problems += _field(entry, field, value, child, FIELD_LABEL.format(name=_echo(key)))
    return problems


def _field(
    messages: Any, field: fields.Field[Any], value: Any, pointer: str, label: str
) -> list[Problem]:
    if isinstance(messages, Mapping):
        return _inside(messages, field, value, pointer, label)
    if not isinstance(messages, list) or not all(isinstance(m, str) for m in messages):
        return _generic(messages, pointer)
    expected = describe(field)
    problems: list[Problem] = []
    for message in dict.fromkeys(messages):  # two validators may say the same
        if message == field.error_messages.get("required"):
            text, code = MISSING_FIELD.format(field=label, expected=expected), "missing_field"
        elif message == field.error_messages.get("null"):
            text, code = NULL_FIELD.format(field=label, expected=expected), "invalid_field"
        else:
            problems.append(_wrong(field, value, pointer, label, expected))
            continue
        problems.append(Problem(pointer, code, text))
    return list({p.message: p for p in problems}.values())


def _wrong(
    field: fields.Field[Any], value: Any, pointer: str, label: str, expected: str
) -> Problem:
    """A wrong value: what was expected and what came. A value of the right type that broke a
    length, a pattern or printability is told only that ('1 to 64 characters, not 65')."""
    if isinstance(field, PrintableString) and isinstance(value, str):
        found = unprintable(value)
        if found is not None:
            position, what, code = found
            text = UNPRINTABLE.format(field=label, position=position, kind=what, code=code)
            return Problem(pointer, "invalid_field", text)
    kind = (
        "characters"
        if isinstance(value, str) and isinstance(field, fields.String)
        else "items"
        if isinstance(value, list)
        else None
    )
    for check in field.validators if kind else ():
        try:
            check(value)
        except ValidationError:
            pass
        except TypeError:  # a list where a string or a number belongs: the wrong type, below
            continue
        else:
            continue
        if isinstance(check, validate.Length) and check.equal is None:
            if check.min == 1 and check.max is None:
                return Problem(pointer, "invalid_field", EMPTY.format(field=label))
            length = _length(kind == "characters", check.min, check.max)
            text = WRONG_LENGTH.format(field=label, length=length, count=len(value))
            return Problem(pointer, "invalid_field", text)
        if isinstance(check, validate.Regexp) and kind == "characters":
            pattern = check.regex.pattern
            text = NO_MATCH.format(field=label, pattern=pattern, got=_got(value))
            return Problem(pointer, "invalid_field", text)
        break
    text = WRONG_VALUE.format(field=label, expected=expected, got=_got(value))
    return Problem(pointer, "invalid_field", text)


def _length(characters: bool, low: int | None, high: int | None) -> str:
    """'1 to 64 characters', 'at most 6 items': a length's bounds, in its unit."""
    if characters:
        if low and high is not None:
            return msg("{low} to {high} characters", low=low, high=high)
        if high is not None:
            return msg("at most {high} characters", high=high)
        return msg("at least {low} characters", low=low)
    if low and high is not None:
        return msg("{low} to {high} items", low=low, high=high)
    if high is not None:
        return msg("at most {high} items", high=high)
    return msg("at least {low} items", low=low)


def _inside(
    messages: Mapping[Any, Any], field: fields.Field[Any], value: Any, pointer: str, label: str
) -> list[Problem]:
    """Errors inside a field's value: a nested object's fields, a list's items, a dict's
    members."""
    if isinstance(field, fields.Nested):
        return _object(messages, field.schema, value, pointer, label)
    problems: list[Problem] = []
    for key in sorted(messages, key=str):
        child = f"{pointer}/{token(key)}"
        if isinstance(field, fields.List):
            item = value[key] if isinstance(value, list) and isinstance(key, int) else missing
            parent = ITEM_LABEL.format(index=key, parent=_lower(label))
            problems += _field(messages[key], field.inner, item, child, parent)
        elif isinstance(field, fields.Dict) and field.value_field is not None:
            member = value.get(key, missing) if isinstance(value, Mapping) else missing
            parent = MEMBER_LABEL.format(name=_echo(str(key)), parent=_lower(label))
            problems += _field(messages[key], field.value_field, member, child, parent)
        else:
            problems += _generic(messages[key], child)
    return problems


def describe(field: fields.Field[Any]) -> str:
    """What ``field`` expects, as a noun phrase with its constraints.

    >>> describe(StrictInt(validate=validate.Range(min=0, max=9), allow_none=True))
    'an integer from 0 to 9, or null'
    """
    text = _noun(field)
    for check in field.validators:
        text = _constrained(text, check, field)
    return msg("{text}, or null", text=text) if field.allow_none else text


def _noun(field: fields.Field[Any]) -> str:
    if isinstance(field, fields.Nested):
        return _object_noun(field.schema)
    for kind in type(field).__mro__:
        if kind in EXPECTED:
            return EXPECTED[kind]
    if isinstance(field, fields.List):
        return msg("a list whose items are each {expected}", expected=describe(field.inner))
    return msg("a valid value")


def _constrained(text: str, check: Any, field: fields.Field[Any]) -> str:
    if isinstance(check, validate.OneOf):
        choices = ", ".join(_quoted(choice) for choice in check.choices)
        return msg("one of {choices}", choices=choices)
    if isinstance(check, FullMatch):
        return msg("a build id such as 'b1' ('b' and digits)")
    if isinstance(check, validate.Equal):
        return msg("exactly {value}", value=_quoted(check.comparable))
    if isinstance(check, validate.Range):
        low, high = check.min, check.max
        if low is not None and high is not None:
            return msg("{text} from {low} to {high}", text=text, low=low, high=high)
        if low is not None:
            return msg("{text} of at least {low}", text=text, low=low)
        return msg("{text} of at most {high}", text=text, high=high)
    if isinstance(check, validate.Length) and isinstance(field, fields.String):
        low, high = check.min, check.max
        if low == 1 and high is None:
            return msg("{text} (not empty)", text=text)
        if low and high is not None:
            return msg("{text} of {low} to {high} characters", text=text, low=low, high=high)
        if high is not None:
            return msg("{text} of at most {high} characters", text=text, high=high)
        return msg("{text} of at least {low} characters", text=text, low=low)
    if isinstance(check, validate.Length):
        low, high = check.min, check.max
        if low == 1 and high is None:
            return msg("{text} (not empty)", text=text)
        if low and high is not None:
            return msg("{text} ({low} to {high} items)", text=text, low=low, high=high)
        if high is not None:
            return msg("{text} (at most {high} items)", text=text, high=high)
        return msg("{text} (at least {low} items)", text=text, low=low)
    return text


def _object_noun(schema: Schema) -> str:
    """'a move object' for FishingMoveSchema: what an object of this schema is called."""
    name = type(schema).__name__.removesuffix("Schema")
    for family in _FAMILIES:
        if name.startswith(family) and name != family:
            name = name.removeprefix(family)
            break
    words = " ".join(w.lower() for w in re.findall(r"[A-Z][a-z]*", name)) or "JSON"
    known = OBJECT_NOUNS.get(words)
    if known is not None:
        return known
    if words[0] in "aeiou":  # a schema added since: its words stay English
        return msg("an {words} object", words=words)
    return msg("a {words} object", words=words)


def _got(value: Any) -> str:
    """What the client sent, in a few words: the value itself when it is short."""
    if value is missing:
        return msg("nothing")
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, int | float):
        return _echo(repr(value))
    if isinstance(value, str):
        return _quoted(value)
    if isinstance(value, list):
        return msg("a list of {count} item(s)", count=len(value))
    return msg("an object")


def _quoted(value: Any) -> str:
    return f"'{_echo(str(value))}'" if isinstance(value, str) else _echo(repr(value))


def _echo(text: str) -> str:
    """A name or value the client sent, cut to ECHO_CAP characters."""
    return text if len(text) <= ECHO_CAP else text[: ECHO_CAP - 1] + "…"


def _lower(label: str) -> str:
    """A label used inside another ('Item 2 of the field …')."""
    if isinstance(label, Text) and label.template in INNER_LABELS:
        return INNER_LABELS[label.template].format(**label.params)
    return label[0].lower() + label[1:]


def _generic(messages: Any, pointer: str) -> list[Problem]:
    """Messages of a shape this walk does not know: reported as marshmallow wrote them."""
    if isinstance(messages, Mapping):
        return [
            p
            for key in sorted(messages, key=str)
            for p in _generic(messages[key], f"{pointer}/{token(key)}")
        ]
    if isinstance(messages, list):
        return [p for m in messages for p in _generic(m, pointer)]
    return [Problem(pointer, "invalid_field", str(messages))]
