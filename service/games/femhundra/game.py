"""The Femhundra game object: the ``Game`` protocol of service.core.game for ``femhundra``.

Femhundra Rummy (500 Rummy with a joker), 2–6 players, as the rules reference
``femhundra.md`` translates the Swedish source: draw (stock, top card or the whole pile),
meld sets and runs, lay off on anyone's combinations (round the corner by option), declare
and swap the joker, discard or go out; hands are scored by the table and match to 500.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.core.cards import Card
from service.core.game import Game, MoveList, Outcome, ScoreReport, Verdict
from service.core.options import OptionSpec
from service.core.text import Text, msg
from service.core.verdict import Problem
from service.games.femhundra.bot_hooks import FemhundraHooks
from service.games.femhundra.cards import deck
from service.games.femhundra.checks import check_state
from service.games.femhundra.dealing import PLAYER_COUNTS, deal_hand, next_hand
from service.games.femhundra.listing import legal_moves
from service.games.femhundra.options import FEMHUNDRA_SPECS, FemhundraOptions
from service.games.femhundra.play import apply_move
from service.games.femhundra.rules import rule
from service.games.femhundra.scoring import score_report
from service.games.femhundra.state import GAME_ID, FemhundraState, MatchState, Move
from service.games.femhundra.wire import match_from_plain


class Femhundra:
    """Immutable configuration plus pure functions of a state (OpenSpiel's shape)."""

    id: str = GAME_ID
    name: Text = msg("Femhundra (500 Rummy)")
    family: str = "femhundra"
    player_counts: tuple[int, ...] = PLAYER_COUNTS
    partnerships: str = "none"
    option_specs: tuple[OptionSpec, ...] = FEMHUNDRA_SPECS
    bot_hooks = FemhundraHooks()

    def resolve_options(self, raw: Mapping[str, Any], players: int) -> FemhundraOptions:
        return FemhundraOptions.resolve(raw, players)

    def deal(
        self,
        players: int,
        options: Any,
        dealer: int,
        seed: int,
        match: Any | None = None,
        order: Sequence[Card] | None = None,
    ) -> FemhundraState:
        """A new hand; ``match`` (a MatchState or its plain form) continues a match; dealt from
        ``order`` where the shuffle was made outside (a provably fair deal)."""
        record = match
        if isinstance(match, Mapping):
            record = match_from_plain(match, players)
        resolved = (
            options
            if isinstance(options, FemhundraOptions)
            else self.resolve_options(options or {}, players)
        )
        assert record is None or isinstance(record, MatchState)
        return deal_hand(players, resolved, dealer, seed, record, order)

    def check_state(self, state: FemhundraState) -> list[Problem]:
        return check_state(state)

    def legal_moves(self, state: FemhundraState, limit: int) -> MoveList[Move]:
        return legal_moves(state, limit)

    def validate(self, state: FemhundraState, move: Move) -> Verdict:
        violations, plan = rule(state, move)
        return Verdict(tuple(violations), dict(plan.interpretation) if plan else {})

    def apply(self, state: FemhundraState, move: Move) -> Outcome[FemhundraState]:
        return apply_move(state, move)

    def score(self, state: FemhundraState) -> ScoreReport:
        return score_report(state)

    def next_deal(
        self, state: FemhundraState, order: Sequence[Card] | None = None
    ) -> FemhundraState:
        return next_hand(state, order)

    def pack(self, options: FemhundraOptions) -> tuple[Card, ...]:
        return deck(options.use_joker)


FEMHUNDRA: Game[FemhundraState, Move] = Femhundra()
