"""Applying a legal move: the successor state and the events that describe it (contract §4).

Each move type has one transition; the shared end of a turn (R500-PILE-4 penalty, going out,
passing the turn on) lives in :func:`_end_turn`. Transitions trust the plan ``rules`` made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from service.core.deal import derive_seed, shuffled
from service.core.game import Event, Outcome, Verdict
from service.core.verdict import IllegalMove
from service.games.femhundra.cards import JOKER, Card, sorted_hand
from service.games.femhundra.rules import Plan, rule
from service.games.femhundra.scoring import PENALTY, settle
from service.games.femhundra.state import (
    Discard,
    Drawn,
    DrawSource,
    FemhundraState,
    Move,
    MoveType,
    Phase,
    Source,
    Turn,
)

Events = list[Event]


def _without(cards: Sequence[Card], gone: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(card for card in cards if card not in gone)


def _hands_after(
    state: FemhundraState,
    seat: int,
    gone: Sequence[Card] = (),
    came: Sequence[Card] = (),
    seen: Sequence[Card] = (),
) -> dict[str, Any]:
    """New ``hands`` and ``exposed``: ``came`` joins the hand (``seen`` of it openly)."""
    hand = sorted_hand((*_without(state.hands[seat], gone), *came))
    exposed = sorted_hand((*_without(state.exposed[seat], gone), *seen))
    return {
        "hands": (*state.hands[:seat], hand, *state.hands[seat + 1 :]),
        "exposed": (*state.exposed[:seat], exposed, *state.exposed[seat + 1 :]),
    }


def _reshuffle(
    state: FemhundraState, pile: tuple[Card, ...], count: int, order: Sequence[Card] | None
) -> tuple[tuple[Card, ...], tuple[Card, ...], int, Event]:
    """R500-STOCK-1, R500-STOCK-2: the pile becomes the stock, its top card the new pile.

    The order is the client's, or derived from the deal's seed and the reshuffle count.
    """
    count += 1
    seed = derive_seed(state.seed, "reshuffle", count)
    cards = list(order) if order is not None else shuffled(pile, seed)
    event = {"type": "reshuffled", "number": count, "cards": len(cards), "up_card": cards[0]}
    return tuple(cards[1:]), (cards[0],), count, event


def _draw(state: FemhundraState, move: Move, plan: Plan) -> tuple[FemhundraState, Events]:
    events: Events = []
    stock, pile, count = state.stock, state.pile, state.reshuffles
    order = move.reshuffle
    if not stock and len(pile) >= 2:  # R500-DRAW-4: refill the empty stock first
        stock, pile, count, event = _reshuffle(state, pile, count, order)
        events.append(event)
        order = None
    from_pile = plan.top_draw or move.source is Source.PILE
    if from_pile:  # R500-DRAW-2
        card, pile = pile[-1], pile[:-1]
    else:  # R500-DRAW-1
        card, stock = stock[0], stock[1:]
    events.append(
        {
            "type": "drawn",
            "player": move.player,
            "source": "pile" if from_pile else "stock",
            "card": card,
        }
    )
    if not from_pile and not stock and pile:  # R500-STOCK-1: the stock ran out just now
        stock, pile, count, event = _reshuffle(state, pile, count, order)
        events.append(event)
    source = DrawSource.PILE if from_pile else DrawSource.STOCK
    seen = (card,) if from_pile else ()
    return replace(
        state,
        **_hands_after(state, move.player, came=(card,), seen=seen),
        stock=stock,
        pile=pile,
        reshuffles=count,
        phase=Phase.PLAY,
        turn=replace(state.turn, drawn=Drawn(source, (card,))),
        last_discard=None,
    ), events


def _take_pile(state: FemhundraState, move: Move, plan: Plan) -> tuple[FemhundraState, Events]:
    if plan.top_draw:  # R500-PILE-6
        return _draw(state, replace(move, type=MoveType.DRAW, source=Source.PILE), plan)
    # R500-PILE-2: the whole pile is this turn's draw; R500-PILE-5: the turn goes on as usual,
    # the obligation of R500-PILE-3 being judged when it ends (_end_turn).
    cards = state.pile
    event = {"type": "pile_taken", "player": move.player, "cards": list(cards)}
    return replace(
        state,
        **_hands_after(state, move.player, came=cards, seen=cards),
        pile=(),
        phase=Phase.PLAY,
        turn=replace(state.turn, drawn=Drawn(DrawSource.WHOLE_PILE, cards)),
        last_discard=None,
    ), [event]


def _place(state: FemhundraState, plan: Plan) -> dict[str, Any]:
    assert plan.combination is not None
    if plan.index is None:
        return {"table": (*state.table, plan.combination)}
    table = (*state.table[: plan.index], plan.combination, *state.table[plan.index + 1 :])
    return {"table": table}


def _meld(state: FemhundraState, move: Move, plan: Plan) -> tuple[FemhundraState, Events]:
    assert plan.combination is not None
    drawn = state.turn.drawn
    # R500-PILE-3: a new meld holding a card of the pile taken this turn meets the obligation.
    from_pile = (
        drawn is not None
        and drawn.source is DrawSource.WHOLE_PILE
        and any(card in drawn.cards for card in move.cards)
    )
    turn = replace(state.turn, melded=True, pile_meld=state.turn.pile_meld or from_pile)
    after = replace(
        state, **_hands_after(state, move.player, gone=move.cards), **_place(state, plan), turn=turn
    )
    event = {
        "type": "melded",
        "player": move.player,
        "id": plan.combination.id,
        "kind": plan.combination.kind.value,
        "cards": list(move.cards),
        "joker_as": move.joker_as,
    }
    return _out_if_empty(after, [event])


def _lay_off(state: FemhundraState, move: Move, plan: Plan) -> tuple[FemhundraState, Events]:
    after = replace(
        state, **_hands_after(state, move.player, gone=move.cards), **_place(state, plan)
    )
    event = {
        "type": "laid_off",
        "player": move.player,
        "target": move.target,
        "cards": list(move.cards),
        "joker_as": move.joker_as,
        "end": plan.interpretation.get("end"),
    }
    return _out_if_empty(after, [event])


def _swap(state: FemhundraState, move: Move, plan: Plan) -> tuple[FemhundraState, Events]:
    assert move.card is not None
    assert plan.combination is not None
    # R500-JOKER-7, R500-JOKER-8: the joker goes to the swapper's hand, seen by all, to be
    # played again or kept. R500-JOKER-10: a swap is no meld, so ``turn`` is unchanged.
    hands = _hands_after(state, move.player, gone=(move.card,), came=(JOKER,), seen=(JOKER,))
    event = {
        "type": "joker_swapped",
        "player": move.player,
        "card": move.card,
        "target": plan.combination.id,
        "credited": plan.interpretation.get("credited"),
    }
    return replace(state, **hands, **_place(state, plan)), [event]


def _discard(state: FemhundraState, move: Move, plan: Plan) -> tuple[FemhundraState, Events]:
    assert move.card is not None
    # R500-DISCARD-1: face up on the pile; R500-DISCARD-2: in the up-card's place if the
    # forehand took it (the pile is then empty).
    after = replace(
        state, **_hands_after(state, move.player, gone=(move.card,)), pile=(*state.pile, move.card)
    )
    events: Events = [{"type": "discarded", "player": move.player, "card": move.card}]
    return _end_turn(after, events, Discard(move.player, move.card))


def _claim(state: FemhundraState, move: Move, plan: Plan) -> tuple[FemhundraState, Events]:
    # R500-VAR-5: the discard goes from the pile onto the table in front of the claimer; the
    # turn order does not change.
    event = {
        "type": "claimed",
        "player": move.player,
        "card": move.card,
        "target": move.target,
        "joker_as": move.joker_as,
        "end": plan.interpretation.get("end"),
    }
    return replace(state, pile=state.pile[:-1], **_place(state, plan), last_discard=None), [event]


def _out_if_empty(state: FemhundraState, events: Events) -> tuple[FemhundraState, Events]:
    """R500-OUT-1, R500-OUT-2: a hand emptied by melding (and laying off) goes out at once."""
    assert state.to_move is not None
    if state.hands[state.to_move]:
        return state, events
    return _end_turn(state, events, None)


def _end_turn(
    state: FemhundraState, events: Events, discard: Discard | None
) -> tuple[FemhundraState, Events]:
    """R500-PILE-4 penalty, then going out (R500-OUT-1) or the next player's turn."""
    seat = state.to_move
    assert seat is not None
    drawn = state.turn.drawn
    if drawn is not None and drawn.source is DrawSource.WHOLE_PILE and not state.turn.pile_meld:
        # R500-PILE-4 / R500-PILE-7 / R500-OUT-4: one -50 per pile taken, entered at once.
        penalties = list(state.penalties)
        penalties[seat] += PENALTY
        state = replace(state, penalties=tuple(penalties))
        events.append({"type": "penalty", "player": seat, "points": PENALTY, "rule": "R500-PILE-4"})
    if state.hands[seat]:
        nxt = (seat + 1) % state.players  # R500-TURN-1: clockwise
        return replace(
            state,
            to_move=nxt,
            phase=Phase.DRAW,
            turn=Turn(state.turn.number + 1),
            last_discard=discard,
        ), events
    over = replace(state, to_move=None, phase=Phase.DEAL_OVER, went_out=seat, last_discard=None)
    match = settle(over)
    events.append({"type": "went_out", "player": seat})
    events.append(
        {
            "type": "deal_over",
            "went_out": seat,
            "totals": list(match.history[-1]),
            "scores": list(match.scores),
            "match_over": match.over,
        }
    )
    return replace(over, match=match), events


Transition = Callable[[FemhundraState, Move, Plan], tuple[FemhundraState, Events]]

TRANSITIONS: dict[MoveType, Transition] = {
    MoveType.DRAW: _draw,
    MoveType.TAKE_PILE: _take_pile,
    MoveType.MELD: _meld,
    MoveType.LAY_OFF: _lay_off,
    MoveType.SWAP_JOKER: _swap,
    MoveType.DISCARD: _discard,
    MoveType.CLAIM: _claim,
}


def apply_move(state: FemhundraState, move: Move) -> Outcome[FemhundraState]:
    """The successor of a legal move; raises ``IllegalMove`` with the violations otherwise."""
    violations, plan = rule(state, move)
    if violations or plan is None:
        raise IllegalMove(violations)
    after, events = TRANSITIONS[move.type](state, move, plan)
    return Outcome(after, tuple(events), Verdict((), dict(plan.interpretation)))
