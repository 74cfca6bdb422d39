"""Checking a fishing state before any rule runs (contract §5): every problem at once.

Seats, card conservation (52 cards, or 104 with each code twice), the game's zones, hand
sizes and turn as the game's dealing gave them, captures, tabbes and mulles, an early end,
the players of a deal that seats only some sides (an elimination match, a play-off), the
match totals, sweep cancellation and unmarked tabbes, and finally whether the match is
decided as its rules decide it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from service.core.cards import Card
from service.core.text import msg
from service.core.verdict import Problem
from service.games.fishing import invariants
from service.games.fishing.bounds import bound_problems
from service.games.fishing.effects import Sides, running_scores, side_of
from service.games.fishing.effects import credited as credited_points
from service.games.fishing.match import decision_problems
from service.games.fishing.options import FishingOptions
from service.games.fishing.rules import Rules
from service.games.fishing.scoring import deal_result, score_items, side_totals
from service.games.fishing.state import FishingState, Phase
from service.games.fishing.variant import Variant


class FishingGame(Protocol):
    """What the state check reads of a fishing game. A protocol, not the engine's class: the
    engine calls this check, so the check must not know the engine."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def player_counts(self) -> tuple[int, ...]: ...

    @property
    def deck(self) -> tuple[Card, ...]: ...

    @property
    def variant(self) -> Variant: ...

    def rules(self, options: FishingOptions) -> Rules: ...

    def sides(self, state: FishingState) -> Sides: ...


def state_problems(game: FishingGame, state: FishingState) -> list[Problem]:
    """Every problem at once; checks that need sound seats wait for them (no crash)."""
    variant = game.variant
    problems = bound_problems(state, len(game.deck), max(game.player_counts))
    if problems:
        return problems  # every later check reads the zones: none runs on an oversized one
    problems = invariants.seat_problems(state, game.player_counts)
    problems += invariants.conservation_problems(state, game.deck)
    if state.game != game.id:
        problems.append(
            Problem(
                "/state/game",
                "wrong_game",
                msg("The state is a '{game}' state, not one of this game.", game=state.game),
            )
        )
    rules = game.rules(state.options)
    if state.table.builds and rules.building is None:
        problems.append(
            Problem(
                "/state/table/builds",
                "no_builds",
                msg("There are no builds in {name}; remove them from the table.", name=game.name),
                variant.no_builds_rule,
            )
        )
    if state.next_build is not None and rules.building is None:
        problems.append(
            Problem(
                "/state/next_build",
                "not_in_this_game",
                msg("The game '{id}' has no builds to number; remove 'next_build'.", id=game.id),
                variant.no_builds_rule,
            )
        )
    problems += invariants.zone_problems(state, rules.zones, game.id)
    if any(
        p.code in {"invalid_player_count", "wrong_length", "invalid_seat", "missing_field"}
        for p in problems
    ):
        return problems
    dealt = _deal_problems(game, state)
    problems += dealt
    plays = None if dealt else _plays_made(game, state)
    problems += invariants.penalty_problems(
        state, rules.scoring.penalty, rules.penalize_forced_tabbe, plays
    )
    problems += invariants.capture_problems(state, plays, rules.capture.valuation)
    if plays is not None and state.phase is Phase.PLAY:
        last = game.variant.dealing.last_player(state, len(game.deck))
        problems += invariants.last_play_problems(
            state, last, rules.mulles, builds=rules.building is not None
        )
        if rules.sweeps.records_every_tabbe:
            problems += invariants.unrecorded_tabbe_problems(state, plays)
    if rules.sweeps.none_at is not None:
        problems += invariants.sweep_limit_problems(state, rules.sweeps.none_at)
    problems += invariants.ended_by_problems(state, rules.ends_early)
    seated = invariants.seating_problems(state, rules.seating, game.player_counts)
    problems += seated
    if rules.sweeps.unmarked_by is not None:
        problems += invariants.unmarked_tabbe_problems(state, rules.sweeps.unmarked_by)
    if not seated:
        sides = game.sides(state)
        problems += invariants.match_problems(state, len(sides), rules.match.target)
        if rules.sweeps.cancellation:
            problems += invariants.sweep_problems(state, sides, rules.sweeps.cancellation_rule)
        if rules.immediate_points and state.phase is Phase.PLAY and not problems:
            problems += _running_problems(state, sides, rules)
    if not problems:
        problems += _decision_problems(game, state, rules)
    return problems


def _decision_problems(game: FishingGame, state: FishingState, rules: Rules) -> list[Problem]:
    """The match decided as the rules decide it (checked on an otherwise sound state)."""
    last = None
    if state.phase is Phase.DEAL_OVER and state.ended_by is None:
        sides = game.sides(state)
        totals = side_totals(score_items(state, sides, rules.scoring), len(sides))
        last = deal_result(state, sides, totals, rules.scoring)
    elif state.ended_by is not None:
        problems = decision_problems(state.match, rules.match, None, ended_early=True)
        return problems or _early_end_problems(state, game.sides(state), rules)
    return decision_problems(state.match, rules.match, last)


def _running_problems(state: FishingState, sides: Sides, rules: Rules) -> list[Problem]:
    """FIN-MATCH-1: a side whose running score (match total plus the points credited at
    capture this deal, FIN-SCORE-2) reaches the target has won at once, so a deal still in
    play has every side short of it."""
    target = rules.match.target
    running = running_scores(state, sides, rules)
    if target is None or max(running) < target:
        return []
    return [
        Problem(
            "/state/phase",
            "deal_should_be_over",
            msg(
                "Side {side} has {points} points with those credited at capture this deal, the "
                "target {target}: the match ended at that capture.",
                side=side,
                points=points,
                target=target,
            ),
            "FIN-MATCH-1",
        )
        for side, points in enumerate(running)
        if points >= target
    ]


def _early_end_problems(state: FishingState, sides: Sides, rules: Rules) -> list[Problem]:
    """A deal ended early is won by one side, decided by the way it ended — except a deal
    lost by a penalty, which every other side playing it wins and which scores nothing, its
    row all zeros (BYGG-PEN-2, AKF-30). A deal ended by a claim (an announcement, KAS-VAR-8,
    or an immediate win, FIN-MATCH-1) is won by the side whose claim reached the target, and
    its row holds what was claimed."""
    match = state.match
    winners = match.winners
    if state.ended_by == "penalty":
        playing = [side for side, seats in enumerate(sides) if seats]
        if (
            match.decided_by != "penalty"
            or winners is None
            or list(winners) != sorted(set(winners))
            or len(winners) != len(playing) - 1
            or not set(winners) <= set(playing)
        ):
            return [
                Problem(
                    "/state/match/winners",
                    "wrong_decision",
                    msg(
                        "A deal lost by a penalty is won by every other side playing it, in side "
                        "order, decided by 'penalty'."
                    ),
                    "BYGG-PEN-2",
                )
            ]
        if match.history and any(match.history[-1]):
            return [
                Problem(
                    f"/state/match/history/{len(match.history) - 1}",
                    "wrong_history",
                    msg("A deal lost by a penalty scores nothing: its row is zeros."),
                    "BYGG-PEN-2",
                )
            ]
        return []
    if match.decided_by != state.ended_by or winners is None or len(winners) != 1:
        return [
            Problem(
                "/state/match/decided_by",
                "wrong_decision",
                msg(
                    "A deal ended by {ended_by} is won by one side, decided by it.",
                    ended_by=state.ended_by,
                ),
            )
        ]
    return _claim_problems(state, sides, rules, winners[0])


def _claim_problems(state: FishingState, sides: Sides, rules: Rules, winner: int) -> list[Problem]:
    """The deal's row of a claimed win: the points of storan, lillan and aces in the piles
    (FIN-SCORE-2: every side's, credited at capture; KAS-VAR-8: the announcer's alone, the
    others' count only in a deal played out). The winner reached the target with it, no one
    else did, and in Finnish Kasino the winner made the capture that reached it."""
    match, target = state.match, rules.match.target
    if target is None or not match.history:
        return []  # match_problems has said what is wrong
    row = match.history[-1]
    credited = credited_points(state, sides, rules)
    immediate = state.ended_by == "immediate_win"
    rule = "FIN-MATCH-1" if immediate else "KAS-VAR-8"
    claimed = (
        credited
        if immediate
        else tuple(points if side == winner else 0 for side, points in enumerate(credited))
    )
    problems: list[Problem] = []
    if row != claimed:
        problems.append(
            Problem(
                f"/state/match/history/{len(match.history) - 1}",
                "wrong_claim_row",
                msg(
                    "The row of a deal ended by {ended_by} holds the points of storan, lillan and "
                    "aces captured in it: {claimed}.",
                    ended_by=state.ended_by,
                    claimed=list(claimed),
                ),
                rule,
            )
        )
    # last_play is optional on input: the capturer is checked when the state names it
    capturer = winner if state.last_play is None else side_of(sides, state.last_play.player)
    reached = [side for side, total in enumerate(match.scores) if total >= target]
    if reached != [winner] or (immediate and capturer != winner):
        who = (
            msg("the side whose capture reached it")
            if immediate
            else msg("the side that announced")
        )
        problems.append(
            Problem(
                "/state/match/winners",
                "wrong_decision",
                msg(
                    "A deal ended by {ended_by} is won by {who}, the one side at the target "
                    "{target}.",
                    ended_by=state.ended_by,
                    who=who,
                    target=target,
                ),
                rule,
            )
        )
    return problems


def _plays_made(game: FishingGame, state: FishingState) -> tuple[int, ...] | None:
    """The plays each seat has made this deal, where the state tells them: a deal in play
    (its round, stock, hands and turn already checked) or one played out, its last round
    done; None for a deal ended early, whose plays its hands do not give. A building game's
    too: a default spends no card and a penalized forbidden trail takes its card back to the
    hand (BYGG-PEN-4/5, D5), so neither is a play and the hand sizes still count the plays."""
    dealing = game.variant.dealing
    deck = len(game.deck)
    if state.phase is Phase.DEAL_OVER and (
        state.ended_by is not None or state.round != dealing.rounds(state.players, deck)
    ):
        return None
    return dealing.plays_made(state, deck)


def _deal_problems(game: FishingGame, state: FishingState) -> list[Problem]:
    dealing = game.variant.dealing
    if state.phase is Phase.PLAY:
        return dealing.hand_problems(state, len(game.deck))
    rounds = dealing.rounds(state.players, len(game.deck))
    if not 1 <= state.round <= rounds:
        return [
            Problem(
                "/state/round",
                "invalid_round",
                msg(
                    "Rounds are 1…{rounds} for {players} players.",
                    rounds=rounds,
                    players=state.players,
                ),
            )
        ]
    if state.ended_by in CLAIMS and not _stopped_in_play(game, state):
        return [
            Problem(
                "/state/hands",
                "wrong_hands",
                msg(
                    "A deal ended by {ended_by} stopped at some turn of its play: its round, stock "
                    "and hands are as that turn left them.",
                    ended_by=state.ended_by,
                ),
                "CORE-DEAL-5",
            )
        ]
    return invariants.deal_over_problems(state)


#: Ways a deal ends early by a claim during play (KAS-VAR-8, FIN-MATCH-1): hands, stock and
#: round stay as play left them. (A Byggkasino penalty may take a card back to the hand.)
CLAIMS = frozenset({"announce_out", "immediate_win"})


def _stopped_in_play(game: FishingGame, state: FishingState) -> bool:
    """Whether the hands, stock and round are those of some turn of play (the seat to move
    is no longer recorded). A claim by the capture that emptied the hands came before the next
    round was dealt (FIN-MATCH-1): that round is dealt here to judge it; after the deal's
    last card there is nothing left to judge."""
    dealing, deck = game.variant.dealing, len(game.deck)
    in_play = replace(state, phase=Phase.PLAY)
    if not any(state.hands):
        following = dealing.next_round(in_play)
        return following is None or not dealing.hand_problems(following[0], deck)
    return any(
        not dealing.hand_problems(replace(in_play, to_move=seat), deck)
        for seat in range(state.players)
    )
