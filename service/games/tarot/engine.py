"""One engine for the whole family: a :class:`TarotGame` is a :class:`Variant` plus the protocol.

Implemented (reference §2 … §13): the 62-card deck and its ranks (R800-DECK-1, R800-RANK-*,
R800-CLASS-*), seating and dealing in fives with the variants' stages and discards
(R800-SEAT-*, R800-DEAL-*, R1000-2 … 5, R150-2/3, RFJB-2), declarations of sets and sequences
during trick 1 with the wild cards and the doubling (R800-DECL-*, R800-SET-*, R800-SEQ-*), trick
play with the Fjønt (R800-PLAY-*, R800-FJ-*), card points counted in pairs, the last trick and the
deal score (R800-PTS-*, R800-LAST-1, R800-SCORE-1), and the match: the race to 800, 1000 or 150
including the win while declaring (R800-WIN-*, R1000-1, R150-1), and Fjabbe's lost partier
(RFJB-4 … 6).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from service.core.cards import Card
from service.core.deal import derive_seed, pack_to_deal
from service.core.game import Event, MoveList, Outcome, ScoreReport, Verdict
from service.core.options import OptionSpec
from service.core.text import Text, msg
from service.core.verdict import IllegalMove, InvalidInput, NotApplicable, Problem
from service.games.tarot import fjont, invariants
from service.games.tarot.bot_hooks import TarotHooks
from service.games.tarot.dealing import after_discards, deal_stage
from service.games.tarot.deck import DECK
from service.games.tarot.listing import legal_steps
from service.games.tarot.match import DealResult, fjabbe_losers, standing
from service.games.tarot.options import TAROT_SPECS, TarotOptions
from service.games.tarot.rules import advance, interpretation, violations
from service.games.tarot.scoring import deal_items, side_totals, side_tricks
from service.games.tarot.state import MatchState, Move, Phase, TarotState, evolve
from service.games.tarot.variants import Variant


def finish_deal(variant: Variant, state: TarotState) -> tuple[TarotState, list[Event]]:
    """After the last trick: the Fjønt's fate (R800-FJ-9), the score and the match."""
    state, events = fjont.forfeit(variant, state)
    totals = side_totals(variant, deal_items(variant, state))
    result = DealResult(totals, side_tricks(variant, state))
    match = variant.settle(state.match, result)
    over = evolve(state, phase=Phase.DEAL_OVER, to_move=None, ended_by="last_trick", match=match)
    events.append({"type": "deal_over", "ended_by": "last_trick", "totals": list(totals)})
    if match.over:
        events.append(
            {
                "type": "match_over",
                "winners": list(match.winners or ()),
                "rule": variant.target_rule,
            }
        )
    return over, events


class TarotGame:
    """A game of the 800 family; every method is a pure function of its arguments."""

    family: str = "tarot"
    option_specs: tuple[OptionSpec, ...] = TAROT_SPECS

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.id: str = variant.id
        self.name: Text = variant.name
        self.player_counts: tuple[int, ...] = (variant.players,)
        self.partnerships: str = variant.partnerships
        self.bot_hooks = TarotHooks(variant)

    def __repr__(self) -> str:
        return f"TarotGame({self.id!r})"

    # -- configuration ---------------------------------------------------------------------

    def _check_players(self, players: int, pointer: str = "/players") -> None:
        if players != self.variant.players:
            raise InvalidInput(
                "invalid_request",
                [
                    Problem(
                        pointer,
                        "wrong_player_count",
                        msg(
                            "The game {id} is played by {players} players.",
                            id=self.id,
                            players=self.variant.players,
                        ),
                    )
                ],
            )

    def resolve_options(
        self, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> TarotOptions:
        self._check_players(players)
        return TarotOptions.resolve(raw, players, pointer)

    # -- dealing ---------------------------------------------------------------------------

    def pack(self, options: TarotOptions) -> tuple[Card, ...]:
        return DECK

    def deal(
        self,
        players: int,
        options: TarotOptions,
        dealer: int,
        seed: int,
        match: MatchState | None = None,
        order: Sequence[Card] | None = None,
    ) -> TarotState:
        """Deal 1 of a match from ``seed``, or the next deal of ``match`` (R800-DEAL-1); from
        ``order`` where the shuffle was made outside (a provably fair deal)."""
        self._check_players(players)
        if not 0 <= dealer < players:
            raise InvalidInput(
                "invalid_request",
                [Problem("/dealer", "invalid_seat", msg("The dealer must be one of the seats."))],
            )
        variant = self.variant
        if match is None:
            match = MatchState(seed=seed, target=variant.target, scores=(0,) * variant.side_count)
        deal_seed = (
            match.seed
            if match.deal_number == 1
            else derive_seed(match.seed, "deal", match.deal_number)
        )
        pack = tuple(pack_to_deal(DECK, deal_seed, order))
        hands, stock = deal_stage(pack, players, dealer, variant.stages[0])
        dealt = TarotState(
            game=self.id,
            options=options,
            players=players,
            dealer=dealer,
            to_move=dealer,
            phase=Phase.DISCARD,
            stage=1,
            hands=hands,
            stock=stock,
            discards=((),) * players,
            declarations=(),
            trick=(),
            tricks_played=0,
            tricks_won=(0,) * players,
            won=((),) * variant.side_count,
            last_winner=None,
            fjont_debt=None,
            match=match,
        )
        return after_discards(variant, dealt)[0]

    def continue_match(self, seed: int, history: Sequence[Sequence[int]]) -> MatchState:
        """A match resumed after earlier deals, for a new deal of it (the deals request's
        ``match.history``): one row per finished deal, its addition to the scores (points per
        side; in Fjabbe 1 for each player who lost the partie, RFJB-6)."""
        variant = self.variant
        width = variant.side_count
        problems = [
            Problem(
                f"/match/history/{i}",
                "invalid_row",
                msg("Each row holds {width} integers.", width=width),
            )
            for i, row in enumerate(history)
            if len(row) != width or any(not isinstance(n, int) for n in row)
        ]
        if problems:
            raise InvalidInput("invalid_request", problems)
        rows = tuple(tuple(row) for row in history)
        # R800-WIN-1 / RFJB-5/6: possible rows, and no prefix that already decided the match.
        problems = invariants.history_problems(variant, rows, "/match/history", ends_match=False)
        if problems:
            raise InvalidInput("invalid_request", problems)
        scores = tuple(sum(column) for column in zip(*rows, strict=True)) if rows else (0,) * width
        return MatchState(seed, variant.target, len(rows) + 1, scores, rows)

    def next_deal(self, state: TarotState, order: Sequence[Card] | None = None) -> TarotState:
        """The next deal: the deal passes to the forehand (R800-SEAT-3), scores carried."""
        if state.phase is not Phase.DEAL_OVER:
            raise NotApplicable("deal_not_over", msg("The deal is still in play."), "/state/phase")
        if state.match.over:
            raise NotApplicable("match_over", msg("The match is over."), "/state/match/over")
        match = replace(state.match, deal_number=state.match.deal_number + 1)
        return self.deal(state.players, state.options, state.forehand, match.seed, match, order)

    # -- states and moves ------------------------------------------------------------------

    def check_state(self, state: TarotState) -> list[Problem]:
        return invariants.check(self.variant, state)

    def legal_moves(self, state: TarotState, limit: int) -> MoveList[Move]:
        moves, count = legal_steps(self.variant, state, limit)
        return MoveList(state.to_move, moves, count)

    def validate(self, state: TarotState, move: Move) -> Verdict:
        found = violations(self.variant, state, move)
        if found:
            return Verdict(tuple(found))
        return Verdict((), interpretation(state, move))

    def apply(self, state: TarotState, move: Move) -> Outcome[TarotState]:
        verdict = self.validate(state, move)
        if not verdict.legal:
            raise IllegalMove(verdict.violations)
        successor, events = advance(self.variant, state, move, finish_deal)
        return Outcome(successor, tuple(events), verdict)

    # -- scoring ---------------------------------------------------------------------------

    def score(self, state: TarotState) -> ScoreReport:
        """The itemised deal (R800-SCORE-1; RFJB-4/5 in Fjabbe) and the match standing."""
        if state.phase is not Phase.DEAL_OVER:
            raise NotApplicable("deal_not_over", msg("The deal is still in play."), "/state/phase")
        variant = self.variant
        items = tuple(deal_items(variant, state))
        totals = side_totals(variant, items)
        tricks = side_tricks(variant, state)
        details: dict[str, Any] = {"ended_by": state.ended_by, "tricks": list(tricks)}
        if variant.fewest_points_wins:
            details["losers"] = list(fjabbe_losers(DealResult(totals, tricks)))
        return ScoreReport(variant.sides, items, totals, standing(state.match), details)
