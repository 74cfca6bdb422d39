"""Each kit record asked of a server and compared with what the kit says.

A check yields :class:`Mismatch` items, at most one per comparison (its first difference),
so a broken rule shows up once per place it is used, not once per differing byte.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from service.runner.client import Answer, GameClient, ServerError
from service.runner.compare import MISSING, Difference, first_difference, short


@dataclass(frozen=True)
class Mismatch:
    game: str
    record: str
    what: str
    detail: str

    def line(self) -> str:
        return f"MISMATCH {self.game} {self.record} {self.what} {self.detail}"


class _Refused(Exception):
    """A request the kit expects to succeed did not (the detail says how)."""


def _ok(answer: Answer, endpoint: str) -> dict[str, Any]:
    """The JSON object of a 200 answer; anything else is refused (every endpoint answers an
    object)."""
    if answer.status != 200:
        code = answer.body.get("code") if isinstance(answer.body, dict) else None
        raise _Refused(f"{endpoint}: HTTP {answer.status} {code or short(answer.body)}")
    if not isinstance(answer.body, dict):
        raise _Refused(f"{endpoint}: the answer is not a JSON object: {short(answer.body)}")
    return answer.body


def _picked(answer: Any, keys: tuple[str, ...]) -> dict[str, Any]:
    """The members the kit compares (the rest, such as messages and ``family``, may differ)."""
    if not isinstance(answer, dict):
        return {"(answer)": answer}
    return {key: answer[key] for key in keys if key in answer}


def _pairs(violations: Any) -> Any:
    """(rule, code) of every violation: the sentences are not part of the contract."""
    if not isinstance(violations, list):
        return violations
    return [
        _picked(item, ("rule", "code")) if isinstance(item, dict) else item for item in violations
    ]


def _diff(expected: Any, got: Any, first: tuple[str, ...] = ()) -> Difference | None:
    """The first difference, looking at the members ``first`` before the rest (a differing
    move says more than the differing count it causes)."""
    if isinstance(expected, dict) and isinstance(got, dict):
        for key in first:
            if key in expected and key in got:
                found = first_difference(expected[key], got[key], f"/{key}")
                if found is not None:
                    return found
    return first_difference(expected, got)


def _whole_move(found: Difference, expected: Any, got: Any) -> Difference:
    """A difference inside a listed move, widened to the whole move (``/moves/3``): a move
    is read whole, not as a member that one side lacks."""
    parts = found.pointer.split("/")
    if len(parts) <= 3 or parts[1] != "moves":
        return found
    index = int(parts[2])
    return Difference(
        f"/moves/{index}",
        expected["moves"][index],
        got.get("moves", [MISSING] * (index + 1))[index],
    )


class Checker:
    """Runs one game's records against a server."""

    def __init__(self, client: GameClient) -> None:
        self.client = client
        self.game = client.game

    def _mismatch(self, record: str, what: str, difference: Difference) -> Mismatch:
        return Mismatch(self.game, record, what, difference.describe())

    def _failed(self, record: str, what: str, error: Exception) -> Mismatch:
        return Mismatch(self.game, record, what, f"failed: {error}")

    def position(self, position: dict[str, Any]) -> list[Mismatch]:
        """legal-moves of the position, then validate (and apply, for legal moves) per check."""
        return list(self._position(position))

    def _position(self, position: dict[str, Any]) -> Iterator[Mismatch]:
        record, state = position["id"], position["state"]
        try:
            listing = _ok(self.client.legal_moves(state), "legal-moves")
            expected = position["legal_moves"]
            keys = ("player", "count", "moves")
            found = _diff(_picked(expected, keys), _picked(listing, keys), ("player", "moves"))
            if found is not None:
                found = _whole_move(found, expected, listing)
                yield self._mismatch(record, "legal-moves", found)
        except (ServerError, _Refused) as error:
            yield self._failed(record, "legal-moves", error)
        for number, check in enumerate(position.get("checks", [])):
            yield from self._check(record, state, number, check)

    def _check(
        self, record: str, state: Any, number: int, check: dict[str, Any]
    ) -> Iterator[Mismatch]:
        move = check["move"]
        what = f"check {number} validate"
        try:
            verdict = _ok(self.client.post("validate", {"state": state, "move": move}), "validate")
            expected = {"legal": check["legal"], "violations": _pairs(check.get("violations", []))}
            got = {
                "legal": verdict.get("legal", MISSING),
                "violations": _pairs(verdict.get("violations", MISSING)),
            }
            if "interpretation" in check:
                expected["interpretation"] = check["interpretation"]
                got["interpretation"] = verdict.get("interpretation", MISSING)
            found = _diff(expected, got, ("legal", "violations"))
            if found is not None:
                yield self._mismatch(record, what, found)
        except (ServerError, _Refused) as error:
            yield self._failed(record, what, error)
        if "successor" not in check:  # a refused move (a penalized one has a successor)
            return
        what = f"check {number} apply"
        try:
            outcome = _ok(self.client.apply(state, move), "apply")
            keys = ("state", "events", "deal_over", "scores")
            found = _diff(_picked(check["successor"], keys), _picked(outcome, keys), ("events",))
            if found is not None:
                yield self._mismatch(record, what, found)
        except (ServerError, _Refused) as error:
            yield self._failed(record, what, error)

    def deal(self, deal: dict[str, Any]) -> list[Mismatch]:
        """The deal dealt from its request, replayed move by move to its final state, scored."""
        return list(self._deal(deal))

    def _deal(self, deal: dict[str, Any]) -> Iterator[Mismatch]:
        record = deal["id"]
        try:
            dealt = _ok(self.client.post("deals", deal["request"]), "deals")
            start = dealt.get("state")
            if "state" in deal:
                found = _diff(deal["state"], start)
                if found is not None:
                    yield self._mismatch(record, "deals", found)
                start = deal["state"]
            replayed = _ok(
                self.client.post("replay", {"state": start, "moves": deal["moves"]}), "replay"
            )
            expected = {"applied": len(deal["moves"]), "stopped_at": None}
            expected["state"] = deal["final_state"]
            keys = ("applied", "stopped_at", "state")
            found = _diff(expected, _picked(replayed, keys))
            if found is None and replayed.get("deal_over"):
                found = _diff({"scores": deal["score"]}, _picked(replayed, ("scores",)))
            if found is not None:
                yield self._mismatch(record, "replay", found)
        except (ServerError, _Refused) as error:
            yield self._failed(record, "replay", error)
        try:
            scored = _ok(self.client.post("score", {"state": deal["final_state"]}), "score")
            found = _diff(deal["score"], scored)
            if found is not None:
                yield self._mismatch(record, "score", found)
        except (ServerError, _Refused) as error:
            yield self._failed(record, "score", error)

    def perft_start(self, perft: dict[str, Any]) -> Mismatch | None:
        """The perft record's request must deal the state its ``prefix`` moves (if any) lead
        to its start state."""
        record, prefix = perft["id"], perft.get("prefix", [])
        what = "deals" if not prefix else f"deals + prefix of {len(prefix)}"
        try:
            dealt = _ok(self.client.post("deals", perft["request"]), "deals")
            start = dealt.get("state")
            if prefix:
                body = {"state": start, "moves": prefix}
                start = _ok(self.client.post("replay", body), "replay").get("state")
        except (ServerError, _Refused) as error:
            return self._failed(record, what, error)
        found = _diff(perft["state"], start)
        return None if found is None else self._mismatch(record, what, found)
