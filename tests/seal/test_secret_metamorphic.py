"""Every field of every answer to a seat-bound token is the same whatever that seat cannot see.

A metamorphic property over the 12 games and every endpoint that takes a token. States are
reached by play (random moves, greedy bot moves, build moves preferred where there are
builds) from a deal shuffled as a sealed deal is, at every depth from the first lay-away of a
tarot deal through Femhundra's reshuffled stocks to the deal's end. For a position and a seat
k, a twin state is made that k cannot tell from it: every card k has never seen (in its views
or its events, since the deal began) trades places with another such card among the other
hands, the stock and the cards laid away face down, and other seats' build additions get
random ``exempt`` flags where the rules allow one (BYGG-PART-1/2). Both states give k the same
view (checked before anything is sent). Each is sealed into a token bound to k (the service's
own ``sealed_answer``, same deal secrets), and the same request is sent with each token: the
two answers, status code and whole JSON body, must be equal.

What is left out of the comparison, each because it differs between any two calls by
construction, not because of the state:

* the token's bytes (a fresh random nonce each time): a token is compared by its length only;
* a problem document's ``request_id`` (a fresh id per request).

And what is held equal between the two calls for the same reason: the server seed a
``next-deal`` draws (the same value for both calls) and the clock's cap on a search's time
(lifted: a loaded machine would otherwise stop one of the two searches earlier). The spent-token
ledger is replaced by one that forgets: it keys a token by its game, deal and step, which both
twins share, and is not what this property is about.

Where the answers rightly differ, the difference must be in what k itself sees (its views and
events) and be explained: the move drew or dealt k a card from the reshuffled stock, the deal
ended (its shuffle is then revealed), a seat was found in default from the hands, or another
seat's bot chose a visibly different move from its different hand. Half the twins keep the
stock as it is, so that their draws and deals are compared whole. Every other difference is a
leak and fails with both answers.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import random
from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.api.families import FAMILIES, Family
from service.api.sealing import deal_secrets, sealed_answer
from service.bots import suggest as bot_suggest
from service.core.game import Game
from service.core.verdict import IllegalMove
from service.games import GAMES, find_game
from service.games.building.responsibility import may_add_for_partner, unheld
from service.games.building.values import hand_value
from service.games.femhundra.state import FemhundraState
from service.games.fishing.state import FishingState
from service.games.tarot.deck import sorted_cards
from service.games.tarot.state import TarotState
from tests.seal.sealed_client import KEYS

#: Positions per game in one run of the suite: 1,200 in all (2,400 sealed states), some 8,400
#: requests sent with both tokens; benchmarks/secrets_soak.py runs ten times as many.
POSITIONS = int(os.environ.get("KD_SECRET_POSITIONS", "100"))
SEED = int(os.environ.get("KD_SECRET_SEED", "2026"))
#: Events after which k rightly knows more: a card dealt or drawn from the stock (its new
#: hand), a pile reshuffled into a new stock (its up-card). With the stock kept as it is,
#: these must be equal too.
FROM_STOCK = frozenset({"dealt", "drawn", "drew", "reshuffled"})
#: Events that reveal whatever the deal hid: its end (every hand and the shuffle revealed),
#: a player found in default on a build or penalised for it, announced from the hands.
REVEALING = frozenset({"deal_over", "leftovers", "match_over", "default", "penalty"})
LEVELS = ("random", "random", "greedy", "greedy", "search")
#: Moves after which a deal is left for a new one: random play can draw and discard in
#: Femhundra for thousands of moves, and a seat then has seen nearly every card.
LONGEST = 400
#: Quick requests sent per position (of up to 12), besides the one that runs a bot.
CHEAP = 6


class ForgetfulLedger:
    """A spent-token ledger that records nothing (see the module's docstring)."""

    def claim(self, key: str, value: str, ttl: int) -> str | None:
        return None

    def peek(self, key: str) -> str | None:
        return None

    def describe(self) -> str:
        return "forgetful (tests)"


@pytest.fixture(scope="module")
def app() -> Flask:
    return twin_app()


def twin_app() -> Flask:
    return create_app({"TESTING": True, "SEAL_KEYS": KEYS, "LEDGER": ForgetfulLedger()})


@contextmanager
def twin_calls() -> Iterator[None]:
    """A next deal's server seed is drawn afresh per call: the twins' calls get the same; a
    search is not cut short by the clock."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("service.api.sealing.secrets.token_bytes", _repeatable_bytes)
        patch.setattr("service.api.routes.bot_suggest", partial(bot_suggest, cap_factor=1e9))
        yield


@pytest.fixture(autouse=True)
def _twin_calls() -> Iterator[None]:
    with twin_calls():
        yield


_draws = [itertools.count()]


def _repeatable_bytes(size: int) -> bytes:
    return hashlib.sha256(b"twin seed %d" % next(_draws[0])).digest()[:size]


def strings(value: Any) -> Counter[str]:
    """Every string in a plain value (card codes among them), with repeats."""
    found: Counter[str] = Counter()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found[item] += 1
        elif isinstance(item, Mapping):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


# -- positions reached by play --------------------------------------------------------------


@dataclass
class Position:
    """A state reached by play, the cards each seat has seen so far, and the deal's secrets."""

    game: Game[Any, Any]
    state: Any
    seen: list[frozenset[str]]
    deal: dict[str, Any]
    depth: int


def _pick(game: Game[Any, Any], family: Family, state: Any, rng: random.Random) -> Any:
    """A random legal move, a greedy bot's now and then; builds preferred where there are."""
    if rng.random() < 0.12:
        return bot_suggest(game, state, "greedy", rng.randrange(1000)).move
    moves = game.legal_moves(state, 80).moves
    builds = [move for move in moves if getattr(move, "build", None) is not None]
    if builds and rng.random() < 0.6:
        return rng.choice(builds)
    return rng.choice(moves)


def _interesting(state: Any, depth: int, events: set[str]) -> bool:
    """Tarot's lay-away, builds on the table, a stock just reshuffled, the deal's end."""
    return (
        depth < 3
        or getattr(state, "to_move", None) is None
        or bool(getattr(getattr(state, "table", None), "builds", ()))
        or "reshuffled" in events
        or str(getattr(getattr(state, "phase", None), "value", "")) == "discard"
    )


def positions(
    game: Game[Any, Any], rng: random.Random, count: int, players: int | None = None
) -> Iterator[Position]:
    """``count`` positions from deals played out from a fair-shuffled order (seeds 0, as a
    sealed deal's), sampled along the way, the interesting ones more often."""
    family = FAMILIES[game.family]
    made = 0
    seats = players
    while made < count:
        players = seats or rng.choice(game.player_counts)
        options = game.resolve_options({}, players)
        order = list(game.pack(options))
        rng.shuffle(order)
        state = game.deal(players, options, rng.randrange(players), 0, None, order)
        deal = deal_secrets([], 1)
        deal["dealer"] = {"players": players, "seat": state.dealer}
        seen = [set(strings(family.view_plain(state, seat))) for seat in range(players)]
        happened: set[str] = set()
        for depth in itertools.count():
            chance = 0.35 if _interesting(state, depth, happened) else 0.06
            if rng.random() < chance or state.to_move is None:
                yield Position(game, state, [frozenset(s) for s in seen], deal, depth)
                made += 1
                if made >= count:
                    return
            if state.to_move is None or depth == LONGEST:
                break
            outcome = game.apply(state, _pick(game, family, state, rng))
            state = outcome.state
            happened = {event["type"] for event in outcome.events}
            for seat in range(players):
                seen[seat] |= strings(family.view_plain(state, seat)).keys()
                seen[seat] |= strings(family.events_view(outcome.events, seat)).keys()


# -- the twin: everything k has never seen reshuffled ---------------------------------------


def _zones(state: Any, seat: int) -> list[tuple[str, int | None]]:
    """The zones that hold cards ``seat`` cannot see: (field, index of a seat or None)."""
    others = [s for s in range(state.players) if s != seat]
    if isinstance(state, FemhundraState) and state.is_over:
        return []  # every hand is shown at the count (R500-SCORE-1)
    zones: list[tuple[str, int | None]] = [("hands", s) for s in others]
    if isinstance(state, TarotState):
        zones += [("discards", s) for s in others]
    return [*zones, ("stock", None)]


def _get(state: Any, zone: tuple[str, int | None]) -> tuple[str, ...]:
    name, index = zone
    value = getattr(state, name)
    return tuple(value if index is None else value[index])


def twin(
    position: Position,
    seat: int,
    rng: random.Random,
    pins: Mapping[int, Counter[str]],
    keep_stock: bool,
) -> Any:
    """The position's state with every card ``seat`` has never seen moved among the hidden
    zones (``pins``: cards that stay in a seat's hand, those its bot's move plays). The deal
    over, nothing is hidden any more (its shuffle is revealed)."""
    state = position.state
    if state.to_move is None:
        return state
    if not (isinstance(state, FishingState) and state.table.builds):
        return _reshuffled(position, seat, rng, pins, keep_stock)
    # what every seat knows of a hand: a seat that answers for a build holds a card of its
    # value (BYGG-HOLD-1/3), or is in default; a twin keeps both as they are
    for _ in range(40):
        other = _random_exempt(_reshuffled(position, seat, rng, pins, keep_stock), seat, rng)
        if all(_unheld(other, s) == _unheld(state, s) for s in range(state.players) if s != seat):
            return other
    return state


def _unheld(state: FishingState, seat: int) -> list[str]:
    return [o.build.id for o in unheld(state.table.builds, state.hands[seat], seat, state.players)]


def _reshuffled(
    position: Position,
    seat: int,
    rng: random.Random,
    pins: Mapping[int, Counter[str]],
    keep_stock: bool,
) -> Any:
    state = position.state
    zones = [z for z in _zones(state, seat) if not (keep_stock and z[0] == "stock")]
    contents = [list(_get(state, zone)) for zone in zones]
    free: list[tuple[int, int]] = []  # (zone, slot) of a card that may move
    for z, (zone, cards) in enumerate(zip(zones, contents, strict=True)):
        owner = zone[1]
        pinned: Counter[str] = Counter()
        if zone[0] == "hands" and owner is not None:
            pinned = Counter(pins.get(owner, ()))
        for slot, card in enumerate(cards):
            if card in position.seen[seat]:
                continue
            if pinned[card]:
                pinned[card] -= 1
                continue
            free.append((z, slot))
    moved = [contents[z][slot] for z, slot in free]
    rng.shuffle(moved)
    for (z, slot), card in zip(free, moved, strict=True):
        contents[z][slot] = card
    if zones and zones[-1][0] == "stock":  # nobody sees a stock's order, even of cards seen
        stock = contents[-1]  # before (Femhundra's pile, reshuffled into a new stock)
        seen = [slot for slot, card in enumerate(stock) if card in position.seen[seat]]
        cards = [stock[slot] for slot in seen]
        rng.shuffle(cards)
        for slot, card in zip(seen, cards, strict=True):
            stock[slot] = card
    changes: dict[str, Any] = {}
    for zone, cards in zip(zones, contents, strict=True):
        name, index = zone
        kept = _get(state, zone)
        if isinstance(state, TarotState) and name != "stock" and kept == sorted_cards(kept):
            cards = list(sorted_cards(cards))  # a tarot hand is kept in order
        if index is None:
            changes[name] = tuple(cards)
        else:
            whole = list(changes.get(name, getattr(state, name)))
            whole[index] = tuple(cards)
            changes[name] = tuple(whole)
    return replace(state, **changes)


def _random_exempt(state: FishingState, seat: int, rng: random.Random) -> FishingState:
    """Another seat's addition is exempt or not as its hand would have made it: wherever the
    rules allow an exempt addition (BYGG-PART-1), either, at random."""
    builds = []
    for build in state.table.builds:
        history = list(build.history)
        for i, action in enumerate(history):
            if (
                action.seat != seat
                and action.type == "add"
                and may_add_for_partner(build.created_by, history[:i], action.seat, state.players)
            ):
                history[i] = replace(action, exempt=rng.random() < 0.5)
        builds.append(replace(build, history=tuple(history)))
    return replace(state, table=replace(state.table, builds=tuple(builds)))


# -- requests -------------------------------------------------------------------------------


@dataclass
class Tally:
    """What a run covered: positions, requests compared whole, and differences explained."""

    positions: int = 0
    compared: Counter[str] = field(default_factory=Counter)
    explained: Counter[str] = field(default_factory=Counter)
    hiding: int = 0  # positions in which something is hidden (the deal not over)
    changed: int = 0  # twins that differ from their state (a reshuffle that moved cards)


def canonical(status: int, body: Any) -> Any:
    """The answer less what differs between any two calls by construction."""

    def walk(value: Any, key: str | None = None) -> Any:
        if key == "token" and isinstance(value, str):
            return f"<token of {len(value)} characters>"
        if isinstance(value, Mapping):
            return {k: walk(v, k) for k, v in value.items() if k != "request_id"}
        if isinstance(value, list):
            return [walk(item) for item in value]
        return value

    return status, walk(body)


def seen_parts(body: Any) -> Any:
    """What the bound seat is shown of the game in an answer: its views and events."""
    if not isinstance(body, Mapping):
        return None
    verdicts = [v.get("seat_events") for v in body.get("verdicts", ())]
    return body.get("views"), verdicts


def event_types(body: Any) -> set[str]:
    if not isinstance(body, Mapping):
        return set()
    events = [e for entry in body.get("views", ()) for e in entry.get("events", ())]
    events += [
        e for v in body.get("verdicts", ()) for lists in v.get("seat_events", ()) for e in lists
    ]
    return {event.get("type", "") for event in events}


def _with_cards(move: dict[str, Any], cards: list[str], rng: random.Random) -> dict[str, Any]:
    """The move with one of its card codes replaced by one of ``cards``."""
    plain = dict(move)
    keys = [k for k, v in plain.items() if isinstance(v, str) and k not in ("type", "source")]
    lists = [k for k, v in plain.items() if isinstance(v, list) and v and isinstance(v[0], str)]
    if keys and (not lists or rng.random() < 0.6):
        plain[rng.choice(keys)] = rng.choice(cards)
    elif lists:
        key = rng.choice(lists)
        items = list(plain[key])
        items[rng.randrange(len(items))] = rng.choice(cards)
        plain[key] = items
    return plain


@dataclass
class Request:
    """One request to send with both tokens; ``other_bot``: another seat's bot plays."""

    name: str
    endpoint: str
    body: dict[str, Any]
    other_bot: bool = False
    chain: bool = False


def requests_for(
    position: Position, seat: int, rng: random.Random, bot: dict[str, Any]
) -> list[Request]:
    """Requests a holder of seat ``seat`` could send at this position: :data:`CHEAP` of the
    quick ones at random, and one that runs a bot (the slow ones; a quarter of the time only
    where the mover has thousands of moves, such as 1000's lay-away of ten cards)."""
    game, state = position.game, position.state
    family = FAMILIES[game.family]
    mover = state.to_move
    deck = sorted(set(game.pack(state.options)))
    hidden = sorted(c for s in range(state.players) if s != seat for c in state.hands[s])
    own = list(state.hands[seat])
    quick: list[Request] = [
        Request("score", "score", {}),
        Request("view", "view", {"player": seat}),
        Request("view-other", "view", {"player": (seat + 1) % state.players}),
        Request("next-deal", "next-deal", {}),
        Request("legal-moves", "legal-moves", {"limit": rng.choice((1, 5, 200))}),
        Request("replay-none", "replay", {"moves": []}),
    ]
    hint = Request("suggest", "suggest", dict(bot))
    played = Request("suggest-play", "suggest", {**bot, "play": True}, mover not in (None, seat))
    if mover is None:
        return [*quick, hint, played]
    listing = game.legal_moves(state, 200)
    moves = [family.move_to_plain(m) for m in listing.moves]
    if mover == seat:
        move = rng.choice(moves)
        wrong = _with_cards(move, deck, rng)
        foreign = _with_cards(move, hidden or deck, rng)
        quick += [
            Request("validate", "validate", {"move": move}),
            Request("validate-wrong", "validate", {"move": wrong}),
            Request("validate-foreign", "validate", {"move": foreign}),
            Request("apply", "apply", {"move": move}),
            Request("apply-foreign", "apply", {"move": foreign}),
            Request("replay", "replay", {"moves": [move, wrong]}),
            Request("chain", "apply", {"move": move}, chain=True),
        ]
        bots = [hint, played]
    else:
        theirs = rng.choice(moves)
        mine = _with_cards({**theirs, "player": seat}, own or deck, rng)
        quick += [
            Request("validate-other", "validate", {"move": theirs}),
            Request("validate-not-turn", "validate", {"move": mine}),
            Request("apply-not-turn", "apply", {"move": mine}),
            Request("replay-other", "replay", {"moves": [theirs]}),
            hint,  # refused before any bot runs
        ]
        bots = [played, Request("chain", "suggest", {**bot, "play": True}, True, chain=True)]
    asked = rng.sample(quick, min(CHEAP, len(quick)))
    if listing.count < 2000 or rng.random() < 0.25:
        asked.append(rng.choice(bots))
    return asked


def send(api: FlaskClient, game: str, request: Request, token: str) -> tuple[int, Any]:
    answer = api.post(f"/v1/games/{game}/{request.endpoint}", json={"token": token, **request.body})
    body = answer.get_json()
    if request.chain and answer.status_code == 200:
        chained = api.post(f"/v1/games/{game}/replay", json={"tokens": [token, body["token"]]})
        return chained.status_code, {"step": body, "chain": chained.get_json()}
    return answer.status_code, body


def explained(request: Request, first: Any, second: Any, keep_stock: bool) -> bool:
    """Whether two different answers differ for a reason the seat may know (module doc)."""
    a, b = (
        body["step"] if isinstance(body, Mapping) and "chain" in body else body
        for body in (first, second)
    )
    if seen_parts(a) == seen_parts(b):
        return False  # the seat is shown the same game, yet something else differs
    happened = event_types(a) | event_types(b)
    if happened & REVEALING or (not keep_stock and happened & FROM_STOCK):
        return True
    if isinstance(a, Mapping) and isinstance(a.get("scores"), Mapping):
        return True  # the deal ended: the shuffle is revealed
    # another seat's bot, on another hand, may make another move, which the seat then sees
    # (whether a move's events and views leak is tests/seal/test_views_never_leak.py's part)
    return request.other_bot


def check_position(
    api: FlaskClient, position: Position, rng: random.Random, tally: Tally
) -> None:
    game, state = position.game, position.state
    family = FAMILIES[game.family]
    seat = rng.randrange(state.players)
    level = rng.choice(LEVELS)
    seed, budget = rng.randrange(2**20), rng.choice((1, 2))
    bot: dict[str, Any] = {"level": level, "seed": seed}
    if level == "search":
        bot["budget_ms"] = budget
    asked = requests_for(position, seat, rng, bot)
    pins: dict[int, Counter[str]] = {}
    mover = state.to_move
    if any(request.other_bot for request in asked):  # the cards its bot plays stay in its hand
        found = bot_suggest(game, state, level, seed, budget, None, 1e9)
        pins[mover] = strings(family.move_to_plain(found.move)) & Counter(state.hands[mover])
    keep_stock = rng.random() < (0.5 if state.players > 2 else 0.25)
    other = twin(position, seat, rng, pins, keep_stock)
    view = family.view_plain
    assert view(other, seat) == view(state, seat), "the twin must look the same to the seat"
    tally.hiding += mover is not None
    tally.changed += family.seal_state(other) != family.seal_state(state)
    tokens = [
        sealed_answer(game, family, KEYS, s, dict(position.deal), None, seat=seat)["token"]
        for s in (state, other)
    ]
    tally.positions += 1
    for request in asked:
        answers = []
        for token in tokens:
            _draws[0] = itertools.count()  # the same server seed for both calls
            answers.append(send(api, game.id, request, token))
        if canonical(*answers[0]) == canonical(*answers[1]):
            tally.compared[request.name] += 1
            continue
        if answers[0][0] == answers[1][0] == 200 and explained(
            request, answers[0][1], answers[1][1], keep_stock
        ):
            tally.explained[request.name] += 1
            continue
        pytest.fail(
            f"{game.id}: seat {seat} learns what it cannot see from {request.name} "
            f"{request.body} (depth {position.depth}, seed {SEED}); state, then twin:\n"
            + "\n".join(differences(canonical(*answers[0]), canonical(*answers[1])))
        )


def differences(first: Any, second: Any, path: str = "") -> list[str]:
    """Where two answers differ, as JSON pointers and both values."""
    if isinstance(first, Mapping) and isinstance(second, Mapping):
        keys = sorted(set(first) | set(second))
        return [d for k in keys for d in differences(first.get(k), second.get(k), f"{path}/{k}")]
    lists = isinstance(first, list | tuple) and isinstance(second, list | tuple)
    if lists and len(first) == len(second):
        pairs = zip(first, second, strict=True)
        return [d for i, (a, b) in enumerate(pairs) for d in differences(a, b, f"{path}/{i}")]
    return [] if first == second else [f"{path or '/'}: {first!r:.300} | {second!r:.300}"]


def run(api: FlaskClient, game: Game[Any, Any], count: int, seed: int) -> Tally:
    rng = random.Random(f"{seed}:{game.id}")
    tally = Tally()
    for position in positions(game, rng, count):
        check_position(api, position, rng, tally)
    return tally


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_a_bound_seat_learns_nothing_it_cannot_see(app: Flask, game: Game[Any, Any]) -> None:
    tally = run(app.test_client(), game, POSITIONS, SEED)
    compared, explained_ = sum(tally.compared.values()), sum(tally.explained.values())
    assert tally.positions == POSITIONS
    # the property is not empty: most twins really differ, and most answers are compared whole
    assert 3 * tally.changed >= tally.hiding, tally
    assert compared >= 4 * explained_, tally
    for name in ("suggest-play", "validate", "apply", "chain", "score", "view", "next-deal"):
        assert tally.compared[name] > 0, (name, tally)


def _swapped(state: FishingState, mover: int, out: str, into: str) -> FishingState:
    """``out`` leaves the mover's hand for the place of ``into`` (another hand or the stock),
    which takes its place in the hand."""
    hands = [list(hand) for hand in state.hands]
    stock = list(state.stock)
    for zone in [*(hands[s] for s in range(state.players) if s != mover), stock]:
        if into in zone:
            zone[zone.index(into)] = out
            break
    hands[mover][hands[mover].index(out)] = into
    return replace(state, hands=tuple(map(tuple, hands)), stock=tuple(stock))


def exempt_twins(game: Game[Any, Any], rng: random.Random) -> Iterator[tuple[Any, Any, int, Any]]:
    """Positions where the mover may add to its partner's build (BYGG-PART-1) and a twin, the
    same to another seat, in which the mover's rest of hand makes the addition exempt if the
    position's does not, or the other way (BYGG-PART-2): (state, twin, seat, move)."""
    for position in positions(game, rng, 400, players=4):
        state = position.state
        mover = state.to_move
        if mover is None or not state.table.builds:
            continue
        seat = rng.choice([s for s in range(4) if s != mover])
        for move in game.legal_moves(state, 200).moves:
            if move.build is None:
                continue
            read = game.apply(state, move).verdict.interpretation
            if read.get("action") != "add":
                continue
            onto = next(b for b in state.table.builds if b.id == read["build"])
            if not may_add_for_partner(onto.created_by, onto.history, mover, 4):
                continue
            rest = list(state.hands[mover])
            rest.remove(move.card)
            holding = [c for c in rest if hand_value(c) == read["value"]]
            unseen = [
                c
                for s in range(4)
                if s not in (seat, mover)
                for c in (*state.hands[s], *state.stock)
                if c not in position.seen[seat] and c not in cards_named_by(move)
            ]
            if holding:  # the twin holds none of the value: its addition is exempt
                others = [c for c in unseen if hand_value(c) != read["value"]]
                if len(others) < len(holding):
                    continue
                other = state
                for out, into in zip(holding, others, strict=False):
                    other = _swapped(other, mover, out, into)
            else:  # the twin holds one: its addition is not exempt
                same = [c for c in unseen if hand_value(c) == read["value"]]
                spare = [c for c in rest if c not in cards_named_by(move)]
                if not same or not spare:
                    continue
                other = _swapped(state, mover, spare[0], same[0])
            try:
                twin_read = game.apply(other, move).verdict.interpretation
            except IllegalMove:
                continue
            if twin_read.get("exempt") == read.get("exempt"):
                continue
            if any(_unheld(other, s) != _unheld(state, s) for s in range(4) if s != seat):
                continue
            yield state, other, seat, move
            break


def cards_named_by(move: Any) -> set[str]:
    return set(strings(FAMILIES["fishing"].move_to_plain(move)))


@pytest.mark.parametrize("game_id", ["byggkasino", "mulle-glimne"])
def test_another_seats_addition_to_a_build_does_not_tell_its_hand(
    app: Flask, game_id: str
) -> None:
    """A bot adds to its partner's build; in one state it still holds a card of the build's
    value, in its twin none, so only one addition is exempt (BYGG-PART-2). Played from a
    token bound to another seat, the two answers are the same (interpretation's ``exempt``
    among them). The random sampling above meets this case too rarely to count on it."""
    game = find_game(game_id)
    assert game is not None
    family = FAMILIES[game.family]
    api = app.test_client()
    rng = random.Random(f"exempt:{game_id}")
    checked = 0
    for state, other, seat, move in exempt_twins(game, rng):
        assert family.view_plain(other, seat) == family.view_plain(state, seat)
        seed = next(
            (
                s
                for s in range(400)
                if bot_suggest(game, state, "random", s).move == move
                and bot_suggest(game, other, "random", s).move == move
            ),
            None,
        )
        if seed is None:
            continue
        deal = deal_secrets([], 1)
        answers = []
        for s in (state, other):
            token = sealed_answer(game, family, KEYS, s, dict(deal), None, seat=seat)["token"]
            body = {"token": token, "level": "random", "seed": seed, "play": True}
            answer = api.post(f"/v1/games/{game_id}/suggest", json=body)
            answers.append(canonical(answer.status_code, answer.get_json()))
        assert answers[0][0] == 200 and answers[0][1]["interpretation"]["action"] == "add"
        assert answers[0] == answers[1], differences(*answers)
        checked += 1
        if checked == 3:
            break
    assert checked, "no addition to a partner's build found to compare"
