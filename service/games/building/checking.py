"""Checking the builds of a state (BYGG-BUILD-1…5, BYGG-HOLD-1): every problem at once.

A hand-written build must be one the rules could have made: ids unique, parts adding up to the
value, a value from 2 to 16, a history that starts with its creation by ``created_by``, exempt
only where play could have made an addition exempt (BYGG-PART-1, AKF-24), and a creation value
that only a raise can have changed.
"""

from __future__ import annotations

from collections import Counter

from service.core.verdict import Problem
from service.games.building.judge import BUILD_ID
from service.games.building.responsibility import may_add_for_partner
from service.games.building.values import table_value
from service.games.fishing.state import FishingState

ROOT = "/state/table/builds"
ACTIONS = ("create", "add", "raise")


def build_problems(state: FishingState) -> list[Problem]:
    problems: list[Problem] = []
    ids = Counter(build.id for build in state.table.builds)
    for index, build in enumerate(state.table.builds):
        at = f"{ROOT}/{index}"
        if not BUILD_ID.fullmatch(build.id):
            problems.append(
                Problem(f"{at}/id", "invalid_build_id", "a build id is 'b' and a number, e.g. b1")
            )
        elif ids[build.id] > 1:
            problems.append(Problem(f"{at}/id", "duplicate_build_id", f"{build.id} is used twice"))
        if not 2 <= build.value <= 16:
            problems.append(
                Problem(
                    f"{at}/value", "invalid_build_value", "a build's value is 2…16", "BYGG-BUILD-5"
                )
            )
        cards = sum(len(part) for part in build.parts)
        if cards < 2 or any(not part for part in build.parts):
            problems.append(
                Problem(
                    f"{at}/parts",
                    "invalid_parts",
                    "a build has two or more cards and every part at least one",
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
                        f"this part adds up to {total} at table values, not {build.value}",
                        "BYGG-BUILD-1",
                    )
                )
        problems += _history_problems(state, index)
    return problems


def _history_problems(state: FishingState, index: int) -> list[Problem]:
    build = state.table.builds[index]
    at = f"{ROOT}/{index}"
    problems: list[Problem] = []
    if not 0 <= build.created_by < state.players:
        problems.append(Problem(f"{at}/created_by", "invalid_seat", "no such seat"))
    if not build.history or build.history[0].type != "create":
        return [
            *problems,
            Problem(f"{at}/history", "invalid_history", "a build's history starts with 'create'"),
        ]
    if build.history[0].seat != build.created_by:
        problems.append(
            Problem(f"{at}/history/0/seat", "invalid_history", "the creator made the 'create'")
        )
    for i, action in enumerate(build.history):
        if action.type not in ACTIONS or (i > 0 and action.type == "create"):
            problems.append(
                Problem(f"{at}/history/{i}/type", "invalid_history", "only the first is 'create'")
            )
        if not 0 <= action.seat < state.players:
            problems.append(Problem(f"{at}/history/{i}/seat", "invalid_seat", "no such seat"))
        if action.exempt and action.type != "add":
            problems.append(
                Problem(
                    f"{at}/history/{i}/exempt",
                    "invalid_history",
                    "only an addition can be an exempt partner addition",
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
                    "only the creator's partner, in four-player partnership play, can add exempt, "
                    "and only before any raise and while only the two of them have acted on the "
                    "build (AKF-24)",
                    "BYGG-PART-1",
                )
            )
    raised = any(action.type == "raise" for action in build.history)
    if raised and build.value <= build.creation_value:
        problems.append(
            Problem(
                f"{at}/creation_value",
                "invalid_creation_value",
                "a raise only increases the value",
                "BYGG-RAISE-2",
            )
        )
    if not raised and build.value != build.creation_value:
        problems.append(
            Problem(
                f"{at}/creation_value",
                "invalid_creation_value",
                "without a raise the value is the creation value",
                "BYGG-RAISE-1",
            )
        )
    if len(build.parts) == 1 and any(action.type == "add" for action in build.history):
        problems.append(
            Problem(
                f"{at}/parts",
                "invalid_parts",
                "a build that was added to has two or more parts",
                "BYGG-ADD-4",
            )
        )
    return problems
