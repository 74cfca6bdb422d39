"""The one engine of the fishing games without building: Kasino, misär, Dragkasino, Finnish
Kasino and Mulle (Sassersson), each a :class:`~service.games.fishing.variant.Variant`.

A game object is configuration; every method is a pure function of a state. The common core
(reference §2) is here: turns (CORE-TURN-1…3), trails and captures (CORE-TRAIL, CORE-CAP),
forced plays (MISAR-FORCE-1…6), tabbes (CORE-TABBE), the end of the deal (CORE-END-1…2),
scoring and the match through the variant's rules. What differs between the games is data
in their :class:`~service.games.fishing.rules.Rules` and the variant's dealing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from service.core.cards import Card, remove_one
from service.core.deal import derive_seed, pack_to_deal
from service.core.game import Event, MoveList, Outcome, ScoreItem, ScoreReport, Verdict
from service.core.options import OptionSpec
from service.core.text import Text, msg
from service.core.verdict import IllegalMove, InvalidInput, NotApplicable, Problem, Violation
from service.games.fishing import announce, effects
from service.games.fishing.bot_hooks import FishingHooks
from service.games.fishing.checking import state_problems
from service.games.fishing.forced import forced_tabbe_violation, sweep_values, sweeping_cards
from service.games.fishing.listing import TableIndex, list_plays
from service.games.fishing.match import Elimination, standing
from service.games.fishing.options import FishingOptions
from service.games.fishing.play import CaptureRules, can_capture, judge_capture
from service.games.fishing.rules import MISAR_PENALTY
from service.games.fishing.scoring import (
    Award,
    ScoringRules,
    deal_result,
    score_items,
    side_totals,
    special_card_points,
)
from service.games.fishing.state import (
    FishingMove,
    FishingState,
    MatchState,
    Phase,
    Table,
    evolve,
)
from service.games.fishing.variant import Variant

Sides = tuple[tuple[int, ...], ...]


_SCALARS = frozenset({str, bool, int, float, type(None)})


def _frozen(raw: Any) -> Hashable | None:
    """Raw options as a hashable key that tells apart everything resolving would (``True``
    from ``1``, ``1`` from ``1.0``), or None for anything but JSON's plain data."""
    if type(raw) is dict:
        kinds = tuple(map(type, raw.values()))
        if _SCALARS.issuperset(kinds) and all(type(name) is str for name in raw):
            return ("flat", tuple(raw.items()), kinds)  # the common case, in C loops
    if isinstance(raw, Mapping):
        members = []
        for name, value in raw.items():
            frozen = _frozen(value)
            if frozen is None or type(name) is not str:
                return None
            members.append((name, frozen))
        return ("object", tuple(members))
    if raw is None or type(raw) in (bool, int, str, float):
        return (type(raw).__name__, raw)
    return None


def _thawed(key: Any) -> Any:
    """The plain data a key of :func:`_frozen` was made from."""
    kind, value, *_kinds = key
    if kind == "flat":
        return dict(value)
    if kind == "object":
        return {name: _thawed(member) for name, member in value}
    return value


class FishingGame:
    """A fishing game without building, played by the rules its variant's options give."""

    family = "fishing"

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.rules = lru_cache(maxsize=256)(variant.rules)
        self._resolved = lru_cache(maxsize=256)(self._resolve_frozen)
        self._canonical: Callable[[FishingOptions], FishingOptions] = lru_cache(maxsize=256)(
            lambda options: options
        )
        self.bot_hooks: FishingHooks = FishingHooks(self)

    @property
    def id(self) -> str:
        return self.variant.id

    @property
    def name(self) -> Text:
        return self.variant.name

    @property
    def player_counts(self) -> tuple[int, ...]:
        return self.variant.player_counts

    @property
    def partnerships(self) -> str:
        return self.variant.partnerships

    @property
    def option_specs(self) -> tuple[OptionSpec, ...]:
        return self.variant.option_specs

    @property
    def deck(self) -> tuple[Card, ...]:
        return self.variant.deck

    def pack(self, options: FishingOptions) -> tuple[Card, ...]:
        return self.variant.deck

    def resolve_options(
        self, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> FishingOptions:
        key = _frozen(raw)
        if key is None:  # not plain JSON data: resolve it as it is (and refuse it there)
            return self.variant.options(raw, players, pointer)
        try:
            return self._resolved(key, players)
        except InvalidInput:  # never memoised: resolved again for problems at ``pointer``
            return self.variant.options(raw, players, pointer)

    def _resolve_frozen(self, key: Hashable, players: int) -> FishingOptions:
        """Options from their frozen form; memoised per game (``__init__``), since every
        request resolves its state's options and nearly all requests repeat a few sets.
        Equal options are one object however they were given (``{}`` or every default
        spelled out, at ``/options`` or ``/state/options``), so the rules' cache and every
        other finds them by identity instead of comparing field by field."""
        return self._canonical(self.variant.options(_thawed(key), players, "/options"))

    def sides(self, state: FishingState) -> Sides:
        """Seats per match side: partnerships and teams by option; in an elimination match
        the original players, some without a seat in this deal (MISAR-MATCH-1)."""
        remaining = state.match.remaining
        if remaining is None:
            options: FishingOptions = state.options
            return options.sides(state.players)
        return tuple(
            tuple(seat for seat, side in enumerate(remaining) if side == index)
            for index in range(len(state.match.scores))
        )

    # -- dealing ---------------------------------------------------------------------------

    def deal(
        self,
        players: int,
        options: FishingOptions,
        dealer: int,
        seed: int,
        match: MatchState | None = None,
        order: Sequence[Card] | None = None,
    ) -> FishingState:
        """Deal 1 of a match from ``seed``, or the next deal of ``match``; from ``order``
        where the shuffle was made outside (a provably fair deal)."""
        if match is None:
            sides = len(options.sides(players))
            match = MatchState(
                seed=seed, target=self.rules(options).match.target, scores=(0,) * sides
            )
        deal_seed = (
            match.seed
            if match.deal_number == 1
            else derive_seed(match.seed, "deal", match.deal_number)
        )
        pack = tuple(pack_to_deal(self.deck, deal_seed, order))
        dealt = self.variant.dealing.deal(pack, players, dealer)
        zeros = (0,) * players
        zones = self.rules(options).zones
        return FishingState(
            game=self.id,
            options=options,
            players=players,
            dealer=dealer,
            to_move=(dealer + 1) % players,
            phase=Phase.PLAY,
            round=1,
            hands=dealt.hands,
            table=Table(dealt.table),
            captured=((),) * players,
            tabbar=zeros,
            stock=dealt.stock,
            last_capturer=None,
            match=match,
            mulles=zeros if "mulles" in zones else None,
            penalties=zeros if "penalties" in zones else None,
            mulle_points=zeros if "mulle_points" in zones else None,
            next_build=None if self.rules(options).building is None else 1,
        )

    def next_deal(self, state: FishingState, order: Sequence[Card] | None = None) -> FishingState:
        """The following deal: the deal passes to the left (CORE-DEAL-7), scores carried. Where
        the match rules seat only some sides (an elimination match, MISAR-MATCH-1, AKF-17; a
        play-off, BYGG-MATCH-4, AKF-31) those play, and the dealer is the first of them to
        the left of the last dealer (the last dealer himself last)."""
        if state.phase is not Phase.DEAL_OVER:
            raise NotApplicable("deal_not_over", msg("The deal is still in play."), "/state/phase")
        if state.match.over:
            raise NotApplicable("match_over", msg("The match is over."), "/state/match/over")
        match = replace(state.match, deal_number=state.match.deal_number + 1)
        players, dealer = state.players, (state.dealer + 1) % state.players
        rules = self.rules(state.options).seating
        if rules is not None:
            everyone = range(len(match.scores))
            left = rules.still_in(match)
            if match.remaining is not None or len(left) < len(everyone):
                # only individual players sit out, so a side is a seat
                seats = list(everyone) if match.remaining is None else list(match.remaining)
                previous = seats[state.dealer]
                following = [
                    (previous + k) % len(match.scores) for k in range(1, len(match.scores) + 1)
                ]
                dealer_side = next(side for side in following if side in left)
                players, dealer = len(left), left.index(dealer_side)
                match = replace(
                    match, remaining=None if len(left) == len(everyone) else tuple(left)
                )
        return self.deal(players, state.options, dealer, 0, match, order)

    def derived(self, state: FishingState) -> dict[str, Any]:
        """Fields that follow from a consistent state, shown to clients: whether this is the
        last round (CORE-DEAL-6), and in Finnish Kasino the points each side has had
        credited at capture this deal (FIN-SCORE-2), while the deal is in play."""
        plain: dict[str, Any] = {"last_round": not state.stock}
        rules = self.rules(state.options)
        if rules.immediate_points and state.phase is Phase.PLAY:
            plain["credited"] = list(effects.credited(state, self.sides(state), rules))
        return plain

    # -- checking a state ------------------------------------------------------------------

    def check_state(self, state: FishingState) -> list[Problem]:
        """Every problem at once (see :mod:`~service.games.fishing.checking`)."""
        return state_problems(self, state)

    # -- judging a move --------------------------------------------------------------------

    def validate(self, state: FishingState, move: FishingMove) -> Verdict:
        rules = self.rules(state.options)
        if move.announce_out:
            return Verdict(tuple(announce.violations(state, move, rules, self.sides(state))))
        early = turn_violation(state, move)
        if early is not None:
            return Verdict((early,))
        violations, interpretation = self._judge(state, move, rules.capture)
        tabbe = forced_tabbe_violation(state, move, rules.capture)
        if tabbe is None:
            return Verdict(tuple(violations), interpretation)
        if not violations and rules.penalize_forced_tabbe:  # MISAR-FORCE-2
            penalty = {
                "rule": MISAR_PENALTY.rule,
                "points": MISAR_PENALTY.points,
                "breach": tabbe.rule,
                "message": f"{tabbe.message}; the play stands with "
                f"{MISAR_PENALTY.points} penalty points",
            }
            return Verdict((), {**interpretation, "penalty": penalty})
        return Verdict((tabbe, *violations))

    def _judge(
        self, state: FishingState, move: FishingMove, rules: CaptureRules
    ) -> tuple[list[Violation], dict[str, Any]]:
        """The play on its own terms: a trail or a capture (CORE-CAP, MISAR-FORCE-4)."""
        assert move.card is not None
        if move.capture is None and move.groups is None:
            return self._trail_violations(state, move, rules), {"kind": "trail"}
        judgement = judge_capture(state, move, rules)
        capture = judgement.capture
        if capture is None:
            return list(judgement.violations), {}
        return [], {
            "kind": "capture",
            "value": capture.value,
            "groups": [list(group) for group in capture.groups],
            "values": dict(capture.values),
        }

    def _trail_violations(
        self, state: FishingState, move: FishingMove, rules: CaptureRules
    ) -> list[Violation]:
        assert move.card is not None
        problems: list[Violation] = []
        if move.values:
            problems.append(
                Violation(
                    "CORE-TRAIL-1",
                    "values_without_capture",
                    msg("Values are chosen only for a capture; a trail takes nothing."),
                )
            )
        # MISAR-FORCE-5: a card that cannot capture may always be trailed
        if rules.forced_capture and can_capture(move.card, state.table.cards, rules):
            problems.append(
                Violation(
                    "MISAR-FORCE-4",
                    "must_capture",
                    msg(
                        "The card {card} can capture, and with forced capture a card that can "
                        "capture may not be trailed; capture with it.",
                        card=move.card,
                    ),
                )
            )
        return problems

    # -- listing ---------------------------------------------------------------------------

    def legal_moves(self, state: FishingState, limit: int) -> MoveList[FishingMove]:
        """Every play that breaks no rule (a penalized play is accepted but not listed)."""
        if state.phase is not Phase.PLAY or state.to_move is None:
            return MoveList(None, (), 0)
        player = state.to_move
        rules = self.rules(state.options)
        hand = state.hands[player]
        if rules.capture.forced_tabbe:  # MISAR-FORCE-1: only sweeps by sweeping cards
            sweepers = sweeping_cards(hand, state.table.cards, rules.capture)
            if sweepers:
                sweeps = [FishingMove(player, card, state.table.cards) for card in sweepers]
                return MoveList(player, tuple(sweeps[:limit]), len(sweeps))
        capture = rules.capture
        index = TableIndex(state.table.cards, capture)
        announcing = FishingMove(player, announce_out=True)
        moves: list[FishingMove] = []
        if rules.announce_out and not announce.violations(
            state, announcing, rules, self.sides(state)
        ):
            moves.append(announcing)
        listing = list_plays(
            index,
            hand,
            max(0, limit - len(moves)),
            may_trail=lambda card: not (capture.forced_capture and index.can_capture(card)),
            maximal=capture.forced_capture,
        )
        moves += [FishingMove(player, card, captured) for card, captured in listing.plays]
        return MoveList(
            player,
            tuple(moves[:limit]),
            len(moves) - len(listing.plays) + listing.count,
            listing.exact,
        )

    # -- applying --------------------------------------------------------------------------

    def apply(self, state: FishingState, move: FishingMove) -> Outcome[FishingState]:
        verdict = self.validate(state, move)
        if not verdict.legal:
            raise IllegalMove(verdict.violations)
        rules = self.rules(state.options)
        sides = self.sides(state)
        if move.announce_out:
            return announce.announce(state, move, verdict, rules, sides)
        assert move.card is not None
        player, card = move.player, move.card
        hands = list(state.hands)
        hands[player] = remove_one(hands[player], card)
        events: list[Event] = []
        interpretation = verdict.interpretation
        if interpretation["kind"] == "trail":
            successor = effects.trail(state, player, card, tuple(hands))
            events.append({"type": "trailed", "player": player, "card": card})
        else:
            successor, captured = effects.capture(
                state, player, card, interpretation, tuple(hands), rules, sides
            )
            events += captured
        if rules.capture.forced_tabbe and successor.table.cards:  # MISAR-FORCE-3
            values = sweep_values(successor.table.cards, rules.capture)
            if values:
                events.append({"type": "tabbe_on", "values": values, "rule": "MISAR-FORCE-3"})
        if "penalty" in interpretation:
            successor, penalized = effects.penalize(successor, player, interpretation["penalty"])
            events += penalized
        if rules.immediate_points and interpretation["kind"] == "capture":
            successor, credited = effects.credit(state, successor, player, rules, sides)
            events += credited
            if successor.phase is Phase.DEAL_OVER:
                return Outcome(successor, tuple(events), verdict)
        successor, turn_events = self._advance(successor)
        return Outcome(successor, tuple(events + turn_events), verdict)

    def _advance(self, state: FishingState) -> tuple[FishingState, list[Event]]:
        """After a play: a draw where the game draws, then the next seat holding cards
        (MULLE-S-6 skips empty hands), else the next round, else the end of the deal."""
        state, events = self.variant.dealing.after_play(state)
        assert state.to_move is not None
        for step in range(1, state.players + 1):
            seat = (state.to_move + step) % state.players
            if state.hands[seat]:
                return evolve(state, to_move=seat), events
        dealt = self.variant.dealing.next_round(state)
        if dealt is not None:
            return dealt[0], events + dealt[1]
        finished, end_events = self._end_deal(state)
        return finished, events + end_events

    def _end_deal(self, state: FishingState) -> tuple[FishingState, list[Event]]:
        """CORE-END-1 (MULLE-S-10): leftovers to the last capturer — neither a tabbe nor a
        mulle — then score the deal."""
        events: list[Event] = []
        captured = list(state.captured)
        table = state.table
        if state.last_capturer is not None and not table.is_empty:
            leftovers = table.all_cards
            captured[state.last_capturer] = (*captured[state.last_capturer], *leftovers)
            table = Table(())
            events.append(
                {"type": "leftovers", "player": state.last_capturer, "cards": list(leftovers)}
            )
        elif not table.is_empty:  # AKF-03: nobody captured, nobody gets them
            events.append({"type": "leftovers", "player": None, "cards": list(table.all_cards)})
        finished = replace(
            state, captured=tuple(captured), table=table, to_move=None, phase=Phase.DEAL_OVER
        )
        rules = self.rules(state.options)
        sides = self.sides(finished)
        totals = side_totals(score_items(finished, sides, rules.scoring), len(sides))
        match = rules.match.after_deal(
            finished.match, deal_result(finished, sides, totals, rules.scoring)
        )
        finished = replace(finished, match=match)
        events.append({"type": "deal_over", "totals": list(totals), "scores": list(match.scores)})
        if rules.seating is not None:  # MISAR-MATCH-1, BYGG-MATCH-4
            events += rules.seating.seating_events(state.match, match)
        if match.over:
            events.append(
                {"type": "match_over", "winners": list(match.winners or ()), "by": match.decided_by}
            )
        return finished, events

    # -- scoring ---------------------------------------------------------------------------

    def score(self, state: FishingState) -> ScoreReport:
        if state.phase is not Phase.DEAL_OVER:
            raise NotApplicable("deal_not_over", msg("The deal is still in play."), "/state/phase")
        rules = self.rules(state.options)
        sides = self.sides(state)
        if state.ended_by == "announce_out":
            row = state.match.history[-1]
            items = [
                ScoreItem(side, announce.RULE, "announced_out", msg("announced out"), points)
                for side, points in announce.announced_rows(row)
            ]
        elif state.ended_by == "immediate_win":  # only the points credited at capture
            credited = ScoringRules(special_card_points("FIN-SCORE-2"), Award(0, "FIN-SWEEP-5"))
            items = score_items(state, sides, credited)
        else:
            items = score_items(state, sides, rules.scoring)
        result = deal_result(state, sides, side_totals(items, len(sides)), rules.scoring)
        details: dict[str, Any] = {"spades": list(result.spades), "cards": list(result.cards)}
        if isinstance(rules.match, Elimination):
            details["eliminated"] = [
                side for side, score in enumerate(state.match.scores) if score >= rules.match.target
            ]
        return ScoreReport(
            sides=sides,
            items=tuple(items),
            totals=result.totals,
            standing=standing(state.match, rules.match),
            details=details,
        )


def turn_violation(state: FishingState, move: FishingMove) -> Violation | None:
    """Whether this seat may play this card now at all (CORE-END-1, CORE-TURN-1/2)."""
    if state.phase is not Phase.PLAY:
        return Violation("CORE-END-1", "deal_over", msg("The deal is over."))
    if move.player != state.to_move:
        return Violation(
            "CORE-TURN-1",
            "not_your_turn",
            msg(
                "It is seat {to_move}'s turn, not seat {player}'s.",
                to_move=state.to_move,
                player=move.player,
            ),
        )
    if move.card is None or move.card not in state.hands[move.player]:
        return Violation(
            "CORE-TURN-2",
            "card_not_in_hand",
            msg("Seat {player} does not hold {card}.", player=move.player, card=move.card),
        )
    return None
