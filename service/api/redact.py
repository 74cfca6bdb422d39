"""An answer shaped for a seat-bound token: it says only what the bound seat may know.

A bound token's views and events are already the seat's own (``family.view_plain``,
``family.events_view``). What else an answer carries about *another* seat's move must say no
more than those events: a bot's move for another seat (``suggest`` with ``play``) names the
cards it laid away face down, its ``considered`` count is that seat's number of legal moves
(in 800, "4 legal moves" meant 4 spades held), its reason weighs that seat's hand, and an
``interpretation`` can tell what the events hide (whether a build addition was exempt tells
whether its adder holds a card of the build's value, BYGG-PART-2). The rule here is generic:
whatever differs between the events as the mover sees them and as the bound seat sees them is
hidden, wherever else it would appear (tests/seal/test_secret_metamorphic.py checks every
field of every answer against a reshuffle of what the seat cannot see).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from service.api.family import Family, Plain
from service.api.i18n import words
from service.bots.describe import describe
from service.bots.suggest import Suggestion
from service.core.game import Outcome
from service.core.text import Text, msg

Events = Sequence[Mapping[str, Any]]


def _strings(value: Any) -> Counter[str]:
    """Every string in a plain value (card codes among them), with repeats: a double deck
    holds two cards of a code, and one of them may be hidden while the other is shown."""
    found: Counter[str] = Counter()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found[item] += 1
        elif isinstance(item, Mapping):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


#: The longest card code of any deck ("10S", "T21"): what a code counts for in a token's length.
CODE_WIDTH = 3


def token_padding(*sealed: Any) -> str:
    """Filler for a token that seals a state and moves. The token is as long as what it seals,
    and ``10S`` is longer than ``9S``: where a card is named twice (Femhundra's card drawn from
    the stock is in the hand and in ``turn.drawn``) or in the moves (cards laid away face
    down), the token's length would tell which card it is. With the filler every string
    counts for at least :data:`CODE_WIDTH` characters, whatever the cards."""
    found = _strings(sealed).items()
    return " " * sum((CODE_WIDTH - len(s)) * n for s, n in found if len(s) < CODE_WIDTH)


def hidden_keys(mover_sees: Events, seat_sees: Events) -> set[str]:
    """The event fields the bound seat is not shown (another seat's laid-away ``cards``, a
    card drawn from the stock, an addition's ``exempt``)."""
    hidden: set[str] = set()
    for mine, theirs in zip(mover_sees, seat_sees, strict=True):
        hidden |= {key for key in mine if theirs.get(key) != mine[key]}
    return hidden


def interpretation(
    family: Family, events: Events, mover: int, bound: int | None, read: Mapping[str, Any]
) -> dict[str, Any]:
    """How the referee read another seat's move, as the bound seat may know it: a field the
    bound seat's events hide is null here too (a plain state, an unbound token or the bound
    seat's own move: unchanged)."""
    if bound is None or mover == bound:
        return dict(read)
    hidden = hidden_keys(family.events_view(events, mover), family.events_view(events, bound))
    return {key: None if key in hidden else value for key, value in read.items()}


def _cards(count: int) -> Text:
    return msg("{count} card", count=count) if count == 1 else msg("{count} cards", count=count)


def bot_move(
    family: Family,
    state: Any,
    found: Suggestion,
    outcome: Outcome[Any],
    bound: int,
    gettext: Callable[[str], str] | None,
) -> Plain:
    """The fields of a played suggestion for another seat than the bound one, as the bound
    seat may know them. ``move``: the move when the bound seat's events show every card it
    names, else null (cards laid away face down). ``reason``: what the move did, as its events
    show it, never why the bot chose it (the reason weighs the mover's hand: "the best gain",
    "drawn at random from 4 legal moves"). ``considered``: null (the mover's number of legal
    moves, or of simulations on its hand). ``outcome``: the move as the service applied it
    (a sealed pile reshuffled by the committed seed), so nothing is applied twice."""
    mover_sees = family.events_view(outcome.events, found.seat)
    seat_sees = family.events_view(outcome.events, bound)
    plain = family.move_to_plain(found.move)
    unseen = (_strings(mover_sees) - _strings(seat_sees)) & _strings(plain)
    if unseen:
        reason = msg("Lays {cards} face down.", cards=_cards(sum(unseen.values())))
        shown: Plain | None = None
    else:
        reason = msg("{move}.", move=describe(found.move, state, outcome.state))
        shown = plain
    return {"move": shown, "reason": words(reason, gettext), "considered": None}
