"""Listing a building game's legal plays: every distinct capture, build and trail, in a fixed
order, cut at a limit, counted truthfully.

Plays are grouped into *families* that share everything except the loose cards they use: the
card, the kind, the value, the build built on, the builds merged or captured whole. Whether a
family is legal at all depends only on those (the holding duty never looks at loose cards,
BYGG-HOLD-3), so it is judged once, on a table without the loose cards; its loose selections
then come from one closure (:mod:`~service.games.building.streams`), shared by the families
that need the same one, and are expanded to cards a vector at a time. A build's value is
bounded by the cards kept (the builder holds a card of it), so the families are few.

Distinct plays (decision D1): a build action is its card, kind, target build, value, the
multiset of loose cards and the builds merged — splitting the same cards into parts
differently is the same play, since a compound build's parts never matter again (BYGG-ADD-4,
BYGG-CAP-2). A capture is its card and the set of items taken.

Order per hand card (canonical card order): the trail, captures (builds of the value alone
first), new builds by value, additions and raises by build in table order; within a family
the closure's order, each vector expanded to card level in table order. A build vector's
split into parts and its cards' places in them (its *layout*) are made once per listing and
closure vector, for every family reading that closure (:meth:`Lister._layout`); nothing is
kept from one listing to the next (a request brings a new table). Counting runs first
under a fixed work budget (:data:`COUNT_BUDGET`), so on pathological tables ``count`` may be a
lower bound (``exact`` false).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import chain, combinations, islice, product, repeat
from operator import itemgetter
from typing import Generic, TypeVar

from service.core.cards import Card, remove_one
from service.games.building.arith import Loose
from service.games.building.judge import holding_violations, new_build_id, trail_bans
from service.games.building.options import BuildingOptions
from service.games.building.responsibility import duty, may_build_for_partner, owed
from service.games.building.streams import Packed, Stream
from service.games.building.values import hand_value, hand_value_counts, is_special
from service.games.fishing.capture import Expander, distinct_combinations
from service.games.fishing.listing import Budget, hand_order
from service.games.fishing.state import Build, BuildAction, BuildPlay, FishingMove, FishingState

T = TypeVar("T")

Parts = tuple[tuple[Card, ...], ...]
#: A vector's layout (:meth:`Lister._layout`): each class taken, its choices of cards; the
#: reader of a play's parts from one choice (the played card first, then each class's cards).
Layout = tuple[list[list[tuple[Card, ...]]], Callable[[tuple[Card, ...]], Parts]]

#: Optional builds up to which a family's subsets of them are made at once (4,096 subsets);
#: beyond, they are made as read (a listing reads at most its limit's worth).
MADE_SUBSETS = 12

#: Work units for counting one listing (a unit is about one new vector's work, some 1.5 µs:
#: see :mod:`~service.games.building.streams`), about 3 ms at most.
COUNT_BUDGET = 2_000

#: Units charged per family counted: judging one on a crowded table (its holding duties)
#: takes some ten vectors' time.
FAMILY_WORK = 10


@dataclass(frozen=True)
class Family:
    """Plays sharing all but their loose cards (see the module docstring)."""

    card: Card
    kind: str  # "capture" | "build"
    value: int
    deficits: tuple[int, ...] = ()
    single: bool = False
    with_empty: bool = False
    onto: str | None = None
    mixed: tuple[str, ...] = ()  # BYGG-VAR-4: builds grouped with loose cards
    required: tuple[str, ...] = ()  # builds of the value it must take or merge (BYGG-HOLD-3)
    optional: tuple[str, ...] = ()  # further builds of the value it may take or merge
    loose: bool = True  # may take loose cards at all (BYGG-VAR-3)

    @property
    def stream_key(self) -> tuple[int, tuple[int, ...], bool, bool]:
        return (self.value, self.deficits, self.single, self.with_empty)

    @property
    def whole_builds(self) -> int:
        """Plays per loose selection: every choice of optional builds taken or merged."""
        return int(2 ** len(self.optional))

    @property
    def builds_alone(self) -> int:
        """Captures taking builds only (no loose card), when the family allows them."""
        if self.kind != "capture" or self.mixed:
            return 0
        return self.whole_builds - (0 if self.required else 1)


@dataclass(frozen=True)
class Listing:
    moves: tuple[FishingMove, ...]
    count: int
    exact: bool


class Lister:
    """One player's plays on one table."""

    def __init__(self, state: FishingState, player: int, rules: BuildingOptions) -> None:
        self.state = state
        self.player = player
        self.rules = rules
        self.hand = state.hands[player]
        self.loose = Loose(state.table.cards)
        self._streams: dict[tuple[int, tuple[int, ...], bool, bool], Stream] = {}
        self._families: dict[Card, tuple[list[Family], Iterator[Family]]] = {}
        self._choices: dict[tuple[int, int], list[tuple[Card, ...]]] = {}
        self._layouts: dict[tuple[int, tuple[int, ...], bool, Packed], Layout] = {}

    # -- families ---------------------------------------------------------------------------

    def may_trail(self, card: Card) -> bool:
        if trail_bans(self.state, self.player):
            return False
        hand = remove_one(self.hand, card)
        return not holding_violations(
            self.state.table.builds, hand, self.player, self.state.players
        )

    def _holds(self, card: Card, builds: Sequence[Build]) -> bool:
        hand = remove_one(self.hand, card)
        return not holding_violations(builds, hand, self.player, self.state.players)

    def families(self, card: Card) -> Iterator[Family]:
        """The card's families in listing order, each found once for counting and listing,
        and only as far as asked (VAR-4 captures may have very many, few ever read)."""
        found, source = self._families.setdefault(card, ([], self._find_families(card)))
        position = 0
        while True:
            if position == len(found):
                family = next(source, None)
                if family is None:
                    return
                found.append(family)
            yield found[position]
            position += 1

    def _find_families(self, card: Card) -> Iterator[Family]:
        yield from self._captures(card)
        if is_special(card):
            return  # BYGG-BUILD-4
        yield from self._new_builds(card)
        for build in self.state.table.builds:
            yield from self._additions(card, build)
            yield from self._raises(card, build)

    def _captures(self, card: Card) -> Iterator[Family]:
        value = hand_value(card)
        builds = self.state.table.builds
        exact = [b for b in builds if b.value == value]
        hand_after = remove_one(self.hand, card)
        required: list[str] = []
        if not hand_value_counts(hand_after)[value]:
            required = [
                item.build.id
                for item in owed(builds, self.player, self.state.players)
                if item.build.value == value
            ]
        optional = tuple(b.id for b in exact if b.id not in required)
        loose = not (self.rules.special_cards_capture_builds_only and is_special(card))
        mixable = [
            b
            for b in builds
            if self.rules.simple_build_plus_loose and len(b.parts) == 1 and b.value < value
        ]
        subsets = self._mixed(mixable, value) if loose else iter([()])
        for mixed in subsets:
            taken = set(required) | {b.id for b in mixed}
            left = [b for b in builds if b.id not in taken]
            if not self._holds(card, left):
                continue
            yield Family(
                card,
                "capture",
                value,
                deficits=tuple(value - b.value for b in mixed),
                mixed=tuple(b.id for b in mixed),
                required=tuple(required),
                optional=optional,
                loose=loose,
            )

    def _mixed(
        self, mixable: Sequence[Build], value: int, start: int = 0, chosen: tuple[Build, ...] = ()
    ) -> Iterator[tuple[Build, ...]]:
        """Sets of simple builds that can each be grouped with loose cards (BYGG-VAR-4),
        depth first; a set whose missing amounts the loose cards cannot supply is not
        extended, so only feasible sets are visited."""
        yield chosen
        for index in range(start, len(mixable)):
            grown = (*chosen, mixable[index])
            if self.loose.fixed_groups([value - b.value for b in grown], False):
                yield from self._mixed(mixable, value, index + 1, grown)

    def _new_builds(self, card: Card) -> Iterator[Family]:
        own = hand_value(card)
        builds = self.state.table.builds
        kept = hand_value_counts(remove_one(self.hand, card))
        for value in range(max(2, own), 17):
            if not kept[value]:
                continue  # BYGG-HOLD-3: the creator keeps a card of the value
            shape = Build(
                new_build_id(builds, self.state.next_build),
                value,
                (),
                self.player,
                value,
                (BuildAction(self.player, "create"),),
            )
            if not self._holds(card, (*builds, shape)):
                continue
            yield self._part_family(card, value)

    def _additions(self, card: Card, onto: Build) -> Iterator[Family]:
        own, value = hand_value(card), onto.value
        if own > value:
            return
        hand_after = remove_one(self.hand, card)
        exempt = (
            may_build_for_partner(onto, self.player, self.state.players)
            and not hand_value_counts(hand_after)[value]
        )
        merges = self._merges(card, onto, value, BuildAction(self.player, "add", exempt))
        if merges is None:
            return
        yield self._part_family(card, value, onto.id, merges, with_empty=own == value)

    def _part_family(
        self,
        card: Card,
        value: int,
        onto: str | None = None,
        merges: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
        with_empty: bool = False,
    ) -> Family:
        """A build family whose new part is the played card and loose cards making up what
        it lacks of ``value`` (none: the card lies alone); two cards only under BYGG-VAR-2."""
        deficit = value - hand_value(card)
        return Family(
            card,
            "build",
            value,
            deficits=(deficit,) if deficit else (),
            single=self.rules.two_card_simple_builds and deficit > 0,
            with_empty=with_empty,
            onto=onto,
            required=merges[0],
            optional=merges[1],
        )

    def _merges(
        self, card: Card, onto: Build, value: int, action: BuildAction
    ) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """Which other builds of the value a play onto ``onto`` must merge and may merge
        (BYGG-ADD-5, BYGG-RAISE-3), or None if no choice keeps the holding duty. Merging
        only ever ends duties, and only builds of the value, so either no merge is needed,
        or (an exempt addition, BYGG-PART-2) exactly the player's own builds of the value."""
        after = replace(onto, value=value, history=(*onto.history, action))
        others = [b for b in self.state.table.builds if b.value == value and b.id != onto.id]
        for must in ((), tuple(b for b in others if duty(b, self.player, self.state.players))):
            gone = {b.id for b in must}
            builds = [
                after if b.id == onto.id else b for b in self.state.table.builds if b.id not in gone
            ]
            if self._holds(card, builds):
                return tuple(b.id for b in must), tuple(b.id for b in others if b.id not in gone)
        return None

    def _raises(self, card: Card, onto: Build) -> Iterator[Family]:
        value = onto.value + hand_value(card)
        if len(onto.parts) != 1 or value > 16:
            return  # BYGG-RAISE-1, BYGG-BUILD-5
        if self.rules.raise_once_per_player and any(
            a.type == "raise" and a.seat == self.player for a in onto.history
        ):
            return  # BYGG-VAR-1
        merges = self._merges(card, onto, value, BuildAction(self.player, "raise"))
        if merges is None:
            return
        yield Family(
            card,
            "build",
            value,
            with_empty=True,
            onto=onto.id,
            required=merges[0],
            optional=merges[1],
        )

    # -- loose selections -------------------------------------------------------------------

    def stream(self, family: Family) -> Stream:
        key = family.stream_key
        stream = self._streams.get(key)
        if stream is None:
            starts = self.loose.fixed_groups(family.deficits, family.single)
            stream = self._streams[key] = Stream(
                self.loose.values, self.loose.counts, family.value, starts, family.with_empty
            )
        return stream

    def count(self, family: Family, budget: Budget) -> int:
        total = family.builds_alone
        if not family.loose:
            return total
        loose = self.stream(family).weigh(budget, self.loose.weights.total)
        return total + loose * family.whole_builds

    def moves(self, family: Family) -> Iterator[FishingMove]:
        """The family's plays in order, made only as far as read: a vector's at a time, each
        vector's from a lazy iterator that a reader (``islice``, ``list.extend``) drains
        without a Python frame per play (a listing makes a thousand)."""
        return chain.from_iterable(self._pieces(family))

    def _pieces(self, family: Family) -> Iterator[Iterator[FishingMove]]:
        player, card = self.player, family.card
        if family.kind == "build":
            merges = self._merges_of(family)
            for packed in self.stream(family):
                yield self._builds(family, packed, merges)
            return
        if family.builds_alone:
            alone = (
                ids for extra in _subsets(family.optional) if (ids := (*family.required, *extra))
            )
            yield (FishingMove(player, card, capture=ids) for ids in alone)
        if not family.loose:
            return
        empty, selections = self.loose.packing.empty, self._expander.selections
        heads = [(*family.required, *extra, *family.mixed) for extra in self._extras(family)]
        for packed in self.stream(family):
            if packed != empty:
                yield (
                    FishingMove(player, card, capture=head + cards)
                    for cards in selections(packed)
                    for head in heads
                )

    def _extras(self, family: Family) -> Iterable[tuple[str, ...]]:
        """The optional builds' subsets (:func:`_subsets`), made once per family and read for
        every selection; lazily when there are too many to make at once (never read all)."""
        if len(family.optional) > MADE_SUBSETS:
            return _Replayed(_subsets(family.optional))
        return list(_subsets(family.optional))

    def _merges_of(self, family: Family) -> Iterable[tuple[str, ...]]:
        """Each build play's ``merge``: the required builds and a subset of the optional ones
        (BYGG-ADD-5, BYGG-RAISE-3), in :func:`_subsets` order."""
        if len(family.optional) > MADE_SUBSETS:
            return _Replayed((*family.required, *extra) for extra in _subsets(family.optional))
        return [(*family.required, *extra) for extra in _subsets(family.optional)]

    @cached_property
    def _expander(self) -> Expander:
        return Expander(self.loose.classes, self.loose.cards)

    def _builds(
        self, family: Family, packed: Packed, merges: Iterable[tuple[str, ...]]
    ) -> Iterator[FishingMove]:
        """The build plays of one vector: every choice of its cards laid out in its parts
        (:meth:`_layout`), the played card first, each with every merge."""
        choices, parts = self._layout(family, packed)
        player, card, value, onto = self.player, family.card, family.value, family.onto
        built = map(parts, map(sum, product(((card,),), *choices), repeat(())))
        return (
            FishingMove(player, card, build=BuildPlay(value, cards, onto, merge))
            for cards in built
            for merge in merges
        )

    def _layout(self, family: Family, packed: Packed) -> Layout:
        """A vector's card choices per class taken and its parts as readers of one choice
        (the played card, then each class's chosen cards in class order). The vector's one
        split (:meth:`Loose.packed_groups`) places the n-th chosen card of a class in a part;
        the same for every family of one closure (whatever its card), so made once."""
        key = (family.value, family.deficits, family.single, packed)
        layout = self._layouts.get(key)
        if layout is not None:
            return layout
        loose = self.loose
        mask, fields = loose.fields
        taken = loose.packing.empty - packed  # the counts taken, a field per class
        start, at = {}, 1  # position 0: the played card; a class's cards by its value
        choices, counts = [], 0
        for index, shift, value, counted in fields:
            size = taken >> shift & mask
            if size:
                start[value], at = at, at + size
                choices.append(self._class_choices(index, size))
                counts += size << counted
        groups = loose.packed_groups(counts, family.value, family.deficits, family.single)
        places: list[list[int]] = [[0]]  # the card alone, or its part's first card
        for group in groups:
            part = []
            for value in group:
                part.append(start[value])
                start[value] += 1
            places.append(part)
        if family.deficits:  # the card's part is the first deficit's group
            places[:2] = [[0, *places[1]]]
        layout = self._layouts[key] = (choices, _parts_reader(places))
        return layout

    def _class_choices(self, index: int, size: int) -> list[tuple[Card, ...]]:
        """The distinct choices of ``size`` cards of one class, each in table order, in the
        order of :meth:`Loose.card_selections` (equal codes, Mulle's double deck, once)."""
        key = (index, size)
        found = self._choices.get(key)
        if found is None:
            cards = self.loose.cards
            members = self.loose.classes.members[index]
            codes = [cards[member] for member in members]
            if len(set(codes)) == len(codes):  # a single deck: every choice is distinct
                found = list(combinations(codes, size))
            else:
                found = [
                    tuple(cards[member] for member in chosen)
                    for chosen in distinct_combinations(members, cards, size)
                ]
            self._choices[key] = found
        return found


Reader = Callable[[tuple[Card, ...]], tuple[Card, ...]]


def _reader(positions: Sequence[int]) -> Reader:
    """The cards at ``positions``, as a tuple even for one position."""
    if len(positions) == 1:
        return itemgetter(slice(positions[0], positions[0] + 1))
    return itemgetter(*positions)


def _parts_reader(places: Sequence[Sequence[int]]) -> Callable[[tuple[Card, ...]], Parts]:
    """Every part's cards at its positions (up to six parts without a loop: a listing reads a
    thousand choices, and builds of a low value or onto a crowded table have many parts)."""
    readers = [_reader(positions) for positions in places]
    if len(readers) == 1:
        (a,) = readers
        return lambda flat: (a(flat),)
    if len(readers) == 2:
        a, b = readers
        return lambda flat: (a(flat), b(flat))
    if len(readers) == 3:
        a, b, c = readers
        return lambda flat: (a(flat), b(flat), c(flat))
    if len(readers) == 4:
        a, b, c, d = readers
        return lambda flat: (a(flat), b(flat), c(flat), d(flat))
    if len(readers) == 5:
        a, b, c, d, e = readers
        return lambda flat: (a(flat), b(flat), c(flat), d(flat), e(flat))
    if len(readers) == 6:
        a, b, c, d, e, f = readers
        return lambda flat: (a(flat), b(flat), c(flat), d(flat), e(flat), f(flat))
    return lambda flat: tuple([read(flat) for read in readers])


class _Replayed(Generic[T]):
    """An iterable read many times that makes its items once, only as far as read."""

    def __init__(self, source: Iterable[T]) -> None:
        self._source = iter(source)
        self._made: list[T] = []

    def __iter__(self) -> Iterator[T]:
        made = self._made
        position = 0
        while True:
            if position == len(made):
                for item in self._source:
                    made.append(item)
                    break
                else:
                    return
            yield made[position]
            position += 1


def _subsets(items: Sequence[T]) -> Iterator[tuple[T, ...]]:
    """Every subset, smallest first, each in the given order (lazily: there may be many)."""
    for size in range(len(items) + 1):
        yield from combinations(items, size)


def list_plays(state: FishingState, player: int, rules: BuildingOptions, limit: int) -> Listing:
    """The first ``limit`` legal plays of ``player`` in order, and how many there are."""
    lister = Lister(state, player, rules)
    cards = hand_order(lister.hand)
    trails = {card: lister.may_trail(card) for card in cards}
    budget = Budget(COUNT_BUDGET)
    count = sum(trails.values())
    for card in cards:
        for family in lister.families(card):
            if budget.units <= 0:  # a family is work even when it finds nothing
                budget.cut = True
                break
            budget.units -= FAMILY_WORK
            count += lister.count(family, budget)
            if budget.cut:
                break
        if budget.cut:
            break
    moves: list[FishingMove] = []
    wanted = limit + 1
    for card in cards:
        if len(moves) >= wanted:
            break
        if trails[card]:
            moves.append(FishingMove(player, card))
        for family in lister.families(card):
            if len(moves) >= wanted:
                break
            moves.extend(islice(lister.moves(family), wanted - len(moves)))
    if budget.cut:
        count = max(count, len(moves))
    return Listing(tuple(moves[:limit]), count, not budget.cut)
