"""Sentences that can be translated later: the English text, plus the template it came from.

The rules engine speaks English and knows nothing of languages (docs/translations.md). A
message is made with :func:`msg` from a ``str.format`` template, which is also its gettext
msgid, and its parameters; the result *is* the English sentence (a ``str``), so everything
that treats messages as text keeps working, and it also carries ``template`` and ``params``
so that the HTTP layer can put the template through a catalogue and fill it in again. A
parameter that is itself words (a suit, "cards") is passed as another :class:`Text`, which is
translated in turn; numbers, card codes and rule IDs are never translated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any


class Text(str):
    """An English sentence that remembers its ``template`` and ``params``."""

    template: str
    params: Mapping[str, object]

    def __new__(cls, template: str, params: Mapping[str, object]) -> Text:
        if params or "{" in template:
            try:
                text = template.format_map(params)
            except (KeyError, IndexError):  # a template to fill in later with .format
                text = template
        else:
            text = template
        self = super().__new__(cls, text)
        self.template = template
        self.params = params
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.template, dict(self.params)))

    def format(self, *args: object, **params: object) -> str:
        """A template made once (a module constant, ``msg("… {name} …")``) filled in: the
        result keeps the template, so it stays translatable. A text already filled in formats
        as a plain ``str``.

        >>> LABEL = msg("The field '{name}'")
        >>> LABEL.format(name="player").template
        "The field '{name}'"
        """
        if args or self.params:
            return super().format(*args, **params)
        return Text(self.template, params)


def msg(template: str, /, **params: object) -> Text:
    """The sentence ``template.format(**params)``, translatable later.

    >>> text = msg("Seat {seat} does not hold {card}.", seat=1, card="7S")
    >>> text, text.template
    ('Seat 1 does not hold 7S.', 'Seat {seat} does not hold {card}.')
    """
    return Text(template, params)


def translate(text: str, gettext: Callable[[str], str]) -> str:
    """``text`` in another language: its template through ``gettext``, then its parameters,
    themselves translated when they are :class:`Text`. A plain ``str`` (a value the client
    sent, a message made outside the engine) is returned as it is; a translation whose
    placeholders do not fit (a broken catalogue) gives the English text.

    >>> translate(msg("The {suit} are trumps.", suit=msg("hearts")), {
    ...     "The {suit} are trumps.": "{suit} är trumf.", "hearts": "Hjärter"}.get)
    'Hjärter är trumf.'
    """
    if not isinstance(text, Text):
        return text
    params = {
        name: translate(value, gettext) if isinstance(value, Text) else value
        for name, value in text.params.items()
    }
    try:
        return (gettext(text.template) or text.template).format_map(params)
    except (KeyError, IndexError, ValueError):
        return str(text)


def either(items: Sequence[object]) -> str:
    """Values joined by "or" (the word translated): ``1 or 14``.

    >>> either([1, 14]), either([7]), either([1, 2, 3])
    ('1 or 14', '7', '1 or 2 or 3')
    """
    if len(items) < 2:
        return "".join(map(str, items))
    return msg("{some} or {last}", some=either(items[:-1]), last=items[-1])


def both(items: Sequence[object]) -> str:
    """Values joined by "and" (the word translated): ``7S and 7H``.

    >>> both(["7S", "7H"]), both(["7S", "7H", "7D"])
    ('7S and 7H', '7S and 7H and 7D')
    """
    if len(items) < 2:
        return "".join(map(str, items))
    return msg("{some} and {last}", some=both(items[:-1]), last=items[-1])


def joined(items: Sequence[str], separator: str = ", ") -> str:
    """Items joined by ``separator``, each kept translatable when it is a :class:`Text`
    (a list of builds, each "build b1 (value 8)"); the separator is punctuation, never a word.

    >>> joined(["7S", "7H"]), joined([msg("build {id}", id="b1"), "7S"]).params["i0"].template
    ('7S, 7H', 'build {id}')
    """
    if not any(isinstance(item, Text) for item in items):
        return separator.join(items)
    names = [f"i{number}" for number in range(len(items))]
    template = separator.replace("{", "{{").replace("}", "}}").join(f"{{{n}}}" for n in names)
    return Text(template, dict(zip(names, items, strict=True)))
