"""Forced tabbe (tvångstabbe, MISAR-FORCE-1): which hand cards can sweep, and the verdict.

A card can make a tabbe when, for some value it may take, the whole table splits into groups
of that value — one :func:`~service.games.fishing.grouping.partition` per distinct card and
value over the table's value classes (never over subsets), so the check stays polynomial.
If any card can, the player must play one of them and take every table card with it.
"""

from __future__ import annotations

from collections.abc import Sequence

from service.core.cards import STANDARD_DECK, Card, sorted_cards
from service.core.text import both, msg
from service.core.verdict import Violation
from service.games.fishing.capture import classify
from service.games.fishing.grouping import partition
from service.games.fishing.play import CaptureRules
from service.games.fishing.state import FishingMove, FishingState
from service.games.fishing.values import hand_values, table_values

RULE = "MISAR-FORCE-1"


def sweeping_cards(hand: Sequence[Card], table: Sequence[Card], rules: CaptureRules) -> list[Card]:
    """The distinct hand cards (canonical order) that can take the whole table at once.

    >>> from service.games.fishing.values import Valuation
    >>> sweeping_cards(["JC", "5H", "JD"], ["7S", "4C"], CaptureRules(Valuation.CHOICE))
    ['JD', 'JC']
    """
    if not table:
        return []
    classes = classify([table_values(card, rules.valuation) for card in table])
    found: list[Card] = []
    by_values: dict[tuple[int, ...], bool] = {}
    for card in sorted_cards(dict.fromkeys(hand)):
        values = hand_values(card, rules.valuation)
        if values not in by_values:
            by_values[values] = any(
                partition(classes.values, classes.counts, value) is not None for value in values
            )
        if by_values[values]:
            found.append(card)
    return found


def takes_whole_table(state: FishingState, move: FishingMove) -> bool:
    """The move captures every loose table card (a tabbe when the table has no builds)."""
    taken = list(move.capture or [card for group in move.groups or () for card in group])
    return sorted(taken) == sorted(state.table.cards) and bool(taken)


def forced_tabbe_violation(
    state: FishingState, move: FishingMove, rules: CaptureRules
) -> Violation | None:
    """MISAR-FORCE-1 broken by ``move``, with the cards that could have swept, or None."""
    if not rules.forced_tabbe or move.card is None or move.player != state.to_move:
        return None
    sweepers = sweeping_cards(state.hands[move.player], state.table.cards, rules)
    if not sweepers or (move.card in sweepers and takes_whole_table(state, move)):
        return None
    names = both(sweepers) if len(sweepers) <= 2 else ", ".join(sweepers)
    one = len(sweepers) == 1
    if move.card in sweepers:
        cards = ", ".join(state.table.cards)
        return Violation(
            RULE,
            "must_take_whole_table",
            msg(
                "The hand's {names} could have made a tabbe ({rule}): {card} must then take "
                "every card on the table ({cards}).",
                names=names,
                rule=RULE,
                card=move.card,
                cards=cards,
            )
            if one
            else msg(
                "The hand's {names} each could have made a tabbe ({rule}): {card} must then "
                "take every card on the table ({cards}).",
                names=names,
                rule=RULE,
                card=move.card,
                cards=cards,
            ),
        )
    return Violation(
        RULE,
        "must_make_tabbe",
        msg(
            "The hand's {names} could have made a tabbe ({rule}): with forced tabbe one of "
            "them must be played and take the whole table, not {card}.",
            names=names,
            rule=RULE,
            card=move.card,
        )
        if one
        else msg(
            "The hand's {names} each could have made a tabbe ({rule}): with forced tabbe one "
            "of them must be played and take the whole table, not {card}.",
            names=names,
            rule=RULE,
            card=move.card,
        ),
    )


def sweep_values(table: Sequence[Card], rules: CaptureRules) -> list[int]:
    """Values a played card could have that would now sweep the table — what MISAR-FORCE-3's
    good practice announces ("tabbe på knekt": 11 sweeps ``7S 4C``).

    >>> from service.games.fishing.values import Valuation
    >>> sweep_values(["7S", "4C"], CaptureRules(Valuation.ACES))
    [11]
    """
    if not table:
        return []
    classes = classify([table_values(card, rules.valuation) for card in table])
    playable = sorted({v for card in STANDARD_DECK for v in hand_values(card, rules.valuation)})
    return [v for v in playable if partition(classes.values, classes.counts, v) is not None]
