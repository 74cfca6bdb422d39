"""Adversarial requests for every endpoint and game: the costliest positions we can reach.

Every position is one the service itself deals and plays (through the Flask test client), so
it passes the state check; a few are then bent with the invariants kept (the captured piles of
a last-round fishing table pushed back onto the table, the mover's hand swapped with table
cards) and kept only when the state check still accepts them. Deals are played by *policies*
that steer towards costly positions:

- ``small``: the fewest-bytes move (a fishing trail, a Femhundra draw or pile taken, never a
  meld): crowded tables, hoarded hands, long deals;
- ``big``: the most-bytes move (the largest capture, build, meld or declaration);
- ``build`` (building games): a build move whenever there is one: many builds;
- ``random``: uniform among the listed moves.

Each policy picks at random one move in seven, so every seed gives another deal. From each
deal: legal-moves at the largest limit on its positions with the most moves and the largest
bodies, validate and apply of the largest listed moves (and of impossible whole-table
captures), view, score and next-deal of the finished deal (also with a match history at its
bound), replay of the whole deal and of its second half, and sealed play of the same kind:
chains of tokens as long as the body limit allows (over several deals of a match), and single
sealed requests. ``tests/api/costly_bodies.py`` adds the bodies filled to the size limit, and
``GET`` requests cover the catalogue and the conformance kit.

``benchmarks/worst_cost.py`` measures them all (``tests/support/cost_vectors.py``) and writes
the worst into ``tests/vectors/worst_cost/``; ``tests/api/test_worst_cost.py`` re-runs those.
"""

from __future__ import annotations

import copy
import hashlib
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson
from flask.testing import FlaskClient

from service.api.catalogue import game_entry
from service.games import GAMES, find_game
from service.seal.keys import KeyRing, parse_keys

BODY_LIMIT = 256 * 1024
#: A fixed sealing key: the vectors' tokens open in every process that uses it.
KEYS: KeyRing = parse_keys("worst-cost:" + "W" * 43)
#: The endpoints measured: contract §2's POST endpoints but ``suggest`` (bounded by its
#: budget), and the two read-only resources.
ENDPOINTS = (
    "deals",
    "next-deal",
    "legal-moves",
    "validate",
    "apply",
    "score",
    "replay",
    "view",
    "catalogue",
    "conformance",
)
POLICIES = ("small", "big", "random", "build")


@dataclass(frozen=True)
class Request:
    """One request to measure. ``recipe`` (a sealed chain) stands in for a body whose tokens
    would not compress: :func:`chain_body` plays it again (another shuffle, the same play)."""

    endpoint: str
    game: str
    name: str
    method: str
    path: str
    body: bytes | None = None
    recipe: dict[str, Any] | None = field(default=None, hash=False, compare=False)

    def digest(self) -> str:
        return hashlib.sha256(self.body or b"").hexdigest()[:16]


def post(client: FlaskClient, game: str, endpoint: str, body: Any) -> tuple[int, Any]:
    response = client.post(f"/v1/games/{game}/{endpoint}", json=body)
    return response.status_code, response.get_json()


def request(endpoint: str, game: str, name: str, body: Any) -> Request:
    raw = body if isinstance(body, bytes) else orjson.dumps(body)
    return Request(endpoint, game, name, "POST", f"/v1/games/{game}/{endpoint}", raw)


def _size(move: Any) -> int:
    return len(orjson.dumps(move))


def choose(moves: Sequence[Any], policy: str, rng: random.Random) -> Any:
    """The move ``policy`` plays among ``moves`` (one time in seven a random one)."""
    if policy == "random" or rng.random() < 1 / 7:
        return rng.choice(moves)
    if policy == "build":
        builds = [move for move in moves if "build" in move]
        return rng.choice(builds) if builds else choose(moves, "small", rng)
    sizes = [_size(move) for move in moves]
    best = min(sizes) if policy == "small" else max(sizes)
    return rng.choice([move for move, size in zip(moves, sizes, strict=True) if size == best])


@dataclass
class Step:
    """A position of a played deal: its state, the listing's count, the listed moves, the
    move played."""

    state: dict[str, Any]
    count: int
    moves: list[Any]
    move: Any


def play(
    client: FlaskClient,
    game: str,
    state: dict[str, Any],
    policy: str,
    rng: random.Random,
    most: int = 400,
) -> tuple[list[Step], dict[str, Any]]:
    """The deal from ``state`` played by ``policy``: its positions, and the last state."""
    steps: list[Step] = []
    for _ in range(most):
        status, listing = post(client, game, "legal-moves", {"state": state, "limit": 1000})
        if status != 200 or not listing["moves"]:
            break
        move = choose(listing["moves"], policy, rng)
        steps.append(Step(state, listing["count"], listing["moves"], move))
        status, applied = post(client, game, "apply", {"state": state, "move": move})
        if status != 200:
            break
        state = applied["state"]
    return steps, state


def accepted(client: FlaskClient, game: str, state: dict[str, Any]) -> bool:
    """Whether the state check accepts ``state`` (view answers for any accepted state)."""
    return post(client, game, "view", {"state": state, "player": 0})[0] == 200


def option_sets(game: str) -> list[dict[str, Any]]:
    """The defaults, and every boolean option on (forced captures, building variants…)."""
    entry = find_game(game)
    assert entry is not None
    on: dict[str, Any] = {}
    for option in game_entry(entry)["options"]:
        if option.get("type") == "boolean":
            on[option["name"]] = True
        elif option.get("type") == "object" and isinstance(option.get("default"), dict):
            on[option["name"]] = dict.fromkeys(option["default"], True)
    return [{}, on] if on else [{}]


# ---- positions -------------------------------------------------------------------------------


@dataclass
class Deal:
    """A played deal: its first state, its positions, its last state, and how it was made."""

    game: str
    tag: str
    start: dict[str, Any]
    steps: list[Step]
    end: dict[str, Any]


def deals(
    client: FlaskClient, game: str, seeds: int, options: list[dict[str, Any]]
) -> Iterator[Deal]:
    """Deals of ``game`` played by every policy, for its fewest and most players."""
    counts = next(g for g in GAMES if g.id == game).player_counts
    for players in sorted({min(counts), max(counts)}):
        for number, chosen in enumerate(options):
            for policy in POLICIES:
                if policy == "build" and not _builds(game):
                    continue
                for seed in range(1, seeds + 1):
                    dealt = _dealt(client, game, players, seed, chosen)
                    rng = random.Random(f"{game}/{players}/{policy}/{seed}")
                    steps, end = play(client, game, dealt["state"], policy, rng)
                    tag = f"{players}p o{number} {policy} s{seed}"
                    yield Deal(game, tag, dealt["state"], steps, end)


def _dealt(
    client: FlaskClient, game: str, players: int, seed: int, options: dict[str, Any]
) -> dict[str, Any]:
    """A deal with ``options``, less those refused for this many players (partnerships)."""
    options = dict(options)
    while True:
        body = {"players": players, "seed": seed, "options": options}
        status, dealt = post(client, game, "deals", body)
        if status == 200:
            return dealt  # type: ignore[no-any-return]
        refused = {e["pointer"].split("/")[2] for e in dealt["errors"]}
        assert refused & set(options), dealt
        options = {k: v for k, v in options.items() if k not in refused}


def _builds(game: str) -> bool:
    return game in ("byggkasino", "mulle-glimne")


def crowded(client: FlaskClient, deal: Deal, rng: random.Random, swaps: int) -> Iterator[Deal]:
    """A fishing deal's last-round positions with every captured card pushed back onto the
    table (and the sweeps, points and last capture that came with them undone), and the mover's
    hand swapped with as many of the table's cards; each kept when the state check accepts it,
    and played on to its end by the policy that crowds it most."""
    game = deal.game
    for step in deal.steps:
        state = step.state
        if state.get("stock") or not isinstance(state.get("table"), dict):
            continue
        pushed = copy.deepcopy(state)
        for pile in pushed["captured"]:
            pushed["table"]["cards"] += pile
            pile.clear()
        pushed["tabbar"] = [0] * len(pushed["tabbar"])
        for name in ("mulle_points", "mulles", "penalties"):
            if pushed.get(name) is not None:
                pushed[name] = [0] * len(pushed[name])
        pushed["last_capturer"] = None
        pushed["last_play"] = None
        candidates = [pushed]
        for _ in range(swaps):
            swapped = copy.deepcopy(pushed)
            hand = swapped["hands"][swapped["to_move"]]
            loose = swapped["table"]["cards"]
            for index in range(len(hand)):
                other = rng.randrange(len(loose))
                hand[index], loose[other] = loose[other], hand[index]
            candidates.append(swapped)
        for number, candidate in enumerate(candidates):
            if accepted(client, game, candidate):
                steps, end = play(client, game, candidate, "small", rng)
                yield Deal(game, f"{deal.tag} crowded#{number}", candidate, steps, end)
        return


def with_history(state: dict[str, Any], rows: int) -> dict[str, Any]:
    """``state`` (a finished deal) with a match history of ``rows`` finished deals: deals of no
    points each before its own (the scores stay the sums of the rows), its deal number after
    them."""
    bigger = copy.deepcopy(state)
    match = bigger["match"]
    sides = len(match["scores"])
    before = max(0, rows - len(match["history"]))
    match["history"] = [[0] * sides for _ in range(before)] + match["history"]
    match["deal_number"] += before
    return bigger


# ---- requests of a deal ----------------------------------------------------------------------


def _largest(moves: Sequence[Any], count: int) -> list[Any]:
    return sorted(moves, key=_size, reverse=True)[:count]


def _impossible(state: dict[str, Any]) -> list[Any]:
    """Captures of every loose card with each card of the mover's hand: the capture search must
    prove most of them impossible."""
    table = state.get("table")
    mover = state.get("to_move")
    if not isinstance(table, dict) or mover is None:
        return []
    return [
        {"player": mover, "card": card, "capture": list(table["cards"])}
        for card in dict.fromkeys(state["hands"][mover])
    ]


def deal_requests(deal: Deal, positions: int = 3) -> Iterator[Request]:
    """The requests of one played deal (see the module's docstring)."""
    game, tag = deal.game, f"{deal.game} {deal.tag}"
    steps = deal.steps
    chosen: dict[int, Step] = {}
    for key in (lambda s: s.count, lambda s: len(orjson.dumps(s.state))):
        for step in sorted(steps, key=key, reverse=True)[:positions]:
            chosen[id(step)] = step
    if steps:
        chosen[id(steps[0])] = steps[0]
        chosen[id(steps[-1])] = steps[-1]
    for step in chosen.values():
        state, at = step.state, f"{tag} @{steps.index(step)} ({step.count} moves)"
        yield request("legal-moves", game, f"{at} limit 1000", {"state": state, "limit": 1000})
        for move in [*_largest(step.moves, 2), *_impossible(state)[:2]]:
            body = {"state": state, "move": move}
            label = f"{at} move of {_size(move)} B"
            yield request("validate", game, label, body)
            yield request("apply", game, label, body)
        yield request("view", game, at, {"state": state, "player": state.get("to_move") or 0})
    end = deal.end
    yield request("score", game, f"{tag} end", {"state": end})
    yield request("view", game, f"{tag} end", {"state": end, "player": 0})
    yield request("next-deal", game, f"{tag} end", {"state": end})
    longest = with_history(end, 500)
    yield request("score", game, f"{tag} end, 500 deals before", {"state": longest})
    yield request(
        "next-deal", game, f"{tag} end, 499 deals before", {"state": with_history(end, 499)}
    )
    moves = [step.move for step in steps]
    yield request(
        "replay", game, f"{tag} whole deal ({len(moves)})", {"state": deal.start, "moves": moves}
    )
    if len(steps) > 2:
        half = len(steps) // 2
        body = {"state": steps[half].state, "moves": moves[half:]}
        yield request("replay", game, f"{tag} from @{half}", body)


# ---- sealed play -----------------------------------------------------------------------------


def chain_body(client: FlaskClient, recipe: dict[str, Any]) -> bytes:
    """A ``replay`` body of ``tokens``: a sealed match played by the recipe's policy, a move a
    token (or ``per_token`` moves, by sealed replay), on to the next deal when one ends, until
    the body limit or the chain's bound would be passed.

    The moves are chosen in this process from the state the token carries (the key is
    :data:`KEYS`), so a chain of thousands of moves is built in seconds."""
    game, players = recipe["game"], recipe["players"]
    rng = random.Random(f"{game}/{recipe['policy']}/{recipe['seed']}")
    options = recipe.get("options", {})
    status, dealt = post(
        client,
        game,
        "deals",
        {"players": players, "sealed": True, "views": [0], "options": options},
    )
    assert status == 200, dealt
    tokens = [dealt["token"]]
    size = len(b'{"tokens":[],"views":[0]}') + len(tokens[0]) + 2
    while len(tokens) < recipe.get("most", 400):
        with client.application.app_context():
            moves = sealed_line(game, tokens[-1], recipe["policy"], rng, recipe["per_token"])
        if moves:
            body = {"token": tokens[-1], "moves": moves, "views": [0]}
            status, answer = post(client, game, "replay", body)
        else:
            status, answer = post(client, game, "next-deal", {"token": tokens[-1], "views": [0]})
        if status != 200 or "token" not in answer:
            break
        if size + len(answer["token"]) + 3 > BODY_LIMIT:
            break
        tokens.append(answer["token"])
        size += len(answer["token"]) + 3
    return orjson.dumps({"tokens": tokens, "views": [0]})


def sealed_line(
    game_id: str, token: str, policy: str, rng: random.Random, most: int
) -> list[dict[str, Any]]:
    """Up to ``most`` moves from the state ``token`` carries, as ``policy`` plays them (fewer
    when the deal ends)."""
    from service.api.families import FAMILIES
    from service.api.sealing import deal_of, open_state, with_fair_reshuffle

    game = find_game(game_id)
    assert game is not None
    family = FAMILIES[game.family]
    opened = open_state(game, family, KEYS, token)
    state, deal = opened.state, deal_of(opened)
    moves: list[dict[str, Any]] = []
    while len(moves) < most and getattr(state, "to_move", None) is not None:
        listing = game.legal_moves(state, 10)  # the first ten: a trail or a draw is there
        if not listing.moves:
            break
        plain = choose([family.move_to_plain(move) for move in listing.moves], policy, rng)
        moves.append(plain)
        move = family.move_from_plain(game, plain, "/move")
        state = game.apply(state, with_fair_reshuffle(family, state, move, deal, "/move")).state
    return moves


def _longest_match(game: str) -> dict[str, Any]:
    """Options for the longest match a game allows: the highest target (a chain of tokens goes
    on over the deals of a match)."""
    entry = find_game(game)
    assert entry is not None
    for option in game_entry(entry)["options"]:
        if option["name"] == "target" and option.get("maximum"):
            return {"target": option["maximum"]}
    return {}


def sealed_requests(client: FlaskClient, game: str, players: int) -> Iterator[Request]:
    """Chains of tokens (one move a token, and several), and single sealed requests on the
    tokens of a deal played by the ``small`` policy."""
    longest = _longest_match(game)
    for policy, per_token in (
        ("small", 1),
        ("big", 1),
        ("random", 1),
        ("small", 8),
        ("small", 400),
        ("random", 400),
    ):
        recipe = {
            "game": game,
            "players": players,
            "policy": policy,
            "seed": 1,
            "per_token": per_token,
            "options": longest,
        }
        body = chain_body(client, recipe)
        count = len(orjson.loads(body)["tokens"])
        yield Request(
            "replay",
            game,
            f"{game} {players}p chain of {count} tokens, {policy}, {per_token} a token",
            "POST",
            f"/v1/games/{game}/replay",
            body,
            recipe,
        )
    status, dealt = post(client, game, "deals", {"players": players, "sealed": True})
    for options in option_sets(game):
        for rows in (1, 499, 500):
            match = {"history": [[0] * len(dealt["views"][0]["view"]["match"]["scores"])] * rows}
            deal = {"players": players, "seed": 1, "options": options, "match": match}
            yield request("deals", game, f"{game} {players}p after {rows} deals", deal)
    yield request(
        "deals", game, f"{game} {players}p sealed, every view", {"players": players, "sealed": True}
    )
    token = dealt["token"]
    rng = random.Random(game)
    for number in range(400):
        status, listing = post(client, game, "legal-moves", {"token": token, "limit": 1000})
        if status != 200 or not listing["moves"]:
            break
        move = choose(listing["moves"], "small", rng)
        if number % 10 == 0:
            at = f"{game} {players}p sealed @{number}"
            yield request("legal-moves", game, at, {"token": token, "limit": 1000})
            yield request("apply", game, at, {"token": token, "move": move})
            yield request("validate", game, at, {"token": token, "move": move})
            yield request("view", game, at, {"token": token, "player": 0})
        status, applied = post(client, game, "apply", {"token": token, "move": move})
        if status != 200:
            break
        token = applied["token"]
    yield request("score", game, f"{game} {players}p sealed end", {"token": token})
    yield request("next-deal", game, f"{game} {players}p sealed end", {"token": token})


# ---- everything ------------------------------------------------------------------------------


def read_only() -> Iterator[Request]:
    yield Request("catalogue", "", "GET /v1/games", "GET", "/v1/games")
    yield Request("conformance", "", "GET /v1/conformance", "GET", "/v1/conformance")
    for game in GAMES:
        yield Request(
            "catalogue", game.id, f"GET /v1/games/{game.id}", "GET", f"/v1/games/{game.id}"
        )
        yield Request(
            "conformance",
            game.id,
            f"GET /v1/conformance/{game.id}",
            "GET",
            f"/v1/conformance/{game.id}",
        )


def filled(client: FlaskClient, game: str) -> Iterator[Request]:
    """The bodies filled to the size limit of ``tests/api/costly_bodies.py``."""
    from tests.api.costly_bodies import game_cases

    players = max(next(g for g in GAMES if g.id == game).player_counts)
    for case in game_cases(client, game, players, steps=24, seed=3):
        if case.endpoint in ENDPOINTS:
            yield Request(
                case.endpoint,
                game,
                f"filled: {case.name}",
                "POST",
                f"/v1/games/{game}/{case.endpoint}",
                case.body,
            )


def game_requests(
    client: FlaskClient, game: str, seeds: int = 2, sealed: bool = True, bodies: bool = True
) -> Iterator[Request]:
    """Every adversarial request of one game (the bigger ``seeds``, the more deals)."""
    rng = random.Random(game)
    for deal in deals(client, game, seeds, option_sets(game)):
        yield from deal_requests(deal)
        if isinstance(deal.start.get("table"), dict) and deal.tag.split()[2] == "small":
            for bent in crowded(client, deal, rng, swaps=3):
                yield from deal_requests(bent)
    if sealed:
        counts = next(g for g in GAMES if g.id == game).player_counts
        yield from sealed_requests(client, game, max(counts))
    if bodies:
        yield from filled(client, game)
