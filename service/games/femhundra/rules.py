"""Is a move legal? One checker per move type, each citing the reference rule it enforces.

A checker returns the violations and, for a legal move, a :class:`Plan`: the combination it
creates or changes, resolved once so that ``apply`` never judges a second time. Checkers never
raise for an illegal move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from service.core.cards import STANDARD_CARDS, STANDARD_DECK
from service.core.text import msg
from service.core.verdict import Violation
from service.games.femhundra.cards import JOKER, Card, card_key, suit
from service.games.femhundra.melds import (
    MAX_SET,
    Fit,
    Misfit,
    ace_end,
    fit,
    is_corner_arc,
    run_orders,
    set_order,
)
from service.games.femhundra.state import (
    Combination,
    End,
    FemhundraState,
    Kind,
    Move,
    MoveType,
    Phase,
    Source,
    TableCard,
)

V = Violation


@dataclass(frozen=True, slots=True)
class Plan:
    """What a legal move does: the combination it makes or changes (``index`` None appends),
    and how the referee read the move (``interpretation``, returned in the verdict)."""

    interpretation: Mapping[str, Any] = field(default_factory=dict)
    combination: Combination | None = None
    index: int | None = None
    top_draw: bool = False  # a take_pile read as a top-card draw (R500-PILE-6)


Ruling = tuple[list[Violation], Plan | None]


# --- shared conditions ----------------------------------------------------------------------


def claims_open(state: FemhundraState) -> bool:
    """R500-VAR-5 / A500-21: a fresh discard lies on the pile and nobody has drawn since."""
    return (
        state.options.taget
        and state.phase is Phase.DRAW
        and state.last_discard is not None
        and bool(state.pile)
        and state.pile[-1] == state.last_discard.card
    )


def leaves_something_to_draw(state: FemhundraState) -> bool:
    """Decision D-3: a claim may not take the only card left to draw (stock empty)."""
    return bool(state.stock) or len(state.pile) >= 2


def reshuffle_pile(state: FemhundraState, move: Move) -> tuple[Card, ...] | None:
    """The pile a draw reshuffles into a new stock, or None when it reshuffles nothing.

    R500-DRAW-4: an empty stock is refilled from a pile of two or more before the draw;
    R500-STOCK-1: drawing the stock's last card reshuffles the pile as it then lies.
    """
    if not state.stock and len(state.pile) >= 2:
        return state.pile
    if move.type is MoveType.DRAW and move.source is Source.STOCK and len(state.stock) == 1:
        return state.pile or None
    return None


def _gate(state: FemhundraState, move: Move, phase: Phase, rule: str) -> list[Violation]:
    """The move's player is to move and the turn is at the right step (R500-TURN-2)."""
    if state.is_over:
        return [V("R500-OUT-1", "deal_over", msg("The hand is over: somebody went out."))]
    if move.player != state.to_move:
        return [
            V(
                "R500-TURN-2",
                "not_your_turn",
                msg(
                    "It is seat {to_move}'s turn, not seat {player}'s.",
                    to_move=state.to_move,
                    player=move.player,
                ),
            )
        ]
    if state.phase is not phase:
        if phase is Phase.PLAY:
            return [V(rule, "draw_first", msg("A turn begins with exactly one draw; draw first."))]
        return [
            V(rule, "already_drawn", msg("You have drawn this turn; meld, lay off or discard."))
        ]
    return []


def _hand_cards(
    state: FemhundraState, player: int, cards: Sequence[Card], rule: str, minimum: int
) -> list[Violation]:
    found: list[Violation] = []
    if len(cards) < minimum:
        found.append(
            V(rule, "too_few_cards", msg("This takes at least {minimum} cards.", minimum=minimum))
        )
    if len(set(cards)) != len(cards):
        found.append(V(rule, "duplicate_card", msg("A card is named twice.")))
    hand = set(state.hands[player])  # a set: one look-up per card named
    absent = [card for card in cards if card not in hand]
    if absent:
        found.append(
            V(rule, "card_not_in_hand", msg("Not in your hand: {absent}.", absent=" ".join(absent)))
        )
    return found


def _declaration(
    state: FemhundraState, cards: Sequence[Card], joker_as: Card | None
) -> list[Violation]:
    """R500-JOKER-1, R500-JOKER-2, R500-JOKER-3: a joker put on the table is declared as a
    card not on the table; R500-DECK-2: any card of the 52."""
    has_joker = JOKER in cards
    if not state.options.use_joker and (has_joker or joker_as is not None):
        return [V("R500-VAR-1", "no_joker", msg("This game is played without the joker."))]
    if has_joker and joker_as is None:
        return [
            V(
                "R500-JOKER-1",
                "undeclared_joker",
                msg("Declare the exact card the joker stands for ('joker_as')."),
            )
        ]
    if joker_as is None:
        return []
    if not has_joker:
        return [
            V(
                "R500-JOKER-1",
                "declaration_without_joker",
                msg("The field 'joker_as' goes with the joker only."),
            )
        ]
    if joker_as not in STANDARD_CARDS:
        return [
            V("R500-JOKER-2", "invalid_declaration", msg("The joker stands for a normal card."))
        ]
    found: list[Violation] = []
    if joker_as in state.on_table():
        found.append(
            V(
                "R500-JOKER-3",
                "declared_card_on_table",
                msg(
                    "The card {joker_as} is already on the table; the joker may not stand for it.",
                    joker_as=joker_as,
                ),
            )
        )
    if joker_as in cards:
        found.append(
            V(
                "R500-JOKER-3",
                "declared_card_in_meld",
                msg(
                    "The card {joker_as} is one of the cards put down with the joker.",
                    joker_as=joker_as,
                ),
            )
        )
    return found


def _twins(state: FemhundraState, cards: Sequence[Card]) -> list[Violation]:
    """R500-JOKER-4 (decision D-2): while the joker on the table stands for a card, that card
    counts as lying on the table; its holder may swap it in (R500-JOKER-5), not put it down."""
    on_table = state.on_table()
    return [
        V(
            "R500-JOKER-4",
            "card_on_table",
            msg("The joker on the table stands for {card}; swap {card} for it instead.", card=card),
        )
        for card in cards
        if card != JOKER and card in on_table
    ]


def _effective(cards: Sequence[Card], joker_as: Card | None) -> tuple[Card, ...]:
    """R500-JOKER-4: the joker counts as its declared card for every rule."""
    return tuple(joker_as if card == JOKER and joker_as is not None else card for card in cards)


def _entries(order: Sequence[Card], joker_as: Card | None, seat: int) -> dict[Card, TableCard]:
    """Table entries for newly placed cards, keyed by the card they count as."""
    return {
        card: TableCard(JOKER, seat, card) if card == joker_as else TableCard(card, seat)
        for card in order
    }


def _other_declaration_fits(
    state: FemhundraState, naturals: Sequence[Card], works: Callable[[tuple[Card, ...]], bool]
) -> bool:
    """Would the joker fit with another declaration? Then the declaration is the fault."""
    on_table = state.on_table()
    return any(
        works((*naturals, card))
        for card in STANDARD_DECK
        if card not in on_table and card not in naturals
    )


def _new_id(state: FemhundraState) -> str:
    taken = {combo.id for combo in state.table}
    number = len(state.table) + 1
    while f"m{number}" in taken:
        number += 1
    return f"m{number}"


# --- draws ----------------------------------------------------------------------------------


def _reshuffle_violations(state: FemhundraState, move: Move) -> list[Violation]:
    """R500-STOCK-2: a client-given stock order must be exactly the pile being reshuffled."""
    if move.reshuffle is None:
        return []
    pile = reshuffle_pile(state, move)
    if pile is None:
        return [
            V(
                "R500-STOCK-2",
                "no_reshuffle",
                msg("This draw reshuffles nothing; omit 'reshuffle'."),
            )
        ]
    if sorted(move.reshuffle, key=card_key) != sorted(pile, key=card_key):
        return [
            V(
                "R500-STOCK-2",
                "not_the_pile",
                msg(
                    "The field 'reshuffle' must list exactly the cards of the pile, in their new "
                    "order."
                ),
            )
        ]
    return []


def check_draw(state: FemhundraState, move: Move) -> Ruling:
    found = _gate(state, move, Phase.DRAW, "R500-TURN-2")
    if found:
        return found, None
    if move.source is None:
        return [V("R500-TURN-2", "no_source", msg("Say where to draw from: stock or pile."))], None
    if move.source is Source.STOCK and not state.stock and len(state.pile) < 2:
        found.append(
            V(
                "R500-STOCK-3",
                "stock_empty",
                msg(
                    "The stock is empty and a pile of one card cannot refill it; take the top card "
                    "of the pile."
                ),
            )
        )
    if move.source is Source.PILE and not state.pile:
        found.append(V("R500-DRAW-2", "pile_empty", msg("The pile is empty; draw from the stock.")))
    found += _reshuffle_violations(state, move)
    return found, None if found else Plan({"source": move.source.value})


def check_take_pile(state: FemhundraState, move: Move) -> Ruling:
    found = _gate(state, move, Phase.DRAW, "R500-TURN-2")
    if found:
        return found, None
    if not state.pile:
        return [
            V("R500-DRAW-3", "pile_empty", msg("The pile is empty; draw from the stock."))
        ], None
    # R500-PILE-6: a pile of one card (an empty stock refilled first leaves one) is a top draw.
    top_draw = len(state.pile) == 1 or not state.stock
    if not top_draw and not state.owns_meld(move.player):
        found.append(
            V(
                "R500-PILE-1",
                "no_earlier_meld",
                msg(
                    "Only a player who melded in an earlier turn of this hand may take the whole "
                    "pile."
                ),
            )
        )
    found += _reshuffle_violations(state, move)
    if found:
        return found, None
    reading = {"as": "draw", "source": "pile", "rule": "R500-PILE-6"} if top_draw else {}
    return [], Plan(reading, top_draw=top_draw)


# --- melds ----------------------------------------------------------------------------------


def _meld_shape(
    effective: Sequence[Card], ace: End | None
) -> tuple[Kind, tuple[Card, ...]] | Violation | None:
    """The meld's kind and card order, a violation about the ace, or None if no shape."""
    as_set = set_order(effective)
    if as_set is not None:
        if ace is not None:
            return V(
                "R500-MELD-3", "ace_not_applicable", msg("The field 'ace' only places a run's ace.")
            )
        return Kind.SET, as_set
    orders = run_orders(effective)
    if orders and ace is not None:
        orders = tuple(order for order in orders if ace_end(order) is ace)
        if not orders:
            return V(
                "R500-MELD-3",
                "ace_placement",
                msg("No ace lies at the {value} end.", value=ace.value),
            )
    if len(orders) > 1:
        return V(
            "R500-MELD-3",
            "ace_placement_required",
            msg("A full 13-card run needs 'ace': 'low' (A to K) or 'high' (2 to A)."),
        )
    return (Kind.RUN, orders[0]) if orders else None


def _is_meld(cards: tuple[Card, ...]) -> bool:
    return set_order(cards) is not None or bool(run_orders(cards))


def _shape_violation(
    state: FemhundraState, cards: Sequence[Card], effective: Sequence[Card], joker_as: Card | None
) -> Violation:
    # R500-CORNER-2 first: a joker standing for a card of K-A-2 is refused by that rule,
    # even when another declaration would make a meld.
    if is_corner_arc(effective):
        return V(
            "R500-CORNER-2",
            "meld_round_the_corner",
            msg("A meld may not go round the corner (K-A-2); only a lay-off may."),
        )
    naturals = [card for card in cards if card != JOKER]
    if joker_as is not None and _other_declaration_fits(state, naturals, _is_meld):
        return V(
            "R500-JOKER-2",
            "declaration_does_not_fit",
            msg(
                "With the joker as {joker_as} these cards are no set or run; another card fits.",
                joker_as=joker_as,
            ),
        )
    if len({card[:-1] for card in effective}) == 1:
        return V(
            "R500-MELD-2", "not_a_set", msg("A set is 3 or 4 cards of one rank, suits differing.")
        )
    if len({suit(card) for card in effective}) == 1:
        return V("R500-MELD-3", "not_a_run", msg("A run is 3 or more cards of one suit in order."))
    return V("R500-MELD-1", "not_a_combination", msg("A meld is a set or a run."))


def check_meld(state: FemhundraState, move: Move) -> Ruling:
    found = _gate(state, move, Phase.PLAY, "R500-TURN-2")
    if found:
        return found, None
    # R500-MELD-5: from the second turn on, any number of melds per turn.
    if state.turn.number < state.players:
        return [
            V("R500-FIRST-1", "first_turn", msg("Nobody melds in his first turn of a hand."))
        ], None
    found = _hand_cards(state, move.player, move.cards, "R500-MELD-1", 3)
    found += _declaration(state, move.cards, move.joker_as) + _twins(state, move.cards)
    if found:
        return found, None
    if sum(1 for card in move.cards if card != JOKER) < 2:
        return [V("R500-MELD-4", "too_few_naturals", msg("A meld holds two natural cards."))], None
    effective = _effective(move.cards, move.joker_as)
    shape = _meld_shape(effective, move.ace)
    if shape is None:
        return [_shape_violation(state, move.cards, effective, move.joker_as)], None
    if isinstance(shape, Violation):
        return [shape], None
    kind, order = shape
    entries = _entries(order, move.joker_as, move.player)
    combo = Combination(_new_id(state), kind, move.player, tuple(entries[c] for c in order))
    reading = {"kind": kind.value, "id": combo.id, "order": list(order)}
    return [], Plan(reading, combo)


# --- lay-offs and claims --------------------------------------------------------------------


def _placement(
    state: FemhundraState, combo: Combination, cards: Sequence[Card], move: Move, seat: int
) -> Ruling:
    """Put ``cards`` on ``combo`` credited to ``seat``: R500-LAYOFF-1, R500-LAYOFF-2,
    R500-LAYOFF-5, R500-CORNER-1, R500-CORNER-3, R500-CORNER-4."""
    effective = _effective(cards, move.joker_as)
    corner = state.options.round_the_corner
    placed = fit(combo.kind, combo.effective, effective, corner, move.end)
    if isinstance(placed, Misfit):
        if placed.rule == "R500-CORNER-4":
            # the cards, the joker as declared included, fit but go round the corner
            return [V(placed.rule, placed.code, placed.message)], None
        naturals = [card for card in cards if card != JOKER]

        def works(candidate: tuple[Card, ...]) -> bool:
            return isinstance(fit(combo.kind, combo.effective, candidate, corner, move.end), Fit)

        if move.joker_as is not None and _other_declaration_fits(state, naturals, works):
            return [
                V(
                    "R500-JOKER-2",
                    "declaration_does_not_fit",
                    msg(
                        "The joker as {joker_as} does not fit {id}; another card does.",
                        joker_as=move.joker_as,
                        id=combo.id,
                    ),
                )
            ], None
        return [V(placed.rule, placed.code, placed.message)], None
    entries = _entries(placed.added, move.joker_as, seat)
    existing = {entry.stands_for: entry for entry in combo.cards}
    cards_after = tuple(existing[c] if c in existing else entries[c] for c in placed.result)
    index = state.table.index(combo)
    changed = Combination(combo.id, combo.kind, combo.owner, cards_after)
    reading: dict[str, Any] = {"target": combo.id, "order": list(placed.result)}
    if placed.end is not None:
        reading["end"] = placed.end.value
    return [], Plan(reading, changed, index)


def _target(state: FemhundraState, move: Move) -> Combination | Violation:
    found = state.combination(move.target)
    if found is None:
        return V(
            "R500-LAYOFF-5",
            "unknown_combination",
            msg("No combination '{target}'.", target=move.target),
        )
    combo = found[1]
    if combo.kind is Kind.SET and len(combo.cards) >= MAX_SET:
        return V("R500-LAYOFF-1", "set_full", msg("A set of four takes no more cards."))
    return combo


def check_lay_off(state: FemhundraState, move: Move) -> Ruling:
    found = _gate(state, move, Phase.PLAY, "R500-TURN-2")
    if found:
        return found, None
    # R500-LAYOFF-3: no meld of one's own is needed, but never in the first turn.
    if state.turn.number < state.players:
        return [V("R500-FIRST-2", "first_turn", msg("Nobody lays off in his first turn."))], None
    combo = _target(state, move)
    if isinstance(combo, Violation):
        return [combo], None
    found = _hand_cards(state, move.player, move.cards, "R500-LAYOFF-1", 1)
    found += _declaration(state, move.cards, move.joker_as)  # R500-LAYOFF-4
    found += _twins(state, move.cards)
    if found:
        return found, None
    if len(move.cards) == len(state.hands[move.player]) and not state.turn.melded:
        return [
            V(
                "R500-OUT-3",
                "must_discard_last_card",
                msg("Without a meld this turn you keep your last card and discard it."),
            )
        ], None
    return _placement(state, combo, move.cards, move, move.player)


def check_claim(state: FemhundraState, move: Move) -> Ruling:
    if not state.options.taget:
        return [V("R500-VAR-5", "taget_off", msg("This game is played without 'Taget!'."))], None
    if state.is_over:
        return [V("R500-OUT-1", "deal_over", msg("The hand is over: somebody went out."))], None
    if not 0 <= move.player < state.players:
        return [
            V(
                "R500-SETUP-1",
                "unknown_player",
                msg("There is no seat {player}.", player=move.player),
            )
        ], None
    if not claims_open(state) or state.last_discard is None:
        return [
            V(
                "R500-VAR-5",
                "nothing_to_claim",
                msg("Only the last discard can be claimed, before the next player draws."),
            )
        ], None
    if move.player == state.last_discard.player:
        return [V("R500-VAR-5", "own_discard", msg("Nobody claims his own discard."))], None
    if move.card != state.last_discard.card:
        return [
            V(
                "R500-VAR-5",
                "not_the_discard",
                msg("The discard is {card}.", card=state.last_discard.card),
            )
        ], None
    if not leaves_something_to_draw(state):
        return [
            V(
                "R500-VAR-5",
                "nothing_left_to_draw",
                msg(
                    "With the stock empty, claiming the only card of the pile leaves nothing to "
                    "draw."
                ),
            )
        ], None
    combo = _target(state, move)
    if isinstance(combo, Violation):
        return [combo], None
    found = _declaration(state, (state.last_discard.card,), move.joker_as)
    found += _twins(state, (state.last_discard.card,))
    if found:
        return found, None
    return _placement(state, combo, (state.last_discard.card,), move, move.player)


# --- swap and discard -----------------------------------------------------------------------


def joker_on_table(state: FemhundraState) -> tuple[int, int, TableCard] | None:
    for index, combo in enumerate(state.table):
        for position, entry in enumerate(combo.cards):
            if entry.card == JOKER:
                return index, position, entry
    return None


def check_swap(state: FemhundraState, move: Move) -> Ruling:
    found = _gate(state, move, Phase.PLAY, "R500-JOKER-5")
    if found:
        return found, None
    if not state.options.use_joker:
        return [V("R500-VAR-1", "no_joker", msg("This game is played without the joker."))], None
    located = joker_on_table(state)
    if located is None:
        return [V("R500-JOKER-5", "no_joker_on_table", msg("No joker lies on the table."))], None
    index, position, entry = located
    if move.card != entry.joker_as:
        return [
            V(
                "R500-JOKER-6",
                "not_the_declared_card",
                msg(
                    "Only {joker_as}, the card the joker stands for, can replace it.",
                    joker_as=entry.joker_as,
                ),
            )
        ], None
    if move.card not in state.hands[move.player]:
        return [
            V(
                "R500-JOKER-5",
                "card_not_in_hand",
                msg("The card {card} is not in your hand.", card=move.card),
            )
        ], None
    combo = state.table[index]
    # R500-JOKER-7 / A500-09: the natural card takes the joker's place and its credit.
    cards = (
        *combo.cards[:position],
        TableCard(move.card, entry.seat),
        *combo.cards[position + 1 :],
    )
    changed = Combination(combo.id, combo.kind, combo.owner, cards)
    return [], Plan({"target": combo.id, "credited": entry.seat}, changed, index)


def check_discard(state: FemhundraState, move: Move) -> Ruling:
    found = _gate(state, move, Phase.PLAY, "R500-TURN-2")
    if found:
        return found, None
    if move.card is None or move.card not in state.hands[move.player]:
        return [
            V(
                "R500-DISCARD-1",
                "card_not_in_hand",
                msg("The card {card} is not in your hand.", card=move.card),
            )
        ], None
    return [], Plan()


CHECKS: dict[MoveType, Callable[[FemhundraState, Move], Ruling]] = {
    MoveType.DRAW: check_draw,
    MoveType.TAKE_PILE: check_take_pile,
    MoveType.MELD: check_meld,
    MoveType.LAY_OFF: check_lay_off,
    MoveType.SWAP_JOKER: check_swap,
    MoveType.DISCARD: check_discard,
    MoveType.CLAIM: check_claim,
}


def rule(state: FemhundraState, move: Move) -> Ruling:
    """The violations of ``move`` in ``state`` and, when it is legal, its plan."""
    return CHECKS[move.type](state, move)
