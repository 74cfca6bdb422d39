"""The Fjønt (★, ``FJ``) after its trick: taken back, paid for, or lost (R800-FJ-4 … 9).

Only one ``FJ`` exists, so a deal has at most one debt. The debt is recorded when the trick goes
to another side (R800-FJ-6), paid as soon as the owing side has won a card in a trick (R800-FJ-7,
AMBIGUITY A800-17), and cancelled with the loss of the ``FJ`` if that side wins no trick at all
(R800-FJ-9).
"""

from __future__ import annotations

from service.core.cards import Card, remove_cards
from service.core.game import Event
from service.games.tarot.deck import FJONT, ORDER, distinct, half_points
from service.games.tarot.options import FjontExchangeCard
from service.games.tarot.state import FjontDebt, Phase, TarotState, evolve
from service.games.tarot.variants import Variant


def eligible_cards(pile: tuple[Card, ...]) -> tuple[Card, ...]:
    """Cards a side may give for the Fjønt: won in tricks, never ``FJ`` itself (R800-FJ-6).

    The dealer's discards are kept apart in ``discards``, so they are never in ``pile``
    (R800-DEAL-4, AMBIGUITY A800-05).
    """
    return tuple(card for card in distinct(pile) if card != FJONT)


def allowed_payment(pile: tuple[Card, ...], rule: FjontExchangeCard) -> tuple[Card, ...]:
    """The cards that may pay the debt under the option (A800-16): the lowest-valued, or any."""
    cards = eligible_cards(pile)
    if rule is FjontExchangeCard.ANY or not cards:
        return cards
    lowest = min(half_points(card) for card in cards)
    return tuple(card for card in cards if half_points(card) == lowest)


def record_debt(
    variant: Variant, state: TarotState, player: int, winner: int
) -> tuple[TarotState, list[Event]]:
    """After a trick with the Fjønt: R800-FJ-5 nothing if its side won, else R800-FJ-6 a debt
    to the winner's side (in Fjabbe the trick's winner himself, RFJB-3)."""
    debtor, creditor = variant.side_of(player), variant.side_of(winner)
    if debtor == creditor:
        return state, []
    owed = evolve(state, fjont_debt=FjontDebt(player, creditor))
    return owed, [{"type": "fjont_owed", "player": player, "side": debtor, "to_side": creditor}]


def pay(variant: Variant, state: TarotState, card: Card) -> tuple[TarotState, list[Event]]:
    """Move ``card`` from the owing side's won cards to the creditor's (R800-FJ-6)."""
    debt = state.fjont_debt
    assert debt is not None, "pay() needs a debt"
    debtor = variant.side_of(debt.player)
    won = list(state.won)
    won[debtor] = remove_cards(won[debtor], [card])
    won[debt.creditor] = (*won[debt.creditor], card)
    paid = evolve(state, won=tuple(won), fjont_debt=None)
    event: Event = {
        "type": "fjont_exchanged",
        "player": debt.player,
        "side": debtor,
        "to_side": debt.creditor,
        "card": card,
    }
    return paid, [event]


def settle(variant: Variant, state: TarotState) -> tuple[TarotState, list[Event]]:
    """R800-FJ-7: pay at once when possible — automatically with ``lowest_value`` (the lowest
    card in deck order among the equally valued, a fixed choice that cannot change a score), or
    by the Fjønt's player's next step with ``any``. R800-FJ-8: with nothing won, ``FJ`` waits
    among the side's cards as a reminder."""
    debt = state.fjont_debt
    if debt is None:
        return state, []
    pile = state.won[variant.side_of(debt.player)]
    rule = state.options.fjont_exchange_card
    payable = allowed_payment(pile, rule)
    if not payable:
        return state, []
    if rule is FjontExchangeCard.ANY:
        return evolve(state, phase=Phase.FJONT_EXCHANGE, to_move=debt.player), []
    return pay(variant, state, min(payable, key=ORDER.__getitem__))


def forfeit(variant: Variant, state: TarotState) -> tuple[TarotState, list[Event]]:
    """R800-FJ-9: a side with the debt still open at the end won no trick; ``FJ`` is lost to the
    creditor (in Fjabbe the winner of its trick, AMBIGUITY A800-26) and nothing is exchanged."""
    debt = state.fjont_debt
    if debt is None:
        return state, []
    debtor = variant.side_of(debt.player)
    won = list(state.won)
    won[debtor] = remove_cards(won[debtor], [FJONT])
    won[debt.creditor] = (*won[debt.creditor], FJONT)
    lost = evolve(state, won=tuple(won), fjont_debt=None)
    return lost, [{"type": "fjont_lost", "player": debt.player, "to_side": debt.creditor}]
