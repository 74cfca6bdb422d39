"""An answer shaped once from an opened request: plain (the state) or sealed (a token).

The routes act on the opened request's state alike for both forms (service/api/opening.py);
here the result becomes the answer the request's form asks for. A sealed answer carries the
successor token, the views asked for and the fairness record, and a bound position is recorded
as played on (service/api/spent.py) as its answer is made, so a refused move spends nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.api.family import Family, Plain
from service.api.i18n import translator, words
from service.api.opening import Opened, keys
from service.api.sealed_chain import verify_chain
from service.api.sealing import (
    chosen_seats,
    deal_of,
    fairness_record,
    sealed_answer,
    seat_views,
    unmoved_answer,
)
from service.api.spent import advance
from service.core.game import Game, ScoreReport

Events = Sequence[Mapping[str, Any]]


def moved(
    opened: Opened,
    state: Any,
    moves: Sequence[Plain],
    events: Events | None = None,
    played: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The answer after ``moves`` were applied: the successor state (with the ``events``, if
    given), or the successor token recording the moves and the views (with each seat's
    events). A sealed answer that applied no move is the token as sent, at its step: a new
    one would let a holder raise the step without playing. ``played`` is what the ledger
    records for a bound token (the request that played on, default: moves)."""
    family = opened.family
    if opened.token is None:
        payload: dict[str, Any] = {"family": family.name, "state": family.state_to_plain(state)}
        if events is not None:
            payload["events"] = list(events)
        return payload
    if not moves:
        return unmoved_answer(opened.game, family, opened.token, opened.seats)
    assert opened.secrets is not None
    answer = sealed_answer(
        opened.game,
        family,
        keys(),
        state,
        opened.secrets,
        opened.token,
        moves,
        events,
        seats=opened.seats,
    )
    advance(opened.token, {"kind": "moves"} if played is None else played, moves)
    return answer


def move_events(opened: Opened, events: Events) -> dict[str, Any]:
    """One move's events in a replay's verdict: all of them, or as each seat shown saw them."""
    if opened.token is None:
        return {"events": list(events)}
    shown = range(opened.state.players) if opened.seats is None else opened.seats
    return {"seat_events": [opened.family.events_view(events, seat) for seat in shown]}


def next_dealt(opened: Opened, following: Any) -> dict[str, Any]:
    """The next deal: its state, or its token (one step on, dealt from the committed seed)
    with the views, asked again when a seat left the match (misär's elimination)."""
    family = opened.family
    if opened.token is None:
        return {"family": family.name, "state": family.state_to_plain(following)}
    assert opened.secrets is not None
    seats = opened.seats
    if following.players != opened.state.players:
        seats = chosen_seats(opened.data, following.players, opened.bound)
    answer = sealed_answer(
        opened.game, family, keys(), following, opened.secrets, opened.token, seats=seats
    )
    advance(opened.token, {"kind": "next-deal", "seeds": opened.secrets["client_seeds"]}, [])
    return answer


def verified_chain(game: Game[Any, Any], family: Family, data: Mapping[str, Any]) -> dict[str, Any]:
    """Replay's ``tokens`` mode: every link of the chain checked (service/api/sealed_chain.py);
    the answer is the last token's, as a sealed replay's would be."""
    last = verify_chain(game, family, keys(), data["tokens"])
    state = last.state
    over = deal_over(state)
    payload: dict[str, Any] = {
        "family": family.name,
        "verified": True,
        "steps": len(data["tokens"]) - 1,
        "token": last.token,
        "step": last.claims.step,
        "views": seat_views(
            family, state, None, chosen_seats(data, state.players, last.claims.seat)
        ),
        "fairness": fairness_record(game, state.options, deal_of(last), reveal=over),
        "deal_over": over,
    }
    if over:
        payload["scores"] = score_plain(game.score(state))
    return payload


def deal_over(state: Any) -> bool:
    return getattr(state, "to_move", None) is None


def score_plain(report: ScoreReport) -> dict[str, Any]:
    """A score report as the contract spells it, its labels in the request's language."""
    standing = report.standing
    gettext = translator()
    return {
        "sides": [list(seats) for seats in report.sides],
        "items": [
            {
                "side": item.side,
                "seat": item.seat,
                "rule": item.rule,
                "code": item.code,
                "label": words(item.label, gettext),
                "count": item.count,
                "points": item.points,
            }
            for item in report.items
        ],
        "totals": list(report.totals),
        "match": {
            "scores": list(standing.scores),
            "target": standing.target,
            "deal_number": standing.deal_number,
            "over": standing.over,
            "winners": None if standing.winners is None else list(standing.winners),
            "decided_by": standing.decided_by,
            "rule": standing.rule,
        },
        "details": dict(report.details),
    }
