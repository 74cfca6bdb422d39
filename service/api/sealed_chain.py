"""A sealed game's tokens checked link by link: ``replay`` with ``tokens`` (docs/sealed-play.md).

Every token records its step, the SHA-256 of the token it came from, the moves that led to it
and the deal's secrets, so a chain can be re-played without the service storing anything: each
token must open, follow the one before it by as many steps as it records moves (at least one;
a next deal is one step), name that token's digest as its parent, and carry exactly the state
that re-applying its recorded moves to that token's state gives (a next-deal link: the next
deal re-dealt from the seed the deal before committed to). The
first link that fails is named, so a host or an arbiter can tell where a record was cut or
tampered with.

The cost is bounded: at most ``MAX_CHAIN`` tokens, and the moves re-applied are the ones the
tokens record, which the body limit bounds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import orjson

from service.api.family import Family
from service.api.sealing import (
    OpenedToken,
    commitment_of,
    deal_of,
    fair_order,
    next_deal_secrets,
    open_state,
    with_fair_reshuffle,
)
from service.core.game import Game
from service.core.text import msg
from service.core.verdict import IllegalMove, InvalidInput, NotApplicable, Problem
from service.seal.keys import KeyRing
from service.seal.token import digest


def verify_chain(
    game: Game[Any, Any], family: Family, ring: KeyRing, tokens: Sequence[str]
) -> OpenedToken:
    """The chain's last token, opened, once every link checks out; else a 422
    ``broken_chain`` (or ``invalid_token``) at ``/tokens/<index>`` of the first bad link."""
    previous: OpenedToken | None = None
    for index, token in enumerate(tokens):
        pointer = f"/tokens/{index}"
        opened = _open_at(game, family, ring, token, pointer)
        if previous is not None:
            wrong = broken_link(game, family, previous, opened)
            if wrong is not None:
                raise _broken(pointer, wrong)
        previous = opened
    assert previous is not None  # the schema asks for at least one token
    return previous


def _broken(pointer: str, message: str) -> InvalidInput:
    return InvalidInput("broken_chain", [Problem(pointer, "broken_chain", message)])


def _open_at(
    game: Game[Any, Any], family: Family, ring: KeyRing, token: str, pointer: str
) -> OpenedToken:
    try:
        return open_state(game, family, ring, token)
    except InvalidInput as error:  # the same refusal, pointing at this token of the list
        problems = [Problem(pointer, item.code, item.message) for item in error.problems]
        raise InvalidInput(error.kind, problems) from None


def broken_link(
    game: Game[Any, Any], family: Family, before: OpenedToken, after: OpenedToken
) -> str | None:
    """What is wrong with ``after`` as the successor of ``before`` (one sentence), or None."""
    was, now = before.claims, after.claims
    moves = len(now.secrets["moves"])
    if now.deal == was.deal and moves == 0:
        return msg(
            "This token records no move after the token before it; every step of a chain "
            "applies a move or deals the next deal."
        )
    added = moves if now.deal == was.deal else 1
    if now.step != was.step + added:
        return msg(
            "This token is step {step} but the token before it is step {before}; send every "
            "token of the game in order, none left out or repeated.",
            step=now.step,
            before=was.step,
        )
    if now.parent != digest(before.token):
        return msg(
            "This token was not made from the token before it (its parent digest differs); "
            "send the tokens of one line of play."
        )
    if now.seat != was.seat:
        return msg("This token is bound to another seat than the token before it.")
    if now.deal != was.deal:
        return _next_deal_link(game, family, before, after)
    return _moves_link(game, family, before, after)


def _moves_link(
    game: Game[Any, Any], family: Family, before: OpenedToken, after: OpenedToken
) -> str | None:
    """The recorded moves, re-applied to the state before, must give the state after."""
    deal = deal_of(before)
    state = before.state
    for number, plain in enumerate(after.claims.secrets["moves"]):
        try:
            move = family.move_from_plain(game, plain, f"/moves/{number}")
            move = with_fair_reshuffle(family, state, move, deal, f"/moves/{number}")
            state = game.apply(state, move).state
        except (IllegalMove, InvalidInput):
            return msg(
                "Recorded move {number} of this token is not legal in the state of the token "
                "before it.",
                number=number,
            )
    if _plain(family.seal_state(state)) != after.claims.state or _plain(deal) != _plain(
        after.claims.secrets["deal"]
    ):
        return msg(
            "Re-applying this token's recorded moves to the token before it gives another "
            "state than the one this token carries."
        )
    return None


def _next_deal_link(
    game: Game[Any, Any], family: Family, before: OpenedToken, after: OpenedToken
) -> str | None:
    """A token of another deal follows only a finished deal, as the next deal of its match,
    dealt from the shuffle its own secrets commit to."""
    if after.claims.secrets["moves"]:
        return msg("This token belongs to another deal than the token before it.")
    if getattr(before.state, "to_move", None) is not None:
        return msg(
            "This token is of the next deal, but the deal of the token before it is not over."
        )
    deal, previous = deal_of(after), deal_of(before)
    expected = next_deal_secrets(previous, deal["client_seeds"])
    if (
        commitment_of(deal) != after.claims.deal
        or deal["deal_number"] != expected["deal_number"]
        or deal["reshuffles"]
        or deal["dealer"] is not None
        # committed by the deal before (next_commitment): the very seed and chain
        or ("chain" in previous and _seeds(deal) != _seeds(expected))
    ):
        return msg("This token's deal is not the next deal of the match of the token before it.")
    try:
        following = game.next_deal(before.state, fair_order(game, before.state.options, deal))
    except NotApplicable:
        return msg("This token is of a next deal, but the match of the token before it is over.")
    if _plain(family.seal_state(following)) != after.claims.state:
        return msg(
            "Re-dealing the next deal from this token's secrets gives another state than the "
            "one this token carries."
        )
    return None


def _seeds(deal: dict[str, Any]) -> tuple[Any, Any]:
    return deal["server_seed"], deal.get("chain")


def _plain(value: Any) -> Any:
    """``value`` as a token carries it (JSON: tuples become lists)."""
    return orjson.loads(orjson.dumps(value))
