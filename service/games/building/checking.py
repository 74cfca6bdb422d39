"""Checking what a building game adds to a fishing state: every problem at once.

A hand-written build must be one the rules could have made (BYGG-BUILD-1…5, BYGG-HOLD-1): ids
unique, parts adding up to the value, a value from 2 to 16, a history that starts with its
creation by ``created_by``, exempt only where play could have made an addition exempt
(BYGG-PART-1, AKF-24), no raise once the build was added to (BYGG-ADD-4), a creation value
of at least 2 that only raises can have changed, each by 2…13 (BYGG-RAISE-2), and under
BYGG-VAR-1 one raise per seat (``build_problems``).

The builds must also fit the hands and the round (``holding_problems``): every seat but the
one to move holds a card of every build it answers for (BYGG-HOLD-3; the one to move may be
in default, decision D4), and builds never outlive their round (BYGG-HOLD-6).

Penalty points received (``penalty_problems``) are ones penalties can have given: none in a
single deal, where a penalty loses the deal (BYGG-PEN-2/3); else 5 per default and, under
``penalize``, 2 per forbidden trail to every other side, on its first seat (BYGG-PEN-4/5).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from service.core.text import either, msg
from service.core.verdict import Problem
from service.games.building.judge import BUILD_ID
from service.games.building.options import BuildingOptions
from service.games.building.responsibility import describe, duty, may_add_for_partner
from service.games.building.rules import BYGG_DEFAULT_PENALTY, BYGG_TRAIL_PENALTY
from service.games.building.values import hand_value, table_value
from service.games.fishing.state import FishingState

ROOT = "/state/table/builds"
ACTIONS = ("create", "add", "raise")
#: BYGG-RAISE-2, BYGG-BUILD-4: a raise adds the hand value of a card that is not storan,
#: lillan or an ace, 2…13.
RAISE_STEP = (2, 13)
#: BYGG-BUILD-5: a build's value, from its creation on, is 2…16.
LEAST_VALUE = 2


def build_problems(state: FishingState, rules: BuildingOptions | None = None) -> list[Problem]:
    problems: list[Problem] = []
    ids = Counter(build.id for build in state.table.builds)
    for index, build in enumerate(state.table.builds):
        at = f"{ROOT}/{index}"
        if not BUILD_ID.fullmatch(build.id):
            problems.append(
                Problem(
                    f"{at}/id", "invalid_build_id", msg("A build id is 'b' and a number, e.g. b1.")
                )
            )
        elif ids[build.id] > 1:
            problems.append(
                Problem(
                    f"{at}/id",
                    "duplicate_build_id",
                    msg("The build id {id} is used twice.", id=build.id),
                )
            )
        if not 2 <= build.value <= 16:
            problems.append(
                Problem(
                    f"{at}/value",
                    "invalid_build_value",
                    msg("A build's value is 2…16."),
                    "BYGG-BUILD-5",
                )
            )
        cards = sum(len(part) for part in build.parts)
        if cards < 2 or any(not part for part in build.parts):
            problems.append(
                Problem(
                    f"{at}/parts",
                    "invalid_parts",
                    msg("A build has two or more cards and every part at least one."),
                    "BYGG-BUILD-1",
                )
            )
        for p, part in enumerate(build.parts):
            total = sum(map(table_value, part))
            if part and total != build.value:
                problems.append(
                    Problem(
                        f"{at}/parts/{p}",
                        "part_wrong_sum",
                        msg(
                            "This part adds up to {total} at table values, not {value}.",
                            total=total,
                            value=build.value,
                        ),
                        "BYGG-BUILD-1",
                    )
                )
        problems += _history_problems(state, index, rules)
    return problems


def _history_problems(
    state: FishingState, index: int, rules: BuildingOptions | None
) -> list[Problem]:
    build = state.table.builds[index]
    at = f"{ROOT}/{index}"
    problems: list[Problem] = []
    if not 0 <= build.created_by < state.players:
        problems.append(
            Problem(f"{at}/created_by", "invalid_seat", msg("There is no such seat in this deal."))
        )
    if not build.history or build.history[0].type != "create":
        return [
            *problems,
            Problem(
                f"{at}/history", "invalid_history", msg("A build's history starts with 'create'.")
            ),
        ]
    if build.history[0].seat != build.created_by:
        problems.append(
            Problem(
                f"{at}/history/0/seat",
                "invalid_history",
                msg("The build's creator made its 'create'."),
            )
        )
    for i, action in enumerate(build.history):
        if action.type not in ACTIONS or (i > 0 and action.type == "create"):
            problems.append(
                Problem(
                    f"{at}/history/{i}/type",
                    "invalid_history",
                    msg("Only the first action is a 'create'."),
                )
            )
        if not 0 <= action.seat < state.players:
            problems.append(
                Problem(
                    f"{at}/history/{i}/seat",
                    "invalid_seat",
                    msg("There is no such seat in this deal."),
                )
            )
        if action.exempt and action.type != "add":
            problems.append(
                Problem(
                    f"{at}/history/{i}/exempt",
                    "invalid_history",
                    msg("Only an addition can be an exempt partner addition."),
                    "BYGG-PART-2",
                )
            )
        elif (
            action.exempt
            and 0 <= action.seat < state.players
            and not may_add_for_partner(
                build.created_by, build.history[:i], action.seat, state.players
            )
        ):
            # BYGG-HOLD-1: otherwise nobody would answer for the build — the "adder" is
            # exempt and the creator qualifies under (b) only through his partner.
            problems.append(
                Problem(
                    f"{at}/history/{i}/exempt",
                    "invalid_exempt_addition",
                    msg(
                        "Only the creator's partner, in four-player partnership play, can add "
                        "exempt, and only before any raise and while only the two of them have "
                        "acted on the build (AKF-24)."
                    ),
                    "BYGG-PART-1",
                )
            )
    raises = [i for i, action in enumerate(build.history) if action.type == "raise"]
    added = next((i for i, action in enumerate(build.history) if action.type == "add"), None)
    problems += [
        Problem(
            f"{at}/history/{i}/type",
            "invalid_history",
            msg("A build that was added to is compound and its value locked: it is never raised."),
            "BYGG-ADD-4",
        )
        for i in raises
        if added is not None and i > added
    ]
    if build.creation_value < LEAST_VALUE:
        problems.append(
            Problem(
                f"{at}/creation_value",
                "invalid_creation_value",
                msg(
                    "A build's value is {least}…16 from its creation on.",
                    least=LEAST_VALUE,
                ),
                "BYGG-BUILD-5",
            )
        )
    low, high = (len(raises) * step for step in RAISE_STEP)
    gain = build.value - build.creation_value
    if raises and not low <= gain <= high:
        problems.append(
            Problem(
                f"{at}/creation_value",
                "invalid_creation_value",
                msg(
                    "Each raise adds the hand value of a card that is not storan, lillan or an "
                    "ace, {step_low}…{step_high}: {n_raises} raise(s) add {low}…{high}, not "
                    "{gain}.",
                    step_low=RAISE_STEP[0],
                    step_high=RAISE_STEP[1],
                    n_raises=len(raises),
                    low=low,
                    high=high,
                    gain=gain,
                ),
                "BYGG-RAISE-2",
            )
        )
    if rules is not None and rules.raise_once_per_player:
        raisers: set[int] = set()
        for i in raises:
            seat = build.history[i].seat
            if seat in raisers:
                problems.append(
                    Problem(
                        f"{at}/history/{i}/seat",
                        "invalid_history",
                        msg(
                            "Seat {seat} raised this build before; each player raises it at most "
                            "once under this variant (AKF-25).",
                            seat=seat,
                        ),
                        "BYGG-VAR-1",
                    )
                )
            raisers.add(seat)
    if not raises and build.value != build.creation_value:
        problems.append(
            Problem(
                f"{at}/creation_value",
                "invalid_creation_value",
                msg("Without a raise the value is the creation value."),
                "BYGG-RAISE-1",
            )
        )
    if len(build.parts) == 1 and any(action.type == "add" for action in build.history):
        problems.append(
            Problem(
                f"{at}/parts",
                "invalid_parts",
                msg("A build that was added to has two or more parts."),
                "BYGG-ADD-4",
            )
        )
    return problems


def holding_problems(state: FishingState, round_plays: Sequence[int]) -> list[Problem]:
    """The builds of a deal in play fit its hands and its round; ``round_plays`` are the plays
    each seat has made this round (the state's round, hands and turn already checked).

    - Every seat but the one to move holds a card of the value of every build it answers for
      (BYGG-HOLD-1): it held one after each of its plays (BYGG-HOLD-3), only its own plays
      change its hand, and nobody else's play makes it answer for a build it did not already
      answer for. The seat to move may be in default (AKF-28, settled before his play, D4).
    - A build is taken in the round it is made (BYGG-HOLD-6), so none lies on the table
      before the round's first play, and each seat's actions in the builds' histories — one
      per play at most — number no more than its plays this round.
    """
    builds = state.table.builds
    if not builds:
        return []
    if not any(round_plays):
        return [
            Problem(
                ROOT,
                "build_from_earlier_round",
                msg(
                    "No play has been made this round, so no build lies on the table: a build is "
                    "taken in the round it is made."
                ),
                "BYGG-HOLD-6",
            )
        ]
    players = state.players
    actions = Counter(
        action.seat for build in builds for action in build.history if 0 <= action.seat < players
    )
    problems = [
        Problem(
            ROOT,
            "too_many_build_actions",
            msg(
                "The builds' histories give seat {seat} {count} action(s), but it has made "
                "{round_plays} play(s) this round, each at most one action: a build is taken in "
                "the round it is made.",
                seat=seat,
                count=count,
                round_plays=round_plays[seat],
            ),
            "BYGG-HOLD-6",
        )
        for seat, count in sorted(actions.items())
        if count > round_plays[seat]
    ]
    held = [{hand_value(card) for card in hand} for hand in state.hands]  # once, not per build
    for index, build in enumerate(builds):
        # only the last to act and the creator can answer for a build (BYGG-HOLD-1)
        for seat in sorted({build.created_by, *(action.seat for action in build.history[-1:])}):
            if seat == state.to_move or not 0 <= seat < players:  # D4; or a bad seat, reported
                continue
            why = duty(build, seat, players)
            if why is not None and build.value not in held[seat]:
                problems.append(
                    Problem(
                        f"{ROOT}/{index}",
                        "unheld_build",
                        msg(
                            "Seat {seat} answers for {build} (BYGG-HOLD-1({value})) and holds "
                            "no card of its value: a player keeps one after each of his plays, "
                            "and only his own plays change his hand.",
                            seat=seat,
                            build=describe(build),
                            value=why.value,
                        ),
                        "BYGG-HOLD-3",
                    )
                )
    return problems


def penalty_problems(
    points: Sequence[int], sides: Sequence[Sequence[int]], single_deal: bool, penalize: bool
) -> list[Problem]:
    """The ``penalties`` zone (BYGG-PEN-7) holds what penalties can have given.

    A single deal keeps none: a penalty loses it (BYGG-PEN-2/3). In a match every penalty
    gives the same points to each side playing the deal but the offender's, kept on that
    side's first seat (``penalty_receivers``): 5 for a default (BYGG-PEN-4) and, only under
    ``penalize``, 2 for a forbidden trail (BYGG-PEN-5, BYGG-PEN-8). With k sides playing, let
    x be what one side's penalties gave each other side: that side receives p = S − x, S the
    sum of every side's x; so S = Σp / (k − 1), and every x = S − p is a sum of those
    amounts (with two sides simply: each side's points are such a sum)."""
    at = "/state/penalties"
    if not any(points):
        return []
    if single_deal:
        return [
            Problem(
                at,
                "impossible_penalties",
                msg("A penalty loses a single deal instead of giving points, so none are kept."),
                "BYGG-PEN-2",
            )
        ]
    playing = [seats for seats in sides if seats]
    if sorted(seat for seats in playing for seat in seats) != list(range(len(points))):
        return []  # the seating's own check says what is wrong
    receivers = [seats[0] for seats in playing]
    problems = [
        Problem(
            f"{at}/{seat}",
            "impossible_penalties",
            msg("Penalty points received are kept on the first seat of the receiving side."),
            "BYGG-PEN-7",
        )
        for seat, n in enumerate(points)
        if n and seat not in receivers
    ]
    if problems or len(playing) < 2:
        return problems
    amounts: tuple[int, ...] = (BYGG_DEFAULT_PENALTY.points, BYGG_TRAIL_PENALTY.points)
    if not penalize:
        amounts = amounts[:1]
    received = [points[seat] for seat in receivers]
    total, others = sum(received), len(playing) - 1
    given = [total // others - n for n in received]
    if total % others or not all(_made_of(x, amounts) for x in given):
        made = either(amounts)
        problems.append(
            Problem(
                at,
                "impossible_penalties",
                msg(
                    "Every penalty gives each other side playing the deal {made} points "
                    "(BYGG-PEN-4/5); no penalties give the sides {received}.",
                    made=made,
                    received=received,
                )
                if penalize
                else msg(
                    "Every penalty gives each other side playing the deal {made} points "
                    "(BYGG-PEN-4; no trail is penalized, BYGG-PEN-8); no penalties give the "
                    "sides {received}.",
                    made=made,
                    received=received,
                ),
                "BYGG-PEN-5" if penalize else "BYGG-PEN-4",
            )
        )
    return problems


def _made_of(points: int, amounts: Sequence[int]) -> bool:
    """Whether ``points`` is a sum of ``amounts`` (one or two of them), each any number of
    times."""
    if points < 0:
        return False
    first, *rest = amounts
    if not rest:
        return points % first == 0
    return any((points - first * k) % rest[0] == 0 for k in range(points // first + 1))
