"""A seat-bound player cannot rewind, steps mean moves, and the server commits first.

The attacks are the ones an outside review made against sealed play: play a bound deal to its
end (the shuffle is then revealed), go back to an earlier token and play on again knowing
every card; repeat next-deal on the final token until a good hand comes; raise the step with
empty replays so that a host's "refuse a lower step" rule is void; and grind server seeds
against client seeds that were sent in the same request (docs/sealed-play.md,
docs/fair-deals.md).
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.api.families import FAMILIES
from service.api.sealing import open_state, token_text
from service.games import find_game
from service.seal import fair
from service.seal.ledger import SqliteLedger
from service.seal.token import Claims, digest, open_token, seal
from tests.seal.sealed_client import KEYS, post

GAME = find_game("kasino")


def first_move(api: FlaskClient, token: str, index: int = 0) -> Any:
    moves = post(api, "/v1/games/kasino/legal-moves", {"token": token})["moves"]
    return moves[index % len(moves)]


def play_to_the_end(api: FlaskClient, token: str) -> list[dict[str, Any]]:
    """Seat 0 plays its first legal move, the bots the others; every answer, in order."""
    answers = []
    while True:
        view = post(api, "/v1/games/kasino/view", {"token": token, "player": 0})["view"]
        if view["to_move"] == 0:
            move = first_move(api, token)
            answer = post(api, "/v1/games/kasino/apply", {"token": token, "move": move})
        else:
            body = {"token": token, "level": "random", "seed": 7, "play": True}
            answer = post(api, "/v1/games/kasino/suggest", body)
        answers.append(answer)
        token = answer["token"]
        if answer["deal_over"]:
            return answers


def bound_deal(api: FlaskClient) -> dict[str, Any]:
    answer: dict[str, Any] = post(
        api, "/v1/games/kasino/deals", {"players": 2, "sealed": True, "seat": 0, "dealer": 1}
    )
    return answer


def test_the_reveal_does_not_turn_a_rewind_into_reading_hands(api: FlaskClient) -> None:
    """After the deal is revealed every earlier position is closed to anything but the very
    request that was played from it: the holder knows the cards but cannot use them."""
    deal = bound_deal(api)
    answers = play_to_the_end(api, deal["token"])
    assert answers[-1]["fairness"]["revealed"]
    tokens = [deal["token"], *(answer["token"] for answer in answers[:-1])]
    refused = 0
    for token in tokens:
        view = post(api, "/v1/games/kasino/view", {"token": token, "player": 0})["view"]
        if view["to_move"] == 0:  # another of its own moves, or a bot's turn instead
            moves = post(api, "/v1/games/kasino/legal-moves", {"token": token})["moves"]
            if len(moves) > 1:
                body = {"token": token, "move": moves[1]}
                problem = post(api, "/v1/games/kasino/apply", body, status=409)
                assert problem["code"] == "token_spent"
                assert problem["errors"][0]["pointer"] == "/token"
                refused += 1
        else:  # the bot's turn again with another seed or level
            for ask in ({"seed": 8}, {"level": "greedy", "seed": 7}):
                body = {"token": token, "level": "random", "play": True, **ask}
                problem = post(api, "/v1/games/kasino/suggest", body, status=409)
                assert problem["code"] == "token_spent"
                refused += 1
    assert refused > len(tokens) // 2


def test_a_lost_answer_can_be_asked_again(api: FlaskClient) -> None:
    """The same request from the same position is a retry: it is answered again, with the
    same successor, and the twin token it gives is just as spent as the first."""
    deal = bound_deal(api)
    move = first_move(api, deal["token"])
    first = post(api, "/v1/games/kasino/apply", {"token": deal["token"], "move": move})
    again = post(api, "/v1/games/kasino/apply", {"token": deal["token"], "move": move})
    assert again["views"] == first["views"] and again["step"] == first["step"] == 1
    bot = {"level": "random", "seed": 3, "play": True}
    played = post(api, "/v1/games/kasino/suggest", {"token": first["token"], **bot})
    twin = post(api, "/v1/games/kasino/suggest", {"token": again["token"], **bot})
    assert twin["move"] == played["move"] and twin["views"] == played["views"]
    other = {"token": again["token"], **bot, "seed": 4}
    assert post(api, "/v1/games/kasino/suggest", other, status=409)["code"] == "token_spent"
    # every token of the game, twins included, expires with the game's first deal: a twin
    # made later must not outlive the ledger's entry about the position it repeats
    tokens = (deal["token"], first["token"], again["token"], played["token"], twin["token"])
    began = {open_state(GAME, FAMILIES["fishing"], KEYS, t).claims.issued for t in tokens}  # type: ignore[arg-type]
    assert len(began) == 1 and None not in began


def test_next_deal_on_the_final_token_deals_once(api: FlaskClient) -> None:
    deal = bound_deal(api)
    final = play_to_the_end(api, deal["token"])[-1]
    body = {"token": final["token"]}
    following = post(api, "/v1/games/kasino/next-deal", body)
    # the same request again is a retry, and deals the very same cards
    assert post(api, "/v1/games/kasino/next-deal", body)["views"] == following["views"]
    for other in ({"client_seeds": ["lucky"]}, {"client_seeds": ["lucky", "too"]}):
        problem = post(api, "/v1/games/kasino/next-deal", {**body, **other}, status=409)
        assert problem["code"] == "token_spent"


def test_an_unbound_token_stays_rewindable_for_its_host(api: FlaskClient) -> None:
    deal = post(api, "/v1/games/kasino/deals", {"players": 2, "sealed": True})
    for index in range(3):
        move = first_move(api, deal["token"], index)
        post(api, "/v1/games/kasino/apply", {"token": deal["token"], "move": move})


def test_empty_replays_neither_add_a_step_nor_make_a_token(api: FlaskClient) -> None:
    """Seven empty replays of a step-0 token used to give a step-7 token of the step-0 state
    whose chain verified: a host refusing lower steps then accepted a rewind."""
    token = bound_deal(api)["token"]
    chain = [token]
    for _ in range(7):
        answer = post(api, "/v1/games/kasino/replay", {"token": chain[-1], "moves": []})
        assert answer["applied"] == 0 and answer["step"] == 0
        assert answer["token"] == token
        chain.append(answer["token"])
    problem = post(api, "/v1/games/kasino/replay", {"tokens": chain}, status=422)
    assert problem["code"] == "broken_chain"
    # nor does a replay stopped at its first move
    move = first_move(api, token)
    wrong = {**move, "player": 1}
    stopped = post(api, "/v1/games/kasino/replay", {"token": token, "moves": [wrong]}, 422)
    assert stopped["code"] in {"seat_bound", "illegal_move"}


def _forged_successor(token: str, moves: list[Any], step_delta: int) -> str:
    """A token the service never gave: the state of ``token`` under a higher step, recording
    ``moves``; sealed with the service's key, as only a faulty or hostile server could."""
    opened = open_state(GAME, FAMILIES["fishing"], KEYS, token)  # type: ignore[arg-type]
    claims = opened.claims
    forged = Claims(
        game=claims.game,
        deal=claims.deal,
        step=claims.step + step_delta,
        parent=digest(token),
        state=claims.state,
        secrets={"deal": claims.secrets["deal"], "moves": moves},
        seat=claims.seat,
        issued=claims.issued,
    )
    return token_text(GAME, seal(KEYS, forged))  # type: ignore[arg-type]


def test_a_chain_whose_step_adds_no_move_fails_verification(api: FlaskClient) -> None:
    token = post(api, "/v1/games/kasino/deals", {"players": 2, "sealed": True})["token"]
    problem = post(
        api, "/v1/games/kasino/replay", {"tokens": [token, _forged_successor(token, [], 1)]}, 422
    )
    assert problem["code"] == "broken_chain" and problem["errors"][0]["pointer"] == "/tokens/1"
    assert "no move" in problem["errors"][0]["message"]
    # a token that skips steps is refused too: a step is exactly a move
    move = first_move(api, token)
    applied = post(api, "/v1/games/kasino/apply", {"token": token, "move": move})
    assert applied["step"] == 1
    skipped = _forged_successor(token, [move], 2)
    problem = post(api, "/v1/games/kasino/replay", {"tokens": [token, skipped]}, 422)
    assert problem["code"] == "broken_chain"


def test_client_seeds_need_the_commitment_first(api: FlaskClient) -> None:
    body = {"players": 2, "sealed": True, "client_seeds": ["mine"]}
    problem = post(api, "/v1/games/kasino/deals", body, status=422)
    assert [(e["pointer"], e["code"]) for e in problem["errors"]] == [
        ("/commitment", "commitment_first")
    ]
    ticket = post(api, "/v1/games/kasino/commitments", {})
    assert len(ticket["commitment"]) == 64 and ticket["ticket"].startswith("kasino.")
    deal = post(api, "/v1/games/kasino/deals", {**body, "commitment": ticket["ticket"]})
    fairness = deal["fairness"]
    assert fairness["commitment"] == ticket["commitment"]
    assert fairness["committed_first"] is True and fairness["client_seeds"] == ["mine"]
    # one deal per ticket, bound or not: another deal from the same seed is refused
    for other in (
        {"client_seeds": ["other"]},
        {"seat": 0},
        {"players": 3},
    ):
        again = {**body, "commitment": ticket["ticket"], **other}
        assert post(api, "/v1/games/kasino/deals", again, status=409)["code"] == "token_spent"
    # the very same request is a retry and deals the very same cards
    retry = post(api, "/v1/games/kasino/deals", {**body, "commitment": ticket["ticket"]})
    assert retry["views"] == deal["views"]


def test_the_revealed_seed_is_the_committed_one_and_the_next_was_committed_before(
    api: FlaskClient,
) -> None:
    ticket = post(api, "/v1/games/kasino/commitments", {})
    body = {"players": 2, "sealed": True, "client_seeds": ["a"], "commitment": ticket["ticket"]}
    deal = post(api, "/v1/games/kasino/deals", body)
    announced = deal["fairness"]["next_commitment"]
    token, answer = deal["token"], deal
    while not answer.get("deal_over"):
        move = first_move(api, token)
        answer = post(api, "/v1/games/kasino/apply", {"token": token, "move": move})
        assert answer["fairness"]["next_commitment"] == announced
        token = answer["token"]
    record = answer["fairness"]
    assert fair.commitment(bytes.fromhex(record["server_seed"])) == ticket["commitment"]
    following = post(
        api, "/v1/games/kasino/next-deal", {"token": token, "client_seeds": ["chosen after"]}
    )
    assert following["fairness"]["commitment"] == announced
    assert following["fairness"]["committed_first"] is True
    assert following["fairness"]["client_seeds"] == ["chosen after"]
    # and the chain across the two deals verifies, the new client seeds included
    assert post(api, "/v1/games/kasino/replay", {"tokens": [token, following["token"]]})[
        "verified"
    ]


def test_a_ticket_is_no_token_and_a_token_no_ticket(api: FlaskClient) -> None:
    ticket = post(api, "/v1/games/kasino/commitments", {})["ticket"]
    problem = post(api, "/v1/games/kasino/legal-moves", {"token": ticket}, status=422)
    assert problem["code"] == "invalid_token"
    token = bound_deal(api)["token"]
    body = {"players": 2, "sealed": True, "client_seeds": ["x"], "commitment": token}
    problem = post(api, "/v1/games/kasino/deals", body, status=422)
    assert problem["errors"][0]["pointer"] == "/commitment"
    other = post(api, "/v1/games/800/commitments", {})["ticket"]
    problem = post(api, "/v1/games/kasino/deals", {**body, "commitment": other}, status=422)
    assert problem["errors"][0]["pointer"] == "/commitment"
    assert post(api, "/v1/games/kasino/commitments", {"x": 1}, status=422)["code"] == (
        "invalid_request"
    )


def test_a_bound_token_expires(sealed_app: Flask) -> None:
    app = create_app({"TESTING": True, "SEAL_KEYS": KEYS, "BOUND_TOKEN_TTL": 3600})
    api = app.test_client()
    token = bound_deal(api)["token"]
    opened = open_state(GAME, FAMILIES["fishing"], KEYS, token)  # type: ignore[arg-type]
    claims = opened.claims
    old = Claims(**{**claims.__dict__, "issued": int(time.time()) - 3601})
    stale = token_text(GAME, seal(KEYS, old))  # type: ignore[arg-type]
    problem = post(api, "/v1/games/kasino/legal-moves", {"token": stale}, status=422)
    assert problem["errors"][0]["code"] == "token_expired"
    assert "1 hours from its first deal" in problem["errors"][0]["message"]
    post(api, "/v1/games/kasino/legal-moves", {"token": token})
    # a ticket lives as long: once the ledger may have forgotten its deal, its revealed seed
    # must not deal again
    ticket = post(api, "/v1/games/kasino/commitments", {})["ticket"]
    claims = open_token(KEYS, ticket.removeprefix("kasino."), "kasino")
    aged = Claims(**{**claims.__dict__, "issued": int(time.time()) - 3601})
    body = {"players": 2, "sealed": True, "client_seeds": ["x"]}
    old_ticket = token_text(GAME, seal(KEYS, aged))  # type: ignore[arg-type]
    problem = post(api, "/v1/games/kasino/deals", {**body, "commitment": old_ticket}, status=422)
    assert [(e["pointer"], e["code"]) for e in problem["errors"]] == [
        ("/commitment", "token_expired")
    ]
    post(api, "/v1/games/kasino/deals", {**body, "commitment": ticket})


@pytest.mark.parametrize("workers", [4])
def test_the_sqlite_ledger_lets_one_of_many_processes_claim(tmp_path: Any, workers: int) -> None:
    """Every gunicorn worker opens the same file: of simultaneous claims one wins."""
    import multiprocessing

    path = tmp_path / "ledger.sqlite"
    SqliteLedger(path)
    context = multiprocessing.get_context("fork")
    with context.Pool(workers) as pool:
        results = pool.starmap(_claim, [(str(path), f"value-{n}") for n in range(workers * 4)])
    winners = [value for value, held in results if held is None]
    assert len(winners) == 1
    assert all(held == winners[0] for value, held in results if held is not None)


def _claim(path: str, value: str) -> tuple[str, str | None]:
    from pathlib import Path

    return value, SqliteLedger(Path(path)).claim("kasino:deal:0", value, 60)


def test_an_expired_entry_is_claimed_anew(tmp_path: Any) -> None:
    ledger = SqliteLedger(tmp_path / "ledger.sqlite")
    assert ledger.claim("k", "a", 60) is None
    assert ledger.claim("k", "b", 60) == "a"
    assert ledger.peek("k") == "a"
    gone = SqliteLedger(tmp_path / "other.sqlite")
    assert gone.claim("k", "a", -1) is None  # already expired
    assert gone.peek("k") is None and gone.claim("k", "b", 60) is None


def test_next_deal_takes_one_seed_for_the_table_or_one_per_seat(api: FlaskClient) -> None:
    final = play_to_the_end(api, bound_deal(api)["token"])[-1]
    body = {"token": final["token"], "client_seeds": ["a", "b", "c"]}
    problem = post(api, "/v1/games/kasino/next-deal", body, status=422)
    assert [(e["pointer"], e["code"]) for e in problem["errors"]] == [
        ("/client_seeds", "client_seed_count")
    ]


def test_a_bound_token_from_before_committed_next_deals_deals_no_next(api: FlaskClient) -> None:
    """Without the match's chain secret the next seed would be fresh on every retry: the
    bound player could deal again until a good hand came."""
    final = play_to_the_end(api, bound_deal(api)["token"])[-1]["token"]
    opened = open_state(GAME, FAMILIES["fishing"], KEYS, final)  # type: ignore[arg-type]
    deal = {k: v for k, v in opened.claims.secrets["deal"].items() if k != "chain"}
    old = Claims(**{**opened.claims.__dict__, "secrets": {**opened.claims.secrets, "deal": deal}})
    legacy = token_text(GAME, seal(KEYS, old))  # type: ignore[arg-type]
    problem = post(api, "/v1/games/kasino/next-deal", {"token": legacy}, status=422)
    assert problem["code"] == "invalid_token"
