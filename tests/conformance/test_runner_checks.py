"""Each comparison of the runner catches a server that answers one thing differently.

The server is the installed service in-process with one answer tampered with at the JSON
level; the records are the shipped kit's, so what the kit holds is what is compared.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from service.runner.checks import Checker
from service.runner.client import Answer, GameClient
from service.runner.kit import GameKit, load_kit
from service.runner.oracle import InProcessServer
from service.runner.run import run

Tamper = Callable[[str, dict[str, Any], Any], Any]


class Tampered(InProcessServer):
    def __init__(self, endpoint: str, change: Tamper) -> None:
        super().__init__()
        self.endpoint, self.change = endpoint, change

    def post(self, path: str, body: dict[str, Any]) -> Answer:
        answer = super().post(path, body)
        if path.endswith("/" + self.endpoint):
            return Answer(answer.status, self.change(path, body, answer.body))
        return answer


@pytest.fixture(scope="module")
def kasino(kit_dir: Path) -> GameKit:
    (kit,) = load_kit(kit_dir, ["kasino"])
    return kit


def first_refused(kit: GameKit) -> tuple[dict[str, Any], int, dict[str, Any]]:
    for position in kit.positions:
        for number, check in enumerate(position["checks"]):
            if not check["legal"] and check["violations"]:
                return position, number, check
    raise AssertionError("the kit has no refused check")


def test_a_different_violation_code_is_pointed_at(kasino: GameKit) -> None:
    position, number, check = first_refused(kasino)

    def recode(_path: str, body: dict[str, Any], answer: Any) -> Any:
        if body["move"] == check["move"]:
            answer["violations"][0]["code"] = "something_else"
        return answer

    checker = Checker(GameClient(Tampered("validate", recode), "kasino"))
    (found,) = checker.position(position)
    assert found.record == position["id"]
    assert found.what == f"check {number} validate"
    code = check["violations"][0]["code"]
    assert found.detail == f'/violations/0/code: expected "{code}" got "something_else"'


def test_a_different_message_is_not_a_mismatch(kasino: GameKit) -> None:
    """Only (rule, code) are compared: a translated sentence still conforms."""
    position, _number, _check = first_refused(kasino)

    def reword(_path: str, _body: dict[str, Any], answer: Any) -> Any:
        for violation in answer["violations"]:
            violation["message"] = "Ett annat ord."
        return answer

    assert Checker(GameClient(Tampered("validate", reword), "kasino")).position(position) == []


def test_a_different_successor_state_is_pointed_at(kasino: GameKit) -> None:
    position = kasino.positions[0]
    number = next(n for n, check in enumerate(position["checks"]) if "successor" in check)

    def renumber(_path: str, _body: dict[str, Any], answer: Any) -> Any:
        answer["state"]["round"] += 1
        return answer

    found = Checker(GameClient(Tampered("apply", renumber), "kasino")).position(position)
    assert found[0].what == f"check {number} apply"
    want = position["checks"][number]["successor"]["state"]["round"]
    assert found[0].detail == f"/state/round: expected {want} got {want + 1}"


def test_a_different_score_and_a_different_deal_are_pointed_at(kasino: GameKit) -> None:
    deal = kasino.deals[0]

    def more(_path: str, _body: dict[str, Any], answer: Any) -> Any:
        answer["totals"][0] += 1
        return answer

    (found,) = Checker(GameClient(Tampered("score", more), "kasino")).deal(deal)
    want = deal["score"]["totals"][0]
    assert (found.what, found.detail) == ("score", f"/totals/0: expected {want} got {want + 1}")

    def other_dealer(_path: str, _body: dict[str, Any], answer: Any) -> Any:
        answer["state"]["dealer"] = 1 - answer["state"]["dealer"]
        return answer

    found_deal, *_rest = Checker(GameClient(Tampered("deals", other_dealer), "kasino")).deal(deal)
    assert found_deal.what == "deals"
    assert found_deal.detail.startswith("/dealer: expected ")


def test_run_counts_records_and_reports_in_kit_order(kasino: GameKit) -> None:
    def drop_last(_path: str, _body: dict[str, Any], answer: Any) -> Any:
        answer["moves"] = answer["moves"][:-1]
        return answer

    out = io.StringIO()
    server = Tampered("legal-moves", drop_last)
    tally = run(server, [kasino], out, depth=1, jobs=3)
    counts = (len(kasino.positions), len(kasino.deals), len(kasino.perft))
    assert (tally.positions, tally.deals, tally.perft) == counts
    assert tally.checks == sum(len(p["checks"]) for p in kasino.positions)
    lines = out.getvalue().splitlines()
    assert len(lines) == len(tally.mismatches) == len(kasino.positions) + len(kasino.perft)
    expected_order = [p["id"] for p in kasino.positions] + [r["id"] for r in kasino.perft]
    assert [line.split()[2] for line in lines] == expected_order
