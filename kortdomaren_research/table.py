"""One deal of a Kortdomaren game as a sequence of decisions with explicit chance.

This is the plain-Python state machine that both the OpenSpiel game
(:mod:`kortdomaren_research.openspiel`) and the PettingZoo environment
(:mod:`kortdomaren_research.pettingzoo`) wrap. It imports the engine, never the other way.

- **Chance.** The deal is a sequence of chance nodes, each dealing the next card of the pack
  from the cards not yet dealt (outcome: the card's index in :attr:`Spec.cards`, probability:
  its copies left over the cards left). The engine then deals from that order
  (``Game.deal(..., order=...)``), so every card's place is an explicit chance outcome. A
  Femhundra draw that reshuffles the pile into a new stock is followed by one chance node per
  card of the new stock, and the draw is applied with that order (the move's ``reshuffle``).
- **Decisions.** A move is one to three decisions. The first picks its *head*
  (:func:`head_of`: the card played, or the move type where no card names it); where n > 1
  legal moves share that head, the k-th of them in the game's own listing order is picked by
  k's digits in base :data:`SUBCHOICES`, most significant first, as many as n - 1 has
  (:func:`index_digits`; each digit d is action ``len(heads) + d``): one decision k for
  n <= 256, two (the block k // 256, then k % 256) for n <= 65,536, three beyond (a 1000
  discard: up to some 10⁵). Every listed move is reachable; the listing is the engine's
  whole one, except a crowded fishing table's (see :meth:`Table.choices`).
- **What a seat sees.** A seat's information state is its view at the deal, then, for every
  move made, the events as that seat may see them and its own hand after it
  (``events_view`` and ``view_plain`` of the family's wire module), then its current view:
  never a hidden card, and with perfect recall.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from types import ModuleType
from typing import Any

from service.bots.determinize import world
from service.bots.evaluate import sheet
from service.bots.sampling import pieces
from service.core.game import Game
from service.core.options import OptionSpec
from service.games import GAMES, find_game
from service.games.femhundra import wire as femhundra_wire
from service.games.femhundra.rules import reshuffle_pile
from service.games.femhundra.state import FemhundraState
from service.games.fishing import wire as fishing_wire
from service.games.tarot import wire as tarot_wire

#: The base of a move's index within its head: each digit d is action ``heads + d``.
SUBCHOICES = 256
#: The most index digits a move has, so the most moves one head can stand for (16,777,216;
#: a 1000 discard has up to some 10⁵).
DIGITS = 3
PER_HEAD = SUBCHOICES**DIGITS
#: The most moves one hand card lists on a crowded fishing table (where the count can run
#: past 10⁹ and is only a lower bound): the first 65,536 in listing order.
PER_CARD = SUBCHOICES**2
#: How far the whole listing is asked for before it is split by first decision.
LISTING = 4096
#: The most moves a deal may last before it ends where it stands (Femhundra's reshuffles let
#: a hand go on; the fishing and 800 deals end far earlier on their own).
MAX_MOVES = {"fishing": 400, "femhundra": 300, "tarot": 200}

WIRE: dict[str, ModuleType] = {
    "fishing": fishing_wire,
    "femhundra": femhundra_wire,
    "tarot": tarot_wire,
}

GAME_IDS: tuple[str, ...] = tuple(game.id for game in GAMES)


def short_name(game_id: str) -> str:
    """``kasino-fi`` -> ``kortdomaren_kasino_fi``: the name registered with OpenSpiel."""
    return "kortdomaren_" + game_id.replace("-", "_")


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


# --- parameters ---------------------------------------------------------------------------

#: An int parameter at this value, or a str parameter at ``"default"``, takes the game's
#: default (which may depend on other options and the player count).
DEFAULT_INT = -1
DEFAULT_STR = "default"


@dataclass(frozen=True)
class Param:
    """One OpenSpiel parameter: a game option (a nested option is ``group_field``)."""

    name: str
    path: tuple[str, ...]
    kind: str  # "int", "bool" or "str"
    default: Any
    choices: tuple[str, ...] = ()

    def to_option(self, value: Any) -> tuple[bool, Any]:
        """(given, option value): whether the parameter sets the option, and to what."""
        if self.kind == "int":
            return (value != DEFAULT_INT, int(value))
        if self.kind == "str":
            if value == DEFAULT_STR:
                return (False, None)
            if value == "null":
                return (True, None)
            if value in ("true", "false") and not self.choices:
                return (True, value == "true")
            return (True, str(value))
        return (value != self.default, bool(value))


def _params_of(specs: Sequence[OptionSpec], prefix: tuple[str, ...]) -> list[Param]:
    found: list[Param] = []
    for spec in specs:
        path = (*prefix, spec.name)
        name = "_".join(path)
        if spec.kind == "object":
            found += _params_of(spec.fields, path)
        elif spec.kind == "int":
            found.append(Param(name, path, "int", DEFAULT_INT))
        elif spec.kind == "bool" and not callable(spec.default) and not spec.nullable:
            found.append(Param(name, path, "bool", bool(spec.default)))
        elif spec.kind == "bool":  # a default that depends on other options: a string
            found.append(Param(name, path, "str", DEFAULT_STR))
        else:
            choices = (*spec.choices, *(("null",) if spec.nullable else ()))
            found.append(Param(name, path, "str", DEFAULT_STR, choices))
    return found


def params_of(game: Game[Any, Any]) -> list[Param]:
    """The game's options as OpenSpiel parameters (``players`` and ``dealer`` come first)."""
    return _params_of(game.option_specs, ())


def options_from(game: Game[Any, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """The raw options (as the API takes them) that parameter values stand for."""
    raw: dict[str, Any] = {}
    for param in params_of(game):
        if param.name not in values:
            continue
        given, value = param.to_option(values[param.name])
        if not given:
            continue
        target = raw
        for key in param.path[:-1]:
            target = target.setdefault(key, {})
        target[param.path[-1]] = value
    return raw


# --- heads ----------------------------------------------------------------------------------


def head_of(plain: Mapping[str, Any]) -> str:
    """A move's first decision, from its JSON: the card it plays, else its type."""
    if "type" not in plain:  # the fishing games: a card, or announcing out
        return "announce_out" if plain.get("announce_out") else f"card:{plain['card']}"
    kind = str(plain["type"])
    if kind == "draw":
        return f"draw:{plain['source']}"
    if "card" in plain:
        return f"{kind}:{plain['card']}"
    return kind


def heads_for(family: str, cards: Sequence[str]) -> tuple[str, ...]:
    """Every head a game of the family can have, in the fixed order of the action ids."""
    if family == "fishing":
        return ("announce_out", *(f"card:{c}" for c in cards))
    if family == "femhundra":
        fixed = ("draw:stock", "draw:pile", "take_pile", "meld", "lay_off")
        return (*fixed, *(f"{k}:{c}" for k in ("discard", "swap_joker", "claim") for c in cards))
    fixed = ("declare", "discard_widow")
    return (*fixed, *(f"{k}:{c}" for k in ("play", "fjont_exchange") for c in cards))


def digit_count(n: int) -> int:
    """How many index decisions follow the head when n moves share it (0 for one move)."""
    count = 0
    while SUBCHOICES**count < n:
        count += 1
    return count


def index_digits(k: int, n: int) -> list[int]:
    """The digits of the k-th of n moves of one head, most significant first."""
    count = digit_count(n)
    return [k // SUBCHOICES ** (count - 1 - i) % SUBCHOICES for i in range(count)]


# --- the spec of one configured game --------------------------------------------------------


@dataclass(frozen=True)
class Spec:
    """A game with its options resolved: everything fixed for all its deals."""

    game: Game[Any, Any]
    players: int
    options: Any
    dealer: int
    pack: tuple[str, ...]
    cards: tuple[str, ...]  # the distinct cards, sorted: the chance outcomes' ids
    heads: tuple[str, ...]
    max_moves: int
    raw_options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def family(self) -> str:
        return self.game.family

    @property
    def wire(self) -> ModuleType:
        return WIRE[self.game.family]

    @property
    def index(self) -> dict[str, int]:
        """A card's chance-outcome id."""
        return _card_index(self.cards)

    @property
    def num_actions(self) -> int:
        return len(self.heads) + SUBCHOICES

    @property
    def max_length(self) -> int:
        """Every action of a deal, chance included: the deal, at most ``1 + DIGITS``
        decisions per move, and Femhundra's reshuffles (each at most the pack)."""
        reshuffles = len(self.pack) if self.family == "femhundra" else 0
        return len(self.pack) + self.max_moves * (1 + DIGITS + reshuffles)


def make_spec(
    game_id: str,
    players: int | None = None,
    raw_options: Mapping[str, Any] | None = None,
    dealer: int = 0,
    max_moves: int | None = None,
) -> Spec:
    """The configured game; raises ``KeyError`` for an unknown id and the engine's
    ``InvalidInput`` for options it refuses."""
    game = find_game(game_id)
    if game is None:
        raise KeyError(game_id)
    players = game.player_counts[0] if players is None else players
    if players not in game.player_counts:
        raise ValueError(f"{game_id} is played by {game.player_counts} players, not {players}")
    if not 0 <= dealer < players:
        raise ValueError(f"no seat {dealer} to deal")
    options = game.resolve_options(dict(raw_options or {}), players)
    pack = tuple(game.pack(options))
    cards = tuple(sorted(set(pack)))
    return Spec(
        game=game,
        players=players,
        options=options,
        dealer=dealer,
        pack=pack,
        cards=cards,
        heads=heads_for(game.family, cards),
        max_moves=MAX_MOVES[game.family] if max_moves is None else max_moves,
        raw_options=dict(raw_options or {}),
    )


@lru_cache(maxsize=64)
def _card_index(cards: tuple[str, ...]) -> dict[str, int]:
    return {card: n for n, card in enumerate(cards)}


@lru_cache(maxsize=64)
def cached_spec(game_id: str, players: int, raw: str, dealer: int, max_moves: int) -> Spec:
    """:func:`make_spec` remembered (``raw``: the raw options as JSON)."""
    return make_spec(game_id, players, json.loads(raw), dealer, max_moves)


# --- one deal -------------------------------------------------------------------------------

CHANCE = -1
TERMINAL = -4


class Table:
    """One deal in progress. Mutable (the wrappers apply actions to it); :meth:`clone` is
    cheap because the engine's states are immutable and shared."""

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.order: list[str] = []  # the pack dealt so far, first card first
        self.state: Any = None  # the engine's state once the pack is complete
        self.pending: str | None = None  # a head chosen, its move not yet picked
        self.digits: tuple[int, ...] = ()  # the index digits chosen since, if any
        self.reshuffle: tuple[Any, tuple[str, ...], list[str]] | None = None
        self.moves = 0
        self.actions: list[int] = []  # every action applied, chance included
        self.seen: list[list[str]] = [[] for _ in range(spec.players)]
        self.left: Counter[str] = Counter(spec.pack)  # the cards not yet dealt
        # each Femhundra reshuffle: (index of its first chance action, its length, index of
        # the seat logs' entry for the draw that made it)
        self.reshuffled: list[tuple[int, int, int]] = []
        # every move chosen (as listed, before a reshuffle's order) and the actions that made it
        self.made: list[tuple[Any, tuple[int, ...]]] = []
        self._choices: dict[str, tuple[Any, ...]] | None = None

    def __getstate__(self) -> dict[str, Any]:
        """Pickled with the game's configuration in place of the game (whose objects hold
        functions); the engine's states pickle as they are."""
        data = {k: v for k, v in self.__dict__.items() if k not in ("spec", "_choices")}
        spec = self.spec
        data["spec"] = (spec.game.id, spec.players, _json(spec.raw_options), spec.dealer)
        data["max_moves"] = spec.max_moves
        return data

    def __setstate__(self, data: dict[str, Any]) -> None:
        data = dict(data)
        game_id, players, raw, dealer = data.pop("spec")
        max_moves = data.pop("max_moves")
        self.__dict__.update(data)
        self.__dict__.setdefault("digits", ())
        self.spec = cached_spec(game_id, players, raw, dealer, max_moves)
        self._choices = None

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        return self.clone()

    def clone(self) -> Table:
        other = Table.__new__(Table)
        other.__dict__.update(self.__dict__)
        other.order = list(self.order)
        other.actions = list(self.actions)
        other.seen = [list(log) for log in self.seen]
        other.left = Counter(self.left)
        if self.reshuffle is not None:
            move, pile, order = self.reshuffle
            other.reshuffle = (move, pile, list(order))
        return other

    # -- whose turn -----------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.state is not None and (
            self.state.to_move is None or self.moves >= self.spec.max_moves
        )

    def current_player(self) -> int:
        if self.state is None or self.reshuffle is not None:
            return CHANCE
        if self.is_terminal():
            return TERMINAL
        return int(self.state.to_move)

    # -- chance -----------------------------------------------------------------------------

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(card id, probability) for the next card of the pack or of a reshuffled stock."""
        if self.reshuffle is not None:
            _, pile, order = self.reshuffle
            left = Counter(pile) - Counter(order)
        else:
            left = self.left
        total = sum(left.values())
        index = self.spec.index
        return sorted((index[card], count / total) for card, count in left.items() if count)

    # -- decisions --------------------------------------------------------------------------

    def choices(self) -> dict[str, tuple[Any, ...]]:
        """The legal moves by head, in listing order, each head's first :data:`PER_HEAD`.

        Where the whole listing runs past :data:`LISTING`, the fishing games' moves are listed
        per hand card (``service.bots.sampling.pieces``, the game's own listing split by first
        decision, each card's first :data:`PER_CARD`); elsewhere the whole listing is asked
        for again, as far as its count.
        """
        if self._choices is not None:
            return self._choices
        game, state = self.spec.game, self.state
        listing = game.legal_moves(state, LISTING)
        moves: Sequence[Any] = listing.moves
        if len(listing.moves) < listing.count:
            split = pieces(game, state)
            if split:
                moves = [move for piece in split for move in piece(PER_CARD)]
            else:
                moves = game.legal_moves(state, listing.count).moves
        grouped: dict[str, list[Any]] = {}
        to_plain = self.spec.wire.move_to_plain
        for move in moves:
            bucket = grouped.setdefault(head_of(to_plain(move)), [])
            if len(bucket) < PER_HEAD:
                bucket.append(move)
        self._choices = {head: tuple(found) for head, found in grouped.items()}
        return self._choices

    def _span(self) -> tuple[int, int, int]:
        """With a head pending: (n, first index the digits so far allow, moves per next
        digit)."""
        assert self.pending is not None
        n = len(self.choices()[self.pending])
        left = digit_count(n) - len(self.digits)
        base = 0
        for digit in self.digits:
            base = base * SUBCHOICES + digit
        step = SUBCHOICES ** (left - 1)
        return n, base * SUBCHOICES * step, step

    def legal_actions(self) -> list[int]:
        if self.current_player() < 0:
            return []
        choices = self.choices()
        if self.pending is not None:
            n, first, step = self._span()
            count = min(SUBCHOICES, -(-(n - first) // step))
            return [len(self.spec.heads) + d for d in range(count)]
        index = {head: n for n, head in enumerate(self.spec.heads)}
        return sorted(index[head] for head in choices)

    def action_move(self, action: int) -> Any | None:
        """The move an action completes, or None where it only picks a head or a digit that
        is not the last."""
        choices = self.choices()
        heads = self.spec.heads
        if self.pending is not None:
            _, first, step = self._span()
            if step > 1:
                return None
            return choices[self.pending][first + action - len(heads)]
        found = choices[heads[action]]
        return found[0] if len(found) == 1 else None

    def encode(self, move: Any) -> list[int] | None:
        """The actions that make ``move`` here (its head, then its index's digits where
        several moves share the head); None when it is not among the moves listed."""
        heads = self.spec.heads
        head = head_of(self.spec.wire.move_to_plain(move))
        found = self.choices().get(head, ())
        if move not in found:
            return None
        digits = index_digits(found.index(move), len(found))
        return [heads.index(head), *(len(heads) + d for d in digits)]

    def action_to_string(self, player: int, action: int) -> str:
        """A chance outcome's card, a head (``card:7S``), or the move's JSON as the API
        writes it."""
        if player == CHANCE:
            return f"deal:{self.spec.cards[action]}"
        heads = self.spec.heads
        if self.state is not None and self.current_player() == player:
            try:
                move = self.action_move(action)
            except (IndexError, KeyError):
                move = None
            if move is not None:
                return _json(self.spec.wire.move_to_plain(move))
        if action < len(heads):
            return heads[action]
        return f"choice:{action - len(heads)}"

    def apply(self, action: int) -> None:
        self.actions.append(action)
        if self.state is None:
            card = self.spec.cards[action]
            self.order.append(card)
            self.left[card] -= 1
            if len(self.order) == len(self.spec.pack):
                self._deal()
            return
        if self.reshuffle is not None:
            move, pile, order = self.reshuffle
            order.append(self.spec.cards[action])
            if len(order) == len(pile):
                self.reshuffle = None
                start = len(self.actions) - len(order)
                self.reshuffled = [*self.reshuffled, (start, len(order), len(self.seen[0]))]
                self._commit(replace(move, reshuffle=tuple(order)))
            return
        move = self.action_move(action)
        heads = self.spec.heads
        if move is None:
            if self.pending is None:
                self.pending = heads[action]
            else:
                self.digits = (*self.digits, action - len(heads))
            return
        made: tuple[int, ...] = (action,)
        if self.pending is not None:
            prefix = (heads.index(self.pending), *(len(heads) + d for d in self.digits))
            made = (*prefix, action)
        self.pending = None
        self.digits = ()
        self.made = [*self.made, (move, made)]
        if isinstance(self.state, FemhundraState):
            pile = reshuffle_pile(self.state, move)
            if pile is not None:
                self.reshuffle = (move, tuple(pile), [])
                return
        self._commit(move)

    def _deal(self) -> None:
        spec = self.spec
        self.state = spec.game.deal(spec.players, spec.options, spec.dealer, 0, None, self.order)
        for seat in range(spec.players):
            self.seen[seat].append(_json(spec.wire.view_plain(self.state, seat)))

    def _commit(self, move: Any) -> None:
        outcome = self.spec.game.apply(self.state, move)
        self.state = outcome.state
        self._choices = None
        self.moves += 1
        wire = self.spec.wire
        for seat in range(self.spec.players):
            hand = self._hand(seat)
            self.seen[seat].append(_json([wire.events_view(outcome.events, seat), hand]))

    def _hand(self, seat: int) -> list[str]:
        return sorted(self.state.hands[seat])

    # -- what a seat sees -------------------------------------------------------------------

    def view(self, seat: int) -> dict[str, Any]:
        """The seat's view now (the API's ``view_plain``), or the cards it holds so far while
        the pack is being dealt (none: the deal is shown when complete)."""
        if self.state is None:
            return {"dealing": len(self.order), "seat": seat}
        plain: dict[str, Any] = self.spec.wire.view_plain(self.state, seat)
        if self.pending is not None and self.current_player() == seat:
            plain = {**plain, "pending": self.pending}
            if self.digits:
                plain["digits"] = list(self.digits)
        return plain

    def observation_string(self, seat: int) -> str:
        return _json(self.view(seat))

    def information_state_string(self, seat: int) -> str:
        """The seat's view at the deal, what it saw of every move since, and its view now."""
        return "\n".join([f"seat {seat}", *self.seen[seat], self.observation_string(seat)])

    # -- the end ----------------------------------------------------------------------------

    def returns(self) -> list[float]:
        """Each seat's side's points on the game's own score sheet for the deal (negated in
        the games where the lowest total wins), 0 before the end."""
        if not self.is_terminal():
            return [0.0] * self.spec.players
        scored = sheet(self.spec.game, self.state)
        sign = -1.0 if scored.lowest_wins else 1.0
        return [sign * scored.points[scored.side_of(seat)] for seat in range(self.spec.players)]

    def margins(self) -> list[float]:
        """Each seat's side's points less the best other side's (the bots' measure)."""
        scored = sheet(self.spec.game, self.state)
        return [float(scored.margin(seat)) for seat in range(self.spec.players)]


def determinized(table: Table, seat: int, rng: random.Random) -> Table:
    """The table with the engine's state replaced by one world the seat cannot tell from it
    (``service.bots.determinize.world``, the draw the ``search`` bot makes); its history is
    kept as it was, so it is a world to search in, not a replayable state: cheap where
    :func:`resample` replays the whole deal."""
    other = table.clone()
    if table.state is None:
        return _resample_dealing(table, rng)
    other.state = world(table.spec.game, table.state, seat, rng)
    other._choices = None
    return other


def play_actions(spec: Spec, actions: Sequence[int]) -> Table:
    """The table after these actions from the start (raises on an illegal action)."""
    table = Table(spec)
    for action in actions:
        player = table.current_player()
        if player == CHANCE:
            legal = {outcome for outcome, _ in table.chance_outcomes()}
        else:
            legal = set(table.legal_actions())
        if action not in legal:
            raise ValueError(f"action {action} is not legal here")
        table.apply(action)
    return table


def resample(table: Table, seat: int, rng: random.Random, tries: int = 200) -> Table:
    """A table the seat cannot tell from ``table``, its hidden cards dealt anew.

    The bots' determinization (``service.bots.determinize``: pool what the seat cannot see,
    shuffle, deal back in the same places) done on the chance outcomes, so the result has a
    history: the cards the seat has never seen (in its information state) are shuffled among
    their places in the pack, and so are the cards of each Femhundra reshuffle that the seat
    has not seen since (all were seen in the pile; who then drew which is hidden); every
    decision is replayed. A replay whose decisions are not legal, or whose information state
    for the seat differs (a card an opponent could not have held, say), is drawn again: this
    is rejection sampling, so the result is uniform among the deals the seat cannot tell
    apart. After ``tries`` rejections the table itself is returned (it is one of them).
    """
    if table.state is None:
        return _resample_dealing(table, rng)
    spec = table.spec
    target = table.information_state_string(seat)
    seen_cards = {card for card in spec.cards if f'"{card}"' in target}
    places = [n for n, card in enumerate(table.order) if card not in seen_cards]
    dealt = len(spec.pack)
    index = spec.index
    reshuffles = []  # (first action, the order, the places in it that may change)
    for start, length, entry in table.reshuffled:
        order = [spec.cards[a] for a in table.actions[start : start + length]]
        since = "\n".join([*table.seen[seat][entry:], table.observation_string(seat)])
        free = [n for n in range(1, length) if f'"{order[n]}"' not in since]
        reshuffles.append((start, order, free))
    partial = [] if table.reshuffle is None else list(table.reshuffle[2])
    for _ in range(tries):
        actions = list(table.actions)
        cards = [table.order[n] for n in places]
        rng.shuffle(cards)
        for place, card in zip(places, cards, strict=True):
            actions[place] = index[card]
        orders = []
        for _start, order, free in reshuffles:
            new = list(order)
            moved = [order[n] for n in free]
            rng.shuffle(moved)
            for n, card in zip(free, moved, strict=True):
                new[n] = card
            orders.append(new)
        try:
            other = _replay(
                spec, actions[:dealt], table.made, [*orders, partial], table.pending, table.digits
            )
        except _Mismatch:
            continue
        if other.information_state_string(seat) == target:
            return other
    return table.clone()


class _Mismatch(Exception):
    pass


def _replay(
    spec: Spec,
    deal: Sequence[int],
    made: Sequence[tuple[Any, tuple[int, ...]]],
    orders: Sequence[Sequence[str]],
    pending: str | None,
    digits: Sequence[int] = (),
) -> Table:
    """The deal, then the same moves (each encoded anew: which actions make a move depends
    on the hand; where the new hand cannot make it, the same actions, whose move the seat's
    information state then judges) with the given reshuffles, then the pending head if any;
    :class:`_Mismatch` where a move or a reshuffle is not possible in the new deal."""
    table = Table(spec)
    for action in deal:
        table.apply(action)
    index = spec.index
    left = iter(orders)
    for move, made_by in made:
        if table.current_player() < 0:
            raise _Mismatch
        actions = table.encode(move) or made_by  # a move the new hand cannot make: the
        for action in actions:  # same actions, another move (an unseen discard, say)
            if action not in table.legal_actions():
                raise _Mismatch
            table.apply(action)
        if table.reshuffle is not None:
            for card in next(left, ()):
                if index[card] not in {o for o, _ in table.chance_outcomes()}:
                    raise _Mismatch
                table.apply(index[card])
    if pending is not None:
        head = spec.heads.index(pending)
        if head not in table.legal_actions():
            raise _Mismatch
        table.apply(head)
    for digit in digits:
        action = len(spec.heads) + digit
        if action not in table.legal_actions() or table.action_move(action) is not None:
            raise _Mismatch
        table.apply(action)
    return table


def _resample_dealing(table: Table, rng: random.Random) -> Table:
    """While the pack is being dealt nobody has seen a card: any order of the same length."""
    other = Table(table.spec)
    pack = list(table.spec.pack)
    rng.shuffle(pack)
    index = {card: n for n, card in enumerate(table.spec.cards)}
    for card in pack[: len(table.order)]:
        other.apply(index[card])
    return other
