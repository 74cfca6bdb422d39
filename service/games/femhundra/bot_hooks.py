"""Femhundra's bot hooks (:class:`~service.core.insight.BotHooks`).

- ``world``: the other hands and the stock dealt anew, each hand keeping the cards every
  player has seen it take (``exposed``);
- ``sheet``: the hand sheet with the cards still in hand counted against (R500-SCORE-1,
  R500-SCORE-2); under R500-VAR-4, which scores nothing before someone goes out, the table
  sheet until then, which tells who is closer to collecting.

The listing is never long enough to split, nothing is trick play, and every step scores.

- ``judged``: the moves a judging bot (greedy, search) weighs, less the two halves of a pass.
  Taking the pile's top card (R500-DRAW-2) and discarding it again is legal (R500-DISCARD-1,
  A500-03) and changes nothing; a greedy seat that judges the draw alone sees only the card's
  cost, which a low pile card beats against the stock's, so two greedy seats could pass it to
  and fro for ever. The top card is judged only when it can go to the table this turn (a meld,
  a lay-off or a joker swap it is part of), else the stock draw stands for the draw; and the
  card drawn from the pile is not discarded while another discard is there. A seat that is
  stuck (one card in hand and no card off the table fitting any combination) passes with
  every draw from the stock or the pile as well: it draws one card and discards one, a meld
  needs three (R500-MELD-2, R500-MELD-3) and nothing can be laid off (R500-LAYOFF-1), while
  an empty stock never ends the hand (R500-STOCK-1, A500-23); only the whole pile
  (R500-DRAW-3) brings it the cards to go out with, so it takes the pile where it may, and
  else discards the card it held rather than the one it drew, so that the cards others may
  need do not stay in its hand for ever.
  And a card that could still join another of the hand in a meld is not discarded while a
  loose card is there: a greedy seat otherwise throws whatever it drew when that costs most,
  never holds two cards of a meld to come, and deals of small hands drag on for thousands of
  moves.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

from service.core.insight import Piece, Sheet, offer_description, redeal
from service.core.text import Text, msg
from service.games.femhundra.cards import (
    JOKER,
    SUITS,
    Card,
    make_card,
    next_rank,
    prev_rank,
    rank_number,
    suit,
)
from service.games.femhundra.listing import claim_fits, legal_moves
from service.games.femhundra.options import Scoring
from service.games.femhundra.play import apply_move
from service.games.femhundra.scoring import hand_score
from service.games.femhundra.state import (
    DrawSource,
    FemhundraState,
    Move,
    MoveType,
    Phase,
    Source,
)

#: The play-phase moves looked through for a use of the pile's top card: melds, lay-offs and
#: the joker swap are listed before the discards, so a hand's uses are all within the first
#: few dozen; where the listing is cut before the discards, the card is judged anyway.
USES_LISTED = 256

_PUTS_DOWN = (MoveType.MELD, MoveType.LAY_OFF, MoveType.SWAP_JOKER)


def describe(move: Move, before: FemhundraState, after: FemhundraState) -> Text:
    """A Femhundra move in words (by its type)."""
    kind = str(move.type.value)
    if kind == "draw":
        if move.source is not None and move.source.value == "pile":
            return msg("Draws from the pile")
        return msg("Draws from the stock")
    if kind == "take_pile":
        return msg("Takes the discard pile")
    if kind == "meld":
        return msg("Melds {cards}", cards=" ".join(move.cards))
    if kind == "lay_off":
        return msg("Lays off {cards}", cards=" ".join(move.cards) or move.card)
    if kind == "discard":
        return msg("Discards {card}", card=move.card)
    if kind == "swap_joker":
        return msg("Swap joker")
    return msg("Claims the discard (Taget!)")


offer_description(FemhundraState, describe)


def _puts_down(state: FemhundraState, card: Card) -> bool:
    """Whether the seat to move (in its play phase) can put ``card`` on the table now: a
    meld or lay-off with it, or its swap for the tabled joker; True where the listing is cut
    before every such move was seen (unsure: the card is judged)."""
    listing = legal_moves(state, USES_LISTED)
    for move in listing.moves:
        if move.type not in _PUTS_DOWN:
            return False  # the discards: every meld, lay-off and swap was looked at
        if card in move.cards or move.card == card:
            return True
    return len(listing.moves) < listing.count


def _pile_draw_used(state: FemhundraState, move: Move) -> bool:
    """R500-DRAW-2: whether the top card drawn by ``move`` can go to the table this turn."""
    after = apply_move(state, move).state
    drawn = after.turn.drawn
    if after.phase is not Phase.PLAY or drawn is None or not drawn.cards:
        return True  # not a plain top-card draw (never so here): judged as it is
    return _puts_down(after, drawn.cards[0])


def _off_table(state: FemhundraState) -> set[Card]:
    """Every card not on the table: the stock's, the pile's and the hands'."""
    return {*state.stock, *state.pile, *(card for hand in state.hands for card in hand)}


def dead_table(state: FemhundraState) -> bool:
    """Whether no card off the table fits any combination (R500-LAYOFF-1): nothing can ever
    be laid off again. (The table, the pile and the hand sizes are public, and the cards off
    the table are every card not on it: every seat knows it.)"""
    on_table = state.on_table()
    return not any(claim_fits(state, card, on_table) for card in _off_table(state))


def stuck(state: FemhundraState, seat: int) -> bool:
    """Whether ``seat`` can never go out by drawing a card: it holds one card (two after its
    draw, in the play phase), too few to meld (R500-MELD-2, R500-MELD-3), and the table is
    dead (:func:`dead_table`), so neither can be laid off."""
    held = 2 if state.phase is Phase.PLAY else 1
    return len(state.hands[seat]) <= held and dead_table(state)


def _meld_start(card: Card, other: Card, off_table: set[Card]) -> bool:
    """Whether ``card`` and ``other`` could still be two cards of one meld: a set's (a third
    card of the rank off the table, R500-MELD-2) or a run's (neighbours, or one apart with the
    card between off the table, and the run's third card off the table, R500-MELD-3)."""
    if rank_number(card) == rank_number(other):
        rank = rank_number(card)
        return sum(make_card(rank, s) in off_table for s in SUITS) >= 3
    if suit(card) != suit(other):
        return False
    low, high = rank_number(card), rank_number(other)
    for a, b in ((low, high), (high, low)):
        if next_rank(a) == b:  # neighbours: a card below or above completes the run
            ends = (make_card(prev_rank(a), suit(card)), make_card(next_rank(b), suit(card)))
            return any(end in off_table for end in ends)
        if next_rank(next_rank(a)) == b:  # one apart: the card between completes it
            return make_card(next_rank(a), suit(card)) in off_table
    return False


def _kept(state: FemhundraState, hand: tuple[Card, ...]) -> set[Card]:
    """The hand's cards that could still join another of its cards in a meld, and the
    joker (it joins any)."""
    off_table = _off_table(state) - state.on_table()
    natural = [card for card in hand if card != JOKER]
    kept = {
        card
        for card in natural
        if any(_meld_start(card, other, off_table) for other in natural if other != card)
    }
    return kept | ({JOKER} & set(hand))


def judged(state: FemhundraState, moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """``moves`` less the halves of a pass (the module's docstring): the top-card draw that
    puts nothing down this turn while the stock may be drawn (R500-DRAW-1, R500-DRAW-2), and
    the discard of the card drawn from the pile this turn while another discard is listed
    (R500-DISCARD-1, A500-03); for a stuck seat (:func:`stuck`) every draw but the whole
    pile's, where that is listed (R500-DRAW-3, R500-PILE-1), and the discard of the card it
    drew; the discard of a card that could still join another in a meld while a loose card
    may go. Never empty when ``moves`` is not."""
    seat = state.to_move
    if state.phase is Phase.DRAW:
        whole = [m for m in moves if m.type is MoveType.TAKE_PILE and m.player == seat]
        if whole and seat is not None and stuck(state, seat):
            return tuple(m for m in moves if m.type is not MoveType.DRAW)
        stock = any(m.type is MoveType.DRAW and m.source is Source.STOCK for m in moves)
        return tuple(
            m
            for m in moves
            if not (
                stock
                and m.type is MoveType.DRAW
                and m.source is Source.PILE
                and m.player == seat
                and not _pile_draw_used(state, m)
            )
        )
    if state.phase is not Phase.PLAY or seat is None:
        return moves
    discards = [m for m in moves if m.type is MoveType.DISCARD]
    drawn = state.turn.drawn
    if drawn is not None and drawn.cards and stuck(state, seat):
        # a stuck seat keeps what it drew and passes on the card it held, so that no card
        # stays frozen in its hand while another seat may want it for a meld
        held = [m for m in discards if m.card not in drawn.cards]
        if held:
            return tuple(m for m in moves if m.type is not MoveType.DISCARD or m in held)
    if drawn is not None and drawn.source is DrawSource.PILE:
        back = [m for m in discards if m.card in drawn.cards]
        if len(back) < len(discards):  # another discard is there: the card does not go back
            discards = [m for m in discards if m not in back]
    kept = _kept(state, state.hands[seat])
    loose = [m for m in discards if m.card not in kept]
    if loose:  # a card that could join another in a meld is kept while a loose one goes
        discards = loose
    return tuple(m for m in moves if m.type is not MoveType.DISCARD or m in discards)


class FemhundraHooks:
    """Femhundra's hooks (the game has no configuration they read)."""

    def world(self, state: FemhundraState, seat: int, rng: Random) -> FemhundraState:
        seed = rng.randrange(2**31)
        others = [s for s in range(state.players) if s != seat]
        zones = [state.hands[s] for s in others] + [state.stock]
        keep = [state.exposed[s] for s in others] + [()]  # cards all have seen taken
        new = redeal(zones, keep, rng)
        hands = list(state.hands)
        for s, cards in zip(others, new, strict=False):
            hands[s] = cards
        return replace(
            state,
            hands=tuple(hands),
            stock=new[-1],
            seed=seed,
            match=replace(state.match, seed=seed),
        )

    def sheet(self, state: FemhundraState) -> Sheet:
        if state.options.scoring is Scoring.COLLECT and state.went_out is None:
            state = replace(state, options=replace(state.options, scoring=Scoring.TABLE))
        totals = hand_score(state).totals
        return Sheet(totals, tuple((seat,) for seat in range(state.players)))

    def describe(self, move: Move, before: FemhundraState, after: FemhundraState) -> Text:
        return describe(move, before, after)

    def pieces(self, state: FemhundraState) -> list[Piece[Move]] | None:
        return None

    def draw(self, state: FemhundraState, rng: Random) -> Move | None:
        return None

    def taken(self, before: FemhundraState, after: FemhundraState, seat: int) -> int:
        return 0

    def unscored(self, before: FemhundraState, after: FemhundraState) -> bool:
        return False

    def trick_choices(
        self, state: FemhundraState, moves: tuple[Move, ...]
    ) -> tuple[Move, ...] | None:
        return None

    def judged(self, state: FemhundraState, moves: tuple[Move, ...]) -> tuple[Move, ...]:
        return judged(state, moves)
