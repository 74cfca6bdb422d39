"""OpenAPI links: how one answer feeds the next request of the play loop.

A tool that follows links (schemathesis' stateful phase, docs/contract-testing.md) can then
play real deals, plain and sealed, instead of sending made-up states that the service rightly
refuses: deal → legal-moves → validate / apply / suggest → legal-moves …, score and next-deal
at a deal's end, view and replay on the way. The conformance kit's records (finished deals,
positions) are real states too, and so the shortest way to a deal's end.

Each link sends exactly the body it names (``x-schemathesis: merge_body: false``), with the
path's game carried over. A link whose values are missing from an answer (a plain link after a
sealed answer, a move list that is empty) does not apply to it.
"""

from __future__ import annotations

from typing import Any

from service.games import GAMES

#: The path's game, carried from the request that answered.
SAME_GAME = {"path.game": "$request.path.game"}

STATE = "$response.body#/state"
TOKEN = "$response.body#/token"
ASKED_STATE = "$request.body#/state"
ASKED_TOKEN = "$request.body#/token"
FIRST_MOVE = "$response.body#/moves/0"
SECOND_MOVE = "$response.body#/moves/1"


def _link(operation: str, description: str, body: Any, game: bool = True) -> dict[str, Any]:
    link: dict[str, Any] = {"operationId": operation, "description": description}
    if game:
        link["parameters"] = dict(SAME_GAME)
    link["requestBody"] = body
    link["x-schemathesis"] = {"merge_body": False}
    return link


def _from_state(
    state: str, token: str, what: str, view: bool = False, ends: bool = False
) -> dict[str, dict[str, Any]]:
    """Links from an answer that carries a state (plain) or a token (sealed) to play on: its
    legal moves and a bot's move; with ``view``, seat 0's view; with ``ends``, the score and
    the next deal (for when the answer ended the deal). Each in two kinds, as the answer may
    be plain or sealed; the kind that does not fit an answer does not apply to it."""
    links: dict[str, dict[str, Any]] = {}
    for kind, key, value in (("", "state", state), ("Sealed", "token", token)):
        links[f"legalMoves{kind}"] = _link(
            "legalMoves", f"The legal moves of {what} ({key}).", {key: value}
        )
        links[f"suggest{kind}"] = _link(
            "suggest",
            f"A random bot's move in {what} ({key}), played at once.",
            {key: value, "level": "random", "play": True},
        )
        if view:
            links[f"view{kind}"] = _link(
                "view", f"Seat 0's view of {what} ({key}).", {key: value, "player": 0}
            )
        if ends:
            links[f"score{kind}"] = _link(
                "score", f"The score of {what} when it ended the deal ({key}).", {key: value}
            )
            links[f"nextDeal{kind}"] = _link(
                "nextDeal",
                f"The next deal after {what} when it ended the deal ({key}).",
                {key: value},
            )
    return links


def _moves(move: str, what: str) -> dict[str, dict[str, Any]]:
    """Links that judge, apply or replay ``move`` on the state (or token) just asked about."""
    links: dict[str, dict[str, Any]] = {}
    for kind, key, value in (("", "state", ASKED_STATE), ("Sealed", "token", ASKED_TOKEN)):
        links[f"apply{kind}"] = _link("apply", f"Apply {what} ({key}).", {key: value, "move": move})
        links[f"validate{kind}"] = _link(
            "validate", f"Judge {what} ({key}).", {key: value, "move": move}
        )
        links[f"replay{kind}"] = _link(
            "replay", f"Replay {what} ({key}).", {key: value, "moves": [move]}
        )
    return links


def _deals_from_catalogue() -> dict[str, dict[str, Any]]:
    players = "$response.body#/players/0"
    return {
        "commit": _link("commit", "A commitment to the seed of a sealed deal of this game.", {}),
        "deal": _link(
            "deal", "A deal of this game, at its first player count.", {"players": players}
        ),
        "dealSealed": _link(
            "deal", "A sealed deal of this game.", {"players": players, "sealed": True}
        ),
        "dealSeatBound": _link(
            "deal",
            "A sealed deal with a token bound to seat 0 (it plays on once).",
            {"players": players, "sealed": True, "seat": 0},
        ),
    }


def _deals_from_ticket() -> dict[str, dict[str, Any]]:
    """A sealed deal with client seeds, from the ticket just committed to (each game takes 2 or
    4 players, most of them both)."""
    return {
        f"deal{count}Players": _link(
            "deal",
            f"A sealed deal of {count} players shuffled with a client seed, from this ticket.",
            {
                "players": count,
                "sealed": True,
                "client_seeds": ["schemathesis"],
                "commitment": "$response.body#/ticket",
            },
        )
        for count in (2, 4)
    }


def _from_kit() -> dict[str, dict[str, Any]]:
    """The kit's first deal (its request, start, moves and final state) and first position."""
    deal = "$response.body#/deals/0"
    position = "$response.body#/positions/0"
    return {
        "deal": _link("deal", "The kit's first deal, dealt again.", f"{deal}/request"),
        "replay": _link(
            "replay",
            "The kit's first deal replayed to its end.",
            {"state": f"{deal}/state", "moves": f"{deal}/moves"},
        ),
        "score": _link(
            "score", "The score of the kit's first deal.", {"state": f"{deal}/final_state"}
        ),
        "nextDeal": _link(
            "nextDeal", "The deal after the kit's first deal.", {"state": f"{deal}/final_state"}
        ),
        "legalMoves": _link(
            "legalMoves",
            "The legal moves of the kit's first position.",
            {"state": f"{position}/state"},
        ),
        "validate": _link(
            "validate",
            "The kit's first check of its first position.",
            {"state": f"{position}/state", "move": f"{position}/checks/0/move"},
        ),
        **{
            f"apply{index}": _link(
                "apply",
                f"The first legal move of the kit's position {index}, applied.",
                {
                    "state": f"$response.body#/positions/{index}/state",
                    "move": f"$response.body#/positions/{index}/legal_moves/moves/0",
                },
            )
            for index in (0, 1, 2)
        },
        **{
            f"suggest{index}": _link(
                "suggest",
                f"A greedy bot's move in the kit's position {index}.",
                {"state": f"$response.body#/positions/{index}/state", "level": "greedy"},
            )
            for index in (0, 1)
        },
        "view": _link(
            "view",
            "Seat 0's view of the kit's first position.",
            {"state": f"{position}/state", "player": 0},
        ),
    }


def _next_deal_from_score() -> dict[str, dict[str, Any]]:
    return {
        "nextDeal": _link(
            "nextDeal", "The next deal after the scored one.", {"state": ASKED_STATE}
        ),
        "nextDealSealed": _link(
            "nextDeal", "The next deal after the scored one (token).", {"token": ASKED_TOKEN}
        ),
    }


def _apply_judged() -> dict[str, dict[str, Any]]:
    move = "$request.body#/move"
    return {
        "apply": _link(
            "apply", "Apply the move just judged.", {"state": ASKED_STATE, "move": move}
        ),
        "applySealed": _link(
            "apply", "Apply the move just judged (token).", {"token": ASKED_TOKEN, "move": move}
        ),
    }


def _apply_suggested() -> dict[str, dict[str, Any]]:
    """The suggested move applied to the state asked about; with ``play`` the answer carries
    the state (or token) after it, to play on from."""
    move = "$response.body#/move"
    return {
        "apply": _link("apply", "Apply the suggested move.", {"state": ASKED_STATE, "move": move}),
        "applySealed": _link(
            "apply", "Apply the suggested move (token).", {"token": ASKED_TOKEN, "move": move}
        ),
        **_from_state(STATE, TOKEN, "the position after the played move"),
    }


def _by_game(pointer: str) -> dict[str, dict[str, Any]]:
    """One link per catalogued game to its catalogue entry and its kit file, ``pointer`` naming
    the game id in the list answer (``{index}`` for the game's place in it)."""
    found: dict[str, dict[str, Any]] = {}
    for index, game in enumerate(GAMES):
        value = "$response.body#" + pointer.format(index=index)
        for operation in ("getGame", "getConformance"):
            found[f"{operation}_{game.id}"] = {
                "operationId": operation,
                "description": f"The {game.id} entry ({operation}).",
                "parameters": {"path.game": value},
            }
    return found


#: operationId -> the links of its 200 answer.
LINKS: dict[str, dict[str, dict[str, Any]]] = {
    "listGames": {
        name: link
        for name, link in _by_game("/games/{index}/id").items()
        if name.startswith("getGame")
    },
    "listConformance": {
        name: link
        for name, link in _by_game("/games/{index}/game").items()
        if name.startswith("getConformance")
    },
    "healthz": {"readyz": {"operationId": "readyz", "description": "Alive: is it ready?"}},
    "readyz": {
        "listGames": {"operationId": "listGames", "description": "Ready: the catalogue."},
        "listConformance": {"operationId": "listConformance", "description": "Ready: the kit."},
        "metrics": {"operationId": "metrics", "description": "Ready: what it has served."},
    },
    "getGame": _deals_from_catalogue(),
    "commit": _deals_from_ticket(),
    "getConformance": _from_kit(),
    "deal": {
        **_from_state(STATE, TOKEN, "the new deal", view=True),
        "metrics": {"operationId": "metrics", "description": "The metrics, the deal counted."},
    },
    "nextDeal": _from_state(STATE, TOKEN, "the next deal", view=True),
    "apply": _from_state(STATE, TOKEN, "the position after the move", ends=True),
    "replay": _from_state(STATE, TOKEN, "the position reached", ends=True),
    "legalMoves": {
        **_moves(FIRST_MOVE, "the first legal move"),
        "applySecond": _link(
            "apply",
            "Apply the second legal move (state).",
            {"state": ASKED_STATE, "move": SECOND_MOVE},
        ),
        "applySecondSealed": _link(
            "apply",
            "Apply the second legal move (token).",
            {"token": ASKED_TOKEN, "move": SECOND_MOVE},
        ),
    },
    "validate": _apply_judged(),
    "suggest": _apply_suggested(),
    "score": _next_deal_from_score(),
}


def links(operation: str) -> dict[str, dict[str, Any]]:
    """The links of ``operation``'s 200 answer (none for most reads)."""
    return LINKS.get(operation, {})
