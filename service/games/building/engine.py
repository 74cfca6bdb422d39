"""The building games' engine: the fishing engine with builds, the holding duty and penalties.

Byggkasino and Mulle (Glimne) deal, advance, end and score like the other fishing games, so
:class:`BuildingGame` inherits all that from :class:`FishingGame` and replaces judging,
listing and applying a play (BYGG-TURN-1). A player to move who is in default is dealt with
before his play (BYGG-PEN-1, AKF-28, decision D4), and the engine does that as soon as it hands
the turn to him, so states it returns never show an unsettled default. With ``reject`` a
forbidden trail is refused citing BYGG-HOLD-2 (BYGG-PEN-8). At the end of the deal the
fishing engine gives the leftovers, builds whole included, to the last capturer
(BYGG-END-1, AKF-27).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from service.core.cards import remove_one
from service.core.game import Event, MoveList, Outcome, ScoreItem, ScoreReport, Verdict
from service.core.text import msg
from service.core.verdict import IllegalMove, Problem, Violation
from service.games.building.bot_hooks import BuildingHooks
from service.games.building.checking import build_problems, holding_problems, penalty_problems
from service.games.building.judge import Reading, judge
from service.games.building.listing import list_plays
from service.games.building.options import BuildingOptions
from service.games.building.penalties import (
    TRAIL,
    award_others,
    default,
    lose_deal,
    settle_default,
)
from service.games.building.responsibility import owed
from service.games.building.values import hand_value
from service.games.fishing import effects
from service.games.fishing.dealing import RoundDealing
from service.games.fishing.engine import FishingGame, turn_violation
from service.games.fishing.match import standing
from service.games.fishing.rules import Rules
from service.games.fishing.state import FishingMove, FishingState, LastPlay, Phase
from service.games.fishing.variant import Variant

#: A forbidden trail is one BYGG-HOLD-2 bars (it may break BYGG-HOLD-3 as well); a trail
#: that breaks only BYGG-HOLD-3 (a creator's last capturing card, BYGG-PART-3) is refused.
PENALIZED = {"BYGG-HOLD-2", "BYGG-HOLD-3"}
#: Problems after which seats, per-seat lists or the seating cannot be relied on.
UNSOUND_SEATS = frozenset({"wrong_length", "missing_field", "invalid_remaining", "wrong_remaining"})
#: Problems of the deal's hand check (``RoundDealing.hand_problems``) after which the plays of
#: the round and the seat to move cannot be read from the round, the hands and the turn.
UNSOUND_ROUND = frozenset(
    {"invalid_round", "wrong_hand_sizes", "wrong_hand_size", "wrong_player_to_move"}
)


@dataclass(frozen=True)
class Ruling:
    """A play judged: the verdict, the state it was judged on (a default settled first, with
    ``events``) and, for a legal play, how it was read."""

    verdict: Verdict
    settled: FishingState
    events: tuple[Event, ...] = ()
    reading: Reading | None = None


class BuildingGame(FishingGame):
    """Byggkasino or Mulle (Glimne), by its variant."""

    def __init__(self, variant: Variant) -> None:
        super().__init__(variant)
        self.bot_hooks = BuildingHooks(self)

    def _building(self, state: FishingState) -> tuple[Rules, BuildingOptions]:
        rules = self.rules(state.options)
        assert isinstance(rules.building, BuildingOptions)  # every building variant's rules
        return rules, rules.building

    def check_state(self, state: FishingState) -> list[Problem]:
        """The fishing checks, then the builds (``checking.py``): their histories, whether they
        fit the hands and the round, and the penalty points received."""
        problems = super().check_state(state)
        codes = {p.code for p in problems}
        if "too_many_items" in codes:
            return problems  # a zone over its bound (fishing/bounds.py): no check reads it
        # the build checks add up card values and read seats: they need known cards and seats
        if codes & {"invalid_player_count", "invalid_seat", "invalid_card"}:
            return problems
        rules, building = self._building(state)
        problems += build_problems(state, building)
        if codes & UNSOUND_SEATS:
            return problems
        if state.penalties is not None and any(state.penalties) and "penalties" in rules.zones:
            penalize = state.options.enforcement == "penalize"
            problems += penalty_problems(
                state.penalties, self.sides(state), rules.single_deal_penalties, penalize
            )
        if state.phase is Phase.PLAY and state.table.builds and not codes & UNSOUND_ROUND:
            dealing = self.variant.dealing
            assert isinstance(dealing, RoundDealing)
            problems += holding_problems(state, dealing.round_plays(state, len(self.deck)))
        return problems

    def derived(self, state: FishingState) -> dict[str, Any]:
        """Also who answers for which build (BYGG-HOLD-1), so a client need not work it out."""
        plain = super().derived(state)
        plain["duties"] = [
            {"seat": seat, "build": item.build.id, "duty": item.duty.name.lower()}
            for seat in range(state.players)
            for item in owed(state.table.builds, seat, state.players)
        ]
        return plain

    def score(self, state: FishingState) -> ScoreReport:
        """A deal lost by a penalty scores nothing: the others simply win it (BYGG-PEN-2/3)."""
        if state.phase is not Phase.DEAL_OVER or state.ended_by != "penalty":
            return super().score(state)
        rules, _ = self._building(state)
        sides = self.sides(state)
        winners = state.match.winners or ()
        items = tuple(
            ScoreItem(
                side, "BYGG-PEN-2", "deal_lost", msg("deal lost by a penalty (BYGG-PEN-2/3)"), 0
            )
            for side, seats in enumerate(sides)
            if seats and side not in winners
        )
        return ScoreReport(
            sides=sides,
            items=items,
            totals=(0,) * len(sides),
            standing=standing(state.match, rules.match),
            details={"winners": list(winners)},
        )

    # -- judging ---------------------------------------------------------------------------

    def _settled(
        self, state: FishingState
    ) -> tuple[FishingState, list[Event], dict[str, Any] | None]:
        rules, _ = self._building(state)
        return settle_default(state, self.sides(state), rules.single_deal_penalties)

    def validate(self, state: FishingState, move: FishingMove) -> Verdict:
        return self._rule(state, move).verdict

    def _rule(self, state: FishingState, move: FishingMove) -> Ruling:
        """The verdict on a play, and what apply needs to carry it out: the state after any
        default was settled (with its events) and the play as read. One judgement serves
        both validate and apply."""
        early = self._precheck(state, move)
        if early is not None:
            return Ruling(early, state)
        settled, events, default = self._settled(state)
        if default is not None and settled.phase is Phase.DEAL_OVER:
            verdict = Verdict((), {"kind": "default", "played": False, "default": default})
            return Ruling(verdict, settled, tuple(events))
        verdict, reading = self._judge_play(settled, move)
        if default is not None:
            verdict = Verdict(verdict.violations, {**verdict.interpretation, "default": default})
        return Ruling(verdict, settled, tuple(events), reading)

    def _precheck(self, state: FishingState, move: FishingMove) -> Verdict | None:
        if move.announce_out:
            return Verdict(
                (
                    Violation(
                        "BYGG-TURN-1",
                        "no_announcement",
                        msg("There is no announcing out in {name}.", name=self.name),
                    ),
                )
            )
        early = turn_violation(state, move)
        return None if early is None else Verdict((early,))

    def _judge_play(self, state: FishingState, move: FishingMove) -> tuple[Verdict, Reading | None]:
        rules, building = self._building(state)
        violations, reading = judge(state, move, building, rules.capture)
        if reading is not None:
            return Verdict((), reading.interpretation()), reading
        is_trail = move.build is None and move.capture is None and move.groups is None
        broken = {v.rule for v in violations}
        forbidden = is_trail and not move.values and "BYGG-HOLD-2" in broken and broken <= PENALIZED
        if forbidden and state.options.enforcement == "penalize":
            rule = "BYGG-PEN-3" if rules.single_deal_penalties else "BYGG-PEN-5"
            # the breach's own sentence, then the penalty's (BYGG-PEN-3 / BYGG-PEN-5)
            consequence = (
                "The deal is lost."
                if rules.single_deal_penalties
                else f"Every other side receives {TRAIL.points} points and {move.card} goes back "
                "to the hand for a legal play."
            )
            penalty = {
                "rule": rule,
                "breach": violations[0].rule,
                "message": f"{violations[0].message} {consequence}",
            }
            return Verdict((), {"kind": "forbidden_trail", "penalty": penalty}), None
        return Verdict(tuple(violations)), None

    # -- listing ---------------------------------------------------------------------------

    def legal_moves(self, state: FishingState, limit: int) -> MoveList[FishingMove]:
        """Every play that breaks no rule (penalized trails are accepted, never listed)."""
        if state.phase is not Phase.PLAY or state.to_move is None:
            return MoveList(None, (), 0)
        settled, _, _ = self._settled(state)
        player = state.to_move
        if settled.phase is not Phase.PLAY:
            return MoveList(player, (), 0)  # D4: the deal is lost before any play
        _, building = self._building(state)
        listing = list_plays(settled, player, building, limit)
        return MoveList(player, listing.moves, listing.count, listing.exact)

    # -- applying --------------------------------------------------------------------------

    def apply(self, state: FishingState, move: FishingMove) -> Outcome[FishingState]:
        ruling = self._rule(state, move)
        verdict, settled, events = ruling.verdict, ruling.settled, list(ruling.events)
        if not verdict.legal:
            raise IllegalMove(verdict.violations)
        if settled.phase is Phase.DEAL_OVER:
            return Outcome(settled, tuple(events), verdict)
        if verdict.interpretation["kind"] == "forbidden_trail":
            successor, penalty_events = self._forbidden_trail(settled, move, verdict)
            return Outcome(successor, tuple(events + penalty_events), verdict)
        reading = ruling.reading
        assert reading is not None
        successor, played = self._play(settled, move.player, reading)
        events += played
        successor, turn_events = self._advance(successor)
        events += turn_events
        successor, default_events, _ = self._settled(successor)
        events += default_events
        return Outcome(successor, tuple(events), verdict)

    def _forbidden_trail(
        self, state: FishingState, move: FishingMove, verdict: Verdict
    ) -> tuple[FishingState, list[Event]]:
        """BYGG-PEN-3 (single deal: lost) or BYGG-PEN-5 (match: 2 points to every other side,
        the card back in the hand, a legal play to follow — or BYGG-PEN-4 if there is none)."""
        rules, building = self._building(state)
        penalty = verdict.interpretation["penalty"]
        player, sides = move.player, self.sides(state)
        if rules.single_deal_penalties:
            return lose_deal(state, player, sides, "BYGG-PEN-3", penalty["message"])
        if not list_plays(state, player, building, 1).count:  # no correction possible
            bans = list(owed(state.table.builds, player, state.players))
            corrected, events, _ = default(state, player, bans, sides, False, penalty["message"])
            return corrected, events
        awarded, receivers = award_others(state, player, sides, TRAIL)
        event: Event = {
            "type": "penalty",
            "player": player,
            "card": move.card,
            "points": TRAIL.points,
            "to_sides": receivers,
            "corrected": True,
            **penalty,
        }
        return awarded, [event]

    def _play(
        self, state: FishingState, player: int, reading: Reading
    ) -> tuple[FishingState, list[Event]]:
        hands = list(state.hands)
        hands[player] = remove_one(hands[player], reading.card)
        state = replace(state, hands=tuple(hands), table=reading.table)
        card = reading.card
        if reading.kind == "trail":
            played = replace(state, last_play=LastPlay(player, card, (), False))
            return played, [{"type": "trailed", "player": player, "card": card}]
        if reading.kind == "build":
            assert reading.build is not None
            build = reading.build
            event: Event = {
                "type": {"create": "build_created", "add": "build_added", "raise": "build_raised"}[
                    reading.action or "create"
                ],
                "player": player,
                "card": card,
                "build": build.id,
                "value": build.value,
                "cards": list(reading.taken),
                "parts": [list(part) for part in build.parts],
                "merged": list(reading.merged),
                "exempt": reading.exempt,
            }
            played = replace(state, last_play=LastPlay(player, card, (), False))
            if reading.action == "create":  # D3: the deal's next build takes a new number
                played = replace(played, next_build=int(build.id[1:]) + 1)
            return played, [event]
        return self._capture(state, player, reading)

    def _capture(
        self, state: FishingState, player: int, reading: Reading
    ) -> tuple[FishingState, list[Event]]:
        """BYGG-CAP-7, BYGG-TABBE-1, and Glimne's mulle (MULLE-G-7/8, AKF-44)."""
        rules, _ = self._building(state)
        card, taken = reading.card, reading.captured_cards
        captured = list(state.captured)
        captured[player] = (*captured[player], card, *taken)
        events: list[Event] = [
            {
                "type": "captured",
                "player": player,
                "card": card,
                "cards": list(taken),
                "builds": [build.id for build in reading.builds_taken],
                "value": reading.value,
                "groups": [list(group) for group in reading.groups],
            }
        ]
        tabbe = reading.table.is_empty
        tabbar = state.tabbar
        if tabbe:
            tabbar, tabbe_events = effects.record_tabbe(state, player, rules, self.sides(state))
            events += tabbe_events
        mulle_points = state.mulle_points
        if mulle_points is not None and card in taken:
            points = hand_value(card)
            mulle_points = tuple(
                n + points * (seat == player) for seat, n in enumerate(mulle_points)
            )
            events.append(
                {
                    "type": "mulle",
                    "player": player,
                    "card": card,
                    "points": points,
                    "rule": "MULLE-G-8",
                }
            )
        successor = replace(
            state,
            captured=tuple(captured),
            tabbar=tabbar,
            mulle_points=mulle_points,
            last_capturer=player,
            last_play=LastPlay(player, card, taken, tabbe),
        )
        return successor, events
