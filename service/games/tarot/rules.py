"""Judging and applying one step: discard, declare, play, Fjønt exchange.

``violations`` never raises and lists why a step is refused, each with the rule ID it breaks;
``advance`` assumes a legal step and returns the successor state and its events. Which step
types a phase admits is a table (contract §4: the ``phase`` says what is legal next).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.core.cards import remove_cards, remove_one
from service.core.game import Event
from service.core.text import msg
from service.core.verdict import Violation
from service.games.tarot import fjont
from service.games.tarot.dealing import after_discards, current_discard
from service.games.tarot.deck import (
    FJONT,
    UNDISCARDABLE,
    contains,
    sorted_cards,
)
from service.games.tarot.declarations import (
    canonical,
    declaration_violations,
    score_declaration,
)
from service.games.tarot.match import settle_declaration_win
from service.games.tarot.scoring import declaration_items, side_totals
from service.games.tarot.state import (
    Declaration,
    Declare,
    DiscardWidow,
    FjontExchange,
    Move,
    MoveType,
    Phase,
    Play,
    Played,
    TarotState,
    evolve,
)
from service.games.tarot.tricks import play_violation, trick_winner
from service.games.tarot.variants import Variant

Finish = Callable[[Variant, TarotState], tuple[TarotState, list[Event]]]

PHASE_STEPS: dict[Phase, tuple[MoveType, ...]] = {
    Phase.DISCARD: (MoveType.DISCARD_WIDOW,),
    Phase.PLAY: (MoveType.PLAY, MoveType.DECLARE),
    Phase.FJONT_EXCHANGE: (MoveType.FJONT_EXCHANGE,),
    Phase.DEAL_OVER: (),
}
PHASE_RULE: dict[Phase, str] = {
    Phase.DISCARD: "R800-DEAL-2",  # the discards come before any play
    Phase.PLAY: "R800-PLAY-2",
    Phase.FJONT_EXCHANGE: "R800-FJ-7",  # the exchange is the owing side's next step
    Phase.DEAL_OVER: "R800-SCORE-1",
}
TURN_RULE: dict[MoveType, str] = {
    MoveType.DISCARD_WIDOW: "R800-DEAL-2",
    MoveType.DECLARE: "R800-DECL-1",
    MoveType.PLAY: "R800-PLAY-2",
    MoveType.FJONT_EXCHANGE: "R800-FJ-7",
}


def _gate(state: TarotState, move: Move) -> Violation | None:
    """Phase and turn: the step must be one the phase admits, by the seat to move."""
    allowed = PHASE_STEPS[state.phase]
    if move.type not in allowed:
        names = ", ".join(t.value for t in allowed) or "nothing"
        return Violation(
            PHASE_RULE[state.phase],
            "wrong_phase",
            msg(
                "In phase '{value}' the legal steps are: {names}.",
                value=state.phase.value,
                names=names,
            ),
        )
    if move.player != state.to_move:
        return Violation(
            _turn_rule(state, move),
            "not_your_turn",
            msg(
                "It is seat {to_move}'s turn, not seat {player}'s.",
                to_move=state.to_move,
                player=move.player,
            ),
        )
    return None


def _turn_rule(state: TarotState, move: Move) -> str:
    """The rule naming whose turn it is: a lead belongs to the forehand (R800-PLAY-1) or the last
    trick's winner (R800-PLAY-9); later cards follow counter-clockwise (R800-PLAY-2)."""
    if move.type is MoveType.PLAY and not state.trick:
        return "R800-PLAY-1" if state.last_winner is None else "R800-PLAY-9"
    return TURN_RULE[move.type]


def _discard_violations(variant: Variant, state: TarotState, move: DiscardWidow) -> list[Violation]:
    step = current_discard(variant, state)
    if step is None:
        return [Violation("R800-DEAL-2", "no_discard_due", msg("No discard is due."))]
    found: list[Violation] = []
    if len(move.cards) != step.count:
        found.append(
            Violation(
                step.rule,
                "wrong_discard_count",
                msg("Seat {seat} lays {count} away.", seat=step.seat, count=step.count),
            )
        )
    if not contains(state.hands[move.player], move.cards):
        found.append(
            Violation(
                step.rule, "card_not_in_hand", msg("Only cards in the hand can be laid away.")
            )
        )
    forbidden = sorted_cards(card for card in set(move.cards) if card in UNDISCARDABLE)
    if forbidden:
        # R800-DEAL-3 / R1000-3: never a tarok (T20, T19, T0, FJ) nor a king.
        found.append(
            Violation(
                step.forbidden_rule,
                "forbidden_discard",
                msg(
                    "Tarokker and kings may not be laid away: {forbidden}.",
                    forbidden=", ".join(forbidden),
                ),
            )
        )
    return found


def _declare_violations(state: TarotState, move: Declare) -> list[Violation]:
    # R800-DECL-1: during trick 1 only, before the player's first card, once.
    if state.tricks_played:
        return [Violation("R800-DECL-1", "too_late", msg("Declarations are made during trick 1."))]
    if any(d.player == move.player for d in state.declarations):
        return [Violation("R800-DECL-1", "already_declared", msg("A player declares once."))]
    return declaration_violations(state.hands[move.player], move)


def _play_violations(state: TarotState, move: Play) -> list[Violation]:
    hand = state.hands[move.player]
    if move.card not in hand:
        return [
            Violation(
                "R800-PLAY-2",
                "card_not_in_hand",
                msg("Seat {player} does not hold {card}.", player=move.player, card=move.card),
            )
        ]
    problem = play_violation(hand, state.trick, move.card)
    return [] if problem is None else [problem]


def _exchange_violations(
    variant: Variant, state: TarotState, move: FjontExchange
) -> list[Violation]:
    debt = state.fjont_debt
    if debt is None:
        return [Violation("R800-FJ-6", "no_fjont_debt", msg("Nothing is owed for the Fjønt."))]
    pile = state.won[variant.side_of(debt.player)]
    if move.card in fjont.allowed_payment(pile, state.options.fjont_exchange_card):
        return []
    return [
        Violation(
            "R800-FJ-6",
            "not_eligible",
            msg(
                "The card {card} is not one the side has won in a trick (never FJ or a discard).",
                card=move.card,
            ),
        )
    ]


def violations(variant: Variant, state: TarotState, move: Move) -> list[Violation]:
    """Every reason the step is refused (empty when it is legal)."""
    gate = _gate(state, move)
    if gate is not None:
        return [gate]
    match move:
        case DiscardWidow():
            return _discard_violations(variant, state, move)
        case Declare():
            return _declare_violations(state, move)
        case Play():
            return _play_violations(state, move)
        case FjontExchange():
            return _exchange_violations(variant, state, move)


def interpretation(state: TarotState, move: Move) -> dict[str, Any]:
    """What the referee understood, for a legal step (declaration points, trick number)."""
    if isinstance(move, Declare):
        return {"points": score_declaration(move).total}
    if isinstance(move, Play):
        return {"trick": state.tricks_played + 1, "lead": not state.trick}
    return {}


# -- applying ------------------------------------------------------------------------------


def _discard(
    variant: Variant, state: TarotState, move: DiscardWidow
) -> tuple[TarotState, list[Event]]:
    hands = list(state.hands)
    hands[move.player] = remove_cards(hands[move.player], move.cards)
    discards = list(state.discards)
    discards[move.player] = sorted_cards((*discards[move.player], *move.cards))
    laid = evolve(state, hands=tuple(hands), discards=tuple(discards))
    event: Event = {"type": "discarded", "player": move.player, "cards": list(move.cards)}
    following, events = after_discards(variant, laid)
    return following, [event, *events]


def _declare(variant: Variant, state: TarotState, move: Declare) -> tuple[TarotState, list[Event]]:
    # R800-DECL-3: the points are entered at once; the cards stay in the hand for the play.
    shown = canonical(move)
    declared = evolve(
        state,
        declarations=(*state.declarations, Declaration(move.player, shown.sets, shown.sequences)),
    )
    side = variant.side_of(move.player)
    event: Event = {
        "type": "declared",
        "player": move.player,
        "side": side,
        "points": score_declaration(shown).total,
    }
    totals = side_totals(variant, declaration_items(variant, declared))
    target = declared.match.target
    # R800-DECL-8 / R800-WIN-2 (A800-23): reaching the target while declaring wins at once.
    if target is None or declared.match.scores[side] + totals[side] < target:
        return declared, [event]
    match = settle_declaration_win(declared.match, side, totals)
    over = evolve(
        declared, match=match, phase=Phase.DEAL_OVER, to_move=None, ended_by="declaration"
    )
    return over, [
        event,
        {"type": "deal_over", "ended_by": "declaration", "totals": list(totals)},
        {"type": "match_over", "winners": [side], "rule": "R800-WIN-2"},
    ]


def _complete_trick(
    variant: Variant, state: TarotState, finish: Finish
) -> tuple[TarotState, list[Event]]:
    trick = state.trick
    winner = trick_winner(trick)  # R800-PLAY-8
    side = variant.side_of(winner)
    won = list(state.won)
    # R800-FJ-4: the trick goes to its winner, but the Fjønt back to its player's side.
    won[side] = (*won[side], *(p.card for p in trick if p.card != FJONT))
    fjont_player = next((p.seat for p in trick if p.card == FJONT), None)
    if fjont_player is not None:
        won[variant.side_of(fjont_player)] += (FJONT,)
    tricks_won = list(state.tricks_won)
    tricks_won[winner] += 1
    done = evolve(
        state,
        trick=(),
        won=tuple(won),
        tricks_won=tuple(tricks_won),
        tricks_played=state.tricks_played + 1,
        last_winner=winner,
        to_move=winner,  # R800-PLAY-9: the winner leads next
    )
    events: list[Event] = [
        {
            "type": "trick_won",
            "player": winner,
            "side": side,
            "trick": done.tricks_played,
            "cards": [p.card for p in trick],
        }
    ]
    if fjont_player is not None:
        done, owed = fjont.record_debt(variant, done, fjont_player, winner)
        events += owed
    done, paid = fjont.settle(variant, done)
    events += paid
    if done.phase is Phase.PLAY and done.tricks_played == variant.tricks:
        done, ended = finish(variant, done)
        events += ended
    return done, events


def _play(
    variant: Variant, state: TarotState, move: Play, finish: Finish
) -> tuple[TarotState, list[Event]]:
    hands = list(state.hands)
    hands[move.player] = remove_one(hands[move.player], move.card)
    played = evolve(
        state,
        hands=tuple(hands),
        trick=(*state.trick, Played(move.player, move.card)),
        to_move=(move.player + 1) % state.players,  # R800-PLAY-2: counter-clockwise
    )
    events: list[Event] = [{"type": "played", "player": move.player, "card": move.card}]
    if len(played.trick) < state.players:
        return played, events
    done, more = _complete_trick(variant, played, finish)
    return done, events + more


def _exchange(
    variant: Variant, state: TarotState, move: FjontExchange, finish: Finish
) -> tuple[TarotState, list[Event]]:
    paid, events = fjont.pay(variant, state, move.card)
    paid = evolve(paid, phase=Phase.PLAY, to_move=paid.last_winner)
    if paid.tricks_played == variant.tricks:
        paid, ended = finish(variant, paid)
        events += ended
    return paid, events


def advance(
    variant: Variant, state: TarotState, move: Move, finish: Finish
) -> tuple[TarotState, list[Event]]:
    """The successor of a legal step; ``finish`` closes a deal after its last trick."""
    match move:
        case DiscardWidow():
            return _discard(variant, state, move)
        case Declare():
            return _declare(variant, state, move)
        case Play():
            return _play(variant, state, move, finish)
        case FjontExchange():
            return _exchange(variant, state, move, finish)
