"""Maximal captures under forced capture (MISAR-FORCE-4), found from the cards left behind.

A capture at value v is legal under forced capture when the cards taken split into groups of
v and the cards *left* hold no group of v — every special card counted at every value it may
take (AKF-13). Maximal captures are rare among all captures of a crowded table and take most
of it, so they are found from the other side: a depth-first walk over how many cards of each
value class stay, fewest first, never extending a choice whose cards already make v (a bitset
of reachable sums per level decides it), gives every "v-free" remainder in lexicographic
order of the cards left. The rest of the table is then tested for splitting into groups:

- necessary conditions first, nearly free: the linear ones of :func:`split_bounds` (residues
  for every modulus, big cards, Hall's condition), kept up to date as the walk changes one
  class at a time, so a leaf tests them all with one mask; then some valuation of the
  two-valued cards must make the total taken a multiple of v and meet the same bounds with
  its own values (a class's best value in each field lets an ace pass as a small 1 where
  only a 14 makes the total, say). On crowded tables they refuse nearly every remainder
  that cannot split, which otherwise cost a membership walk and a deficit search each (some
  200 µs: a listing asked 190 such questions before its first capture);
- then membership in the capture closure, decided top down: a non-empty vector x splits into
  groups iff some group type g containing a card of x's *first* class fits in x and x − g
  splits (in any split, the group holding that card is such a g; conversely a split of x − g
  plus g is one of x). Answers are memoised per target and shared by every remainder, whose
  sub-problems overlap heavily; a node is stored as failed only once all its branches failed.
  A question that needs more than :data:`MEMBER_NODES` nodes is handed to the exact deficit
  search instead, once per valuation that met the bounds, so the answer is exact either way
  and no single question runs long; after :data:`MEMBER_MISSES` such questions in a row the
  walk is tried only now and then (crowded tables hand it nearly every question). One
  :class:`~service.games.fishing.grouping.Splitter` answers all of a walk's questions,
  remembering every answer.

The walk's deepest classes (single-valued, at most :data:`TAIL_VECTORS` ways to leave their
cards) form a *tail*: on crowded tables most remainders differ from the one before only there,
and most of those take a total that no valuation makes a multiple of v. So the walk stops at
the class before the tail, and after each remainder reads the tail's v-free ways, listed once:
those that keep the remainder v-free (its sums reflected, one mask test; filtered once per
set of sums), then those whose total makes the total taken a multiple of v (one bit test),
then the bounds. The remainders it passes over this way are exactly those the leaf test
would refuse first, so the maximal vectors and their order are unchanged (MISAR-FORCE-4);
on the slowest forced listing found (20 random cards) the walk visits some 1,400 remainders
instead of 3,600.

A count meters the walk in work units, and a count cut at its budget is a lower bound read
from how far the units reached; so metered questions are answered as above, always. A listing
reads the walk on unmetered, and asks its questions of :class:`Anchored` instead (a membership
walk anchored on the class in fewest group types, exact fits alone, its own memo), the deficit
search taking over a question it cannot finish: on the slowest forced listing, 358 questions
take 1,700 nodes and no deficit search, 10.5 ms instead of 12.5 (CPU, after a first call).

The order (cards left, lexicographic, first class first) is the one listings have always
used, and it puts the largest captures first.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from service.core.cards import STANDARD_DECK
from service.games.fishing.capture import Packing, ValueSet, group_deltas
from service.games.fishing.grouping import Splitter
from service.games.fishing.values import Valuation, table_values

_FIELD = 6
_UNBOUNDED = 1 << 62
#: Nodes of the memoised membership walk per question before the deficit search takes over.
MEMBER_NODES = 30
#: After this many questions in a row that the membership walk could not answer, it is
#: tried only on every :data:`MEMBER_RETRY`-th question (and on the ones it has memoised)
#: until it answers one again: on crowded tables it runs out on nearly every question.
MEMBER_MISSES = 2
MEMBER_RETRY = 8
#: Work units (the currency of :class:`~service.games.fishing.capture.Closure`: one start
#: walked, some 0.5 µs; see ``listing.COUNT_BUDGET``) charged per remainder visited, per
#: membership node, and per question handed to the deficit search — measured costs, so that
#: one budget meters both searches (with the bounds refusing most remainders, visiting them is
#: most of a count's cost: 8-11 closure starts each, measured side by side).
LEAF_WORK = 8
NODE_WORK = 16
PARTITION_WORK = 1600


#: Bits per field of :func:`split_bounds`: a field sums at most 104 cards' coefficients
#: (each within ±240) around a bias of half the field.
_BOUND_FIELD = 16
_BIAS = 1 << (_BOUND_FIELD - 1)


def split_bounds(values: tuple[ValueSet, ...], target: int) -> tuple[list[int], list[int], int]:
    """Linear necessary conditions for splitting cards into groups of ``target``: per class,
    its cards' coefficients packed (one field per condition) and what leaving one of them
    out can add at most (the negated coefficients, floored at zero); and the mask of the
    fields' sign bits. Cards split only if, with :data:`_BIAS` in every field plus each
    card's coefficients, every sign bit is set — every field's sum is at least zero.

    With ``g`` groups in a split (the cards add up to ``g·t``), each a consequence of the
    split (:meth:`~service.games.fishing.grouping.Packer.residues_fit` and ``_possible``
    test the same at a search's root):

    - for each modulus ``m`` in 2…t−1, a group's values add up to ``t``, so their remainders
      mod ``m`` to at least ``t mod m``: Σ (v mod m) ≥ g·(t mod m); times ``t``, a card
      weighs ``t·(v mod m) − v·(t mod m)``;
    - each group holds at most one card worth more than t/2: a card weighs ``v − t·[2v > t]``;
    - for each ``a`` in 1…⌊t/2⌋, the cards completing the groups of the big cards worth at
      least ``t − a`` are worth less than t/2 and at most ``a``: a card worth ``v < t/2``,
      ``v ≤ a`` weighs ``v``, a big one ``−(t − v)`` when ``t − v ≤ a``.

    A two-valued class weighs, field by field, the larger of its values' coefficients: then
    no valuation's sum exceeds the packed one, and a field below zero refuses every
    valuation. Values above the target are ignored (such cards are never in a group).
    """

    packed, relief = [], []
    for allowed in values:
        weight, most = _class_bounds(allowed, target)
        packed.append(weight)
        relief.append(most)
    return packed, relief, _signs(target)


@lru_cache(maxsize=64)
def _signs(target: int) -> int:
    """The sign bits of :func:`split_bounds`' fields at this target (memoised: every walk
    needs them, and a random-play listing makes a few walks of a few remainders each)."""
    size = max(target - 2, 0) + 1 + target // 2
    return sum(_BIAS << (_BOUND_FIELD * f) for f in range(size))


@lru_cache(maxsize=4096)
def _class_bounds(allowed: ValueSet, target: int) -> tuple[int, int]:
    """One class's packed coefficients and relief in :func:`split_bounds` (memoised: every
    walk of a listing asks for the same few classes at each target, and making them was a
    third of a random-play forced listing)."""
    rows = [_coefficients(v, target) for v in allowed if 0 < v <= target]
    fields = [max(column) for column in zip(*rows, strict=True)] if rows else []
    return _pack(fields), _pack([max(-c, 0) for c in fields])


@lru_cache(maxsize=4096)
def _coefficients(value: int, target: int) -> tuple[int, ...]:
    """One card's coefficients in the fields of :func:`split_bounds` (memoised, as above)."""
    big = 2 * value > target
    return (
        *(target * (value % m) - value * (target % m) for m in range(2, target)),
        value - target * big,
        *(
            (value if 2 * value < target and value <= a else 0)
            - (target - value if big and target - value <= a else 0)
            for a in range(1, target // 2 + 1)
        ),
    )


def _pack(fields: Sequence[int]) -> int:
    return sum(c << (_BOUND_FIELD * f) for f, c in enumerate(fields))


def _warm_bounds() -> None:
    """Make every table card's class bounds at every played value once, at import (some
    2.5 ms; a forked server's workers share them): a listing on a table of values not met
    before made them as it went, some 0.6 ms on the slowest forced listing's first call."""
    kinds = {table_values(card, scheme) for card in STANDARD_DECK for scheme in Valuation}
    for target in range(1, 17):
        for allowed in sorted(kinds):
            _class_bounds(allowed, target)


_warm_bounds()


Valued = tuple[tuple[int, int], ...]
"""The two-valued cards taken at one valuation: ``(value, number of cards)`` pairs."""


#: The most tails (v-free ways to leave cards of the deepest classes) read after a remainder.
TAIL_VECTORS = 64
#: Tails only pay on long walks: a table with fewer ways to leave its cards walks without.
TAIL_FROM = 4096


def _tail_start(most: list[int], flexible: list[int]) -> int:
    """The first class of the tail: the deepest single-valued classes whose ways to leave
    cards number at most TAIL_VECTORS; none (the number of classes) on a small table."""
    cut = len(most)
    ways = 1
    for n in most:
        ways *= n + 1
    if ways < TAIL_FROM:
        return cut
    ways = 1
    floor = flexible[-1] + 1 if flexible else 0
    while cut > floor and ways * (most[cut - 1] + 1) <= TAIL_VECTORS:
        cut -= 1
        ways *= most[cut] + 1
    return cut


Tail = tuple[int, tuple[int, int, int, int]]
"""A tail: the sums its cards can make, reflected (t − s for each sum s: a remainder whose
sums meet none of them stays v-free with it); and what the walk reads of a tail that does:
its total modulo the target as a bit (1 << r), its bounds' fields, its cards packed as
``left`` packs them, its total."""


def _tails(
    values: list[int], most: list[int], bits: list[int], weights: list[int], target: int
) -> list[Tail]:
    """Every non-empty v-free way to leave cards of the tail's classes, in lexicographic
    order (first class first, fewest first: the walk's order)."""
    found: list[Tail] = []

    def walk(j: int, mirrored: int, total: int, weight: int, packed: int) -> None:
        # mirrored: bit t − s for each sum s the cards make (s = 0 at first), kept as such:
        # a card of v adds the sums s + v, the bits t − s − v
        if j == len(values):
            if packed:
                found.append((mirrored, (1 << total % target, weight, packed, total)))
            return
        walk(j + 1, mirrored, total, weight, packed)
        for _ in range(most[j]):
            mirrored |= mirrored >> values[j]
            if mirrored & 1:  # v made: so is it with more cards of this class
                return
            total += values[j]
            weight += weights[j]
            packed += bits[j]
            walk(j + 1, mirrored, total, weight, packed)

    walk(0, 1 << target, 0, 0, 0)
    return found


class _TooLong(Exception):
    """The membership walk ran out of nodes for one question."""


class Maximal:
    """The maximal capture vectors at one target, found on demand and kept in their order.

    ``vectors`` holds them packed as :class:`~service.games.fishing.capture.Packing` packs
    (remaining capacity per class: exactly the cards left); ``advance`` finds more.
    """

    def __init__(self, values: tuple[ValueSet, ...], counts: tuple[int, ...], target: int) -> None:
        self.packing = Packing(counts)
        self._values, self._counts, self._target = values, counts, target
        self._guards = self.packing.guards
        self.vectors: list[int] = []
        self.done = False
        self._walk = self._search()
        self._units = self._until = _UNBOUNDED  # the limits of the current ``advance``
        self._metered = False  # whether it was given units
        self._rest = 0  # the units the walk used after its last stop, when it ended
        self._memo: dict[int, bool] = {}
        self._by_first: list[list[int]] | None = None
        self._nodes = 0
        self._misses = 0  # questions in a row the membership walk did not answer
        self._splitter: Splitter | None = None  # made for the first deficit search
        self._deltas: list[int] = []  # every group type, packed, made for the first question
        self._anchored: Anchored | None = None  # made for the first unmetered question
        usable = [[v for v in allowed if v <= target] for allowed in values]
        # the classes whose cards take one value at this target, and that value
        self._single = [(i, fits[0]) for i, fits in enumerate(usable) if len(fits) == 1]

    def advance(self, units: int | None = None, until: int | None = None) -> int:
        """Search for at most about ``units`` work units, stopping early once ``until``
        vectors are known or the search is over; returns the units used. With no ``units``
        the search is unmetered (a listing's reads): its split questions are answered by
        :class:`Anchored`, one unit each, and what it returns is no count's business."""
        # the walk itself counts the units and stops where a loop over its remainders would
        # (it stops after the remainder that reaches either limit; one resumption per call)
        self._metered = units is not None
        self._units = _UNBOUNDED if units is None else units
        self._until = _UNBOUNDED if until is None else until
        used = next(self._walk, None)
        if used is None:
            self.done = True
            used, self._rest = self._rest, 0
        return used

    def least_work(self) -> int:
        """No lower bound on the work left is known for this walk (see Closure.least_work)."""
        return 0

    # -- the walk over remainders ------------------------------------------------------------

    def _search(self) -> Iterator[int]:
        """Append every maximal vector to ``vectors`` in order, yielding the work done since
        the last yield whenever it reaches ``_units`` or ``_until`` vectors are known."""
        counts, target = self._counts, self._target
        usable = [tuple(v for v in vs if v <= target) for vs in self._values]
        active = [i for i, vs in enumerate(usable) if vs and counts[i]]  # classes to leave
        guards = self._guards
        everything = guards + sum(n << (_FIELD * i) for i, n in enumerate(counts))
        # Remainder packed as Packing packs it: cards too big for any group always stay.
        left = guards + sum(counts[i] << (_FIELD * i) for i in range(len(counts)) if not usable[i])
        # per active class: its value if it has one (else 0: see ``flexible``)
        single = [usable[i][0] if len(usable[i]) == 1 else 0 for i in active]
        fixed = sum(v * counts[i] for v, i in zip(single, active, strict=True))
        flexible = [j for j, i in enumerate(active) if len(usable[i]) > 1]
        weigh, relieve, signs = split_bounds(self._values, target)
        # The valuations of the two-valued cards taken that make the total taken a multiple
        # of the target, per single-valued total (modulo the target) and two-valued cards
        # left (their fields of ``left``), coded as one number.
        valuations: dict[int, tuple[tuple[int, Valued], ...]] = {}
        two_valued = {
            v: _pack(_coefficients(v, target)) for j in flexible for v in usable[active[j]]
        }
        flexible_fields = sum(63 << (_FIELD * active[j]) for j in flexible)
        weights = [weigh[i] for i in active]
        # the bounds' fields for the cards taken (all of them, to begin with), biased
        bounds = signs + sum(counts[i] * weigh[i] for i in active)
        mask = (1 << (target + 1)) - 1
        size = len(active)
        # relief[j]: the most that leaving cards of the classes active[j:] can add to a field
        relief = [0] * (size + 1)
        for j in range(size - 1, -1, -1):
            relief[j] = relief[j + 1] + counts[active[j]] * relieve[active[j]]
        kept = [0] * size  # cards left per active class
        most = [counts[i] for i in active]
        card_bits = [1 << (_FIELD * i) for i in active]  # one card of active[j] in ``left``
        steps = [usable[i] for i in active]
        # blocking[j]: the sums that one more card of active[j] would complete to the target
        blocking = [sum({1 << (target - v) for v in usable[i]}) for i in active]
        # reach[j]: sums the cards left in active[:j] can make, up to date up to j = lowest + 1
        # (deeper classes have none left: reach[lowest + 1] holds for them all)
        reach = [1] * (size + 1)
        plain = not flexible  # no two-valued card: the residue of ``fixed`` decides it
        # The deepest classes form the tail, walked as a list (see _tails); the walk itself
        # stops at the class before it.
        cut = _tail_start(most, flexible)
        tails = _tails(single[cut:], most[cut:], card_bits[cut:], weights[cut:], target)
        fitting: dict[int, list[Tail]] = {}  # the tails that fit each prefix reach
        sums: dict[int, int] = {}  # the two-valued cards' totals taken, per ``left`` fields
        half = mask >> 1
        depth = cut - 1

        def leaf(left: int, bounds: int, fixed: int) -> int:
            """The rest of the leaf test (see the walk) for a remainder whose single-valued
            total and bounds passed; the work spent, the remainder added when it splits."""
            if plain:
                passing: list[Valued] = [()]
            else:
                code = (left & flexible_fields) * target + fixed % target
                extras = valuations.get(code)
                if extras is None:
                    classes = [(usable[active[j]], most[j] - kept[j], weights[j]) for j in flexible]
                    extras = self._valuations(fixed % target, classes, two_valued)
                    valuations[code] = extras
                # the bounds again with the two-valued cards at each such valuation's
                # values (Hall's condition refuses most questions a valuation at a time)
                passing = []  # (most remainders take no multiple of the target: no extras)
                for extra, valued in extras:
                    if (bounds + extra) & signs == signs:
                        passing.append(valued)
            if not passing:
                return 0
            work = self._splits(everything - (left - guards), passing)
            if work < 0:
                found.append(left)
                return -work
            return work

        def accepted(left: int) -> int:
            """The totals (modulo the target) that the two-valued cards taken make at some
            valuation, as a mask, for the cards ``left`` of them (made once per such set)."""
            totals = sums[left & flexible_fields] = self._totals(
                [(usable[active[j]], most[j] - kept[j]) for j in flexible]
            )
            return totals

        # where the next remainder is sought: the deepest class, unless no remainder below
        # this one can meet the bounds (then only classes up to its own change)
        descend = (bounds + relief[0]) & signs == signs
        start = depth if descend else -1
        lowest = -1  # the deepest class with a card left (every deeper one has none)
        base = 0  # the reach the last one grew from (none yet: 0 is no reach)
        found = self.vectors
        used = 0
        units, until = self._units, self._until
        while True:
            # The totals (modulo the target) of the tails after this remainder that leave a
            # total taken that some valuation of the two-valued cards makes a multiple of the
            # target, as a mask: bit 0 for this remainder itself.
            if plain:
                accept = 1 << fixed % target
            else:  # the totals the two-valued cards taken make, turned by the others' total
                totals = sums.get(left & flexible_fields)
                if totals is None:
                    totals = accepted(left)
                shift = fixed % target
                accept = ((totals << shift) | (totals >> (target - shift))) & half
            # A leaf: ``kept`` describes a v-free remainder; is something taken that the
            # linear bounds let split? (a total taken that no valuation makes a multiple of
            # the target refuses it first, before the bounds)
            if accept & 1 and bounds & signs == signs and left != everything:
                used += leaf(left, bounds, fixed)
            used += LEAF_WORK
            if used >= units or len(found) >= until:
                yield used
                used = 0
                units, until = self._units, self._until
            whole = reach[lowest + 1]
            if descend and tails:
                # The tails in their order after this remainder: those that keep it v-free
                # (listed once per reach), then those whose total makes the total taken a
                # multiple of the target for some valuation of the two-valued cards.
                fit = fitting.get(whole)
                if fit is None:
                    # a reach only grows as the walk leaves cards: the tails that fit this one
                    # are among those that fit the reach it grew from (``base``), in order
                    # (read before this reach is stored: it may be the one it grew from)
                    grew_from = fitting.get(base, tails)
                    fit = fitting[whole] = []
                    for tail in grew_from:  # (a loop: no comprehension's frame)
                        if not whole & tail[0]:
                            fit.append(tail)
                code = (left & flexible_fields) * target
                for _, read in fit:
                    # most tails take a total no valuation turns into a multiple
                    if not accept & read[0]:
                        continue
                    _, weight, bits, total = read
                    after = bounds - weight
                    if after & signs != signs:
                        continue
                    if left + bits != everything:
                        # most remainders here meet no valuation's bounds: look before the call
                        # (a loop, not any() over a generator: a frame fewer per tail)
                        extras = None if plain else valuations.get(code + (fixed - total) % target)
                        meets = extras is None
                        for extra, _ in extras or ():
                            if (after + extra) & signs == signs:
                                meets = True
                                break
                        if meets:
                            used += leaf(left + bits, after, fixed - total)
                    # charged as when every remainder was walked; the tails refused above
                    # are charged nothing (they cost far less), so a count's budget reaches
                    # at least as far as it did then
                    used += LEAF_WORK
                    if used >= units or len(found) >= until:
                        yield used
                        used = 0
                        units, until = self._units, self._until
            # The next remainder in lexicographic order: one more card left in the deepest
            # class that stays v-free, every deeper class back to none left. A class deeper
            # than ``lowest`` has none left (and at least one card): only the sums of all the
            # cards left, reach[lowest + 1], can block it.
            j = start
            while j > lowest and whole & blocking[j]:
                j -= 1
            if j > lowest:
                base = whole
            else:
                while j >= 0 and (kept[j] == most[j] or reach[j + 1] & blocking[j]):
                    j -= 1
                if j < 0:
                    self._rest = used
                    return
                base = reach[j + 1]
                for deeper in range(j + 1, lowest + 1):  # below ``lowest`` none are left
                    n = kept[deeper]
                    if n:
                        left -= n * card_bits[deeper]
                        bounds += n * weights[deeper]
                        fixed += single[deeper] * n
                        kept[deeper] = 0
            value = single[j]
            if value:
                grown = (base | base << value) & mask
            else:
                grown = base
                for value in steps[j]:
                    grown |= base << value
                grown &= mask
            kept[j] += 1
            left += card_bits[j]
            bounds -= weights[j]
            fixed -= single[j]
            if j > lowest + 1:  # the classes passed over have none left either
                reach[lowest + 2 : j + 1] = [whole] * (j - lowest - 1)
            reach[j + 1] = grown
            lowest = j
            descend = (bounds + relief[j + 1]) & signs == signs
            start = depth if descend else j

    def _totals(self, classes: list[tuple[ValueSet, int]]) -> int:
        """The totals, modulo the target, that the two-valued cards taken (each class's
        values and cards taken) make at some valuation, as a mask."""
        target = self._target
        found = 1
        for (high, low), n in classes:
            every = 0
            for k in range(n + 1):
                shift = (k * high + (n - k) * low) % target
                every |= (found << shift) | (found >> (target - shift))
            found = every & ((1 << target) - 1)
        return found

    def _valuations(
        self, residue: int, classes: list[tuple[ValueSet, int, int]], weight: dict[int, int]
    ) -> tuple[tuple[int, Valued], ...]:
        """The valuations of the two-valued cards taken that make the total taken a multiple
        of the target (a necessary condition): for each, what it changes in the fields of
        :func:`split_bounds` (its cards' own coefficients for the class's best ones) and its
        cards per value. ``residue``: the single-valued cards' total taken, modulo the
        target; ``classes``: each two-valued class's values, cards taken and packed fields;
        ``weight``: a value's fields."""
        target = self._target
        found: list[tuple[int, int, Valued]] = [(residue, 0, ())]
        for (high, low), n, best in classes:
            found = [
                (
                    (r + k * high + (n - k) * low) % target,
                    fields + k * weight[high] + (n - k) * weight[low] - n * best,
                    (*valued, (high, k), (low, n - k)),
                )
                for r, fields, valued in found
                for k in range(n + 1)
            ]
        return tuple((fields, valued) for r, fields, valued in found if r == 0)

    # -- splitting what is taken ------------------------------------------------------------

    def _splits(self, taken: int, valuations: list[Valued]) -> int:
        """Does ``taken`` (guarded, one field per class) split into groups of the target,
        its two-valued cards valued as one of ``valuations`` (the others cannot split)?
        Returns the work units spent, negated when it does.

        A metered search (a count's budget) answers as it always has, so that its work units
        and every count read from them stay as they were; a listing's reads, unmetered, ask
        :meth:`_unmetered` instead."""
        if self._by_first is None:
            self._deltas = group_deltas(self._values, self._counts, self._target)
            self._by_first = [[] for _ in self._counts]
            for delta in self._deltas:
                self._by_first[((delta & -delta).bit_length() - 1) // _FIELD].append(delta)
        if not self._metered:
            return -1 if self._unmetered(taken, valuations) else 1
        self._nodes = 0
        misses = self._misses
        if misses < MEMBER_MISSES or not misses % MEMBER_RETRY or taken in self._memo:
            try:
                found = self._member(taken)
                self._misses = 0
                work = NODE_WORK * self._nodes
                return -work if found else work
            except _TooLong:
                pass
        # the membership walk ran out of nodes, or has on the last questions (on crowded
        # tables it runs out on nearly every one, some 60 µs wasted each): the deficit search
        self._misses += 1
        found = self._deficit_search(taken, valuations)
        self._memo[taken] = found
        work = NODE_WORK * self._nodes + PARTITION_WORK
        return -work if found else work

    def _unmetered(self, taken: int, valuations: list[Valued]) -> bool:
        """The same answer for a listing's reads, where no work is metered: the
        :class:`Anchored` walk, and the deficit search for a question it cannot finish. Neither
        touches what the metered questions remember of the membership walk."""
        if self._anchored is None:
            self._anchored = Anchored(self._values, self._target, self._guards, self._deltas)
        try:
            return self._anchored.splits(taken)
        except _TooLong:
            return self._deficit_search(taken, valuations)

    def _deficit_search(self, taken: int, valuations: list[Valued]) -> bool:
        """The exact answer for a question a membership walk could not finish: the
        :class:`~service.games.fishing.grouping.Splitter`, made for the walk's first such
        question, at each valuation."""
        if self._splitter is None:
            self._splitter = Splitter(self._target)
        splits = self._splitter.splits
        return any(splits(counts) for counts in self._by_value(taken, valuations))

    def _by_value(self, taken: int, valuations: list[Valued]) -> Iterator[tuple[int, ...]]:
        """The cards ``taken`` as numbers per value (index 0 unused), once per valuation."""
        single = [0] * (self._target + 1)
        for i, value in self._single:
            single[value] += taken >> (_FIELD * i) & 31
        for valued in valuations:
            counts = single.copy()
            for value, n in valued:
                counts[value] += n
            yield tuple(counts)

    def _member(self, vector: int) -> bool:
        """The memoised top-down walk (see the module docstring); ``vector`` is guarded."""
        memo = self._memo
        known = memo.get(vector)
        if known is not None:
            return known
        guards = self._guards
        rest = vector ^ guards
        if not rest:
            return True
        self._nodes += 1
        if self._nodes > MEMBER_NODES:
            raise _TooLong
        first = ((rest & -rest).bit_length() - 1) // _FIELD
        assert self._by_first is not None
        for delta in self._by_first[first]:
            after = vector - delta
            if after & guards == guards and self._member(after):
                memo[vector] = True
                return True
        memo[vector] = False
        return False


#: Nodes of an :class:`Anchored` walk per question before the deficit search takes over.
ANCHORED_NODES = 48


class Anchored:
    """Membership in the capture closure for a listing's unmetered questions (MISAR-FORCE-4):
    the top-down walk of :meth:`Maximal._member`, anchored on the class with the fewest group
    types rather than the first one. A vector splits iff some group holding a card of *any*
    class it has fits and the rest splits, so any anchor is exact; the first class is often
    a small card (lillan or an ace valued 2 or 1), in dozens of group types, and a crowded
    forced listing spent a third of its time on such walks and on the deficit search after
    them.

    An anchor worth ``a`` meets a card worth ``t − a`` by an exact fit: in any split, swapping
    the rest of the anchor's group with that card (from its own group) gives another split, so
    when both take one value only (at this target), the pair is the only group tried.

    Answers are remembered (exact: a vector is stored as failed only once every branch
    failed); a question needing more than :data:`ANCHORED_NODES` nodes raises
    :class:`_TooLong`, what it settled kept.
    """

    def __init__(
        self, values: tuple[ValueSet, ...], target: int, guards: int, deltas: list[int]
    ) -> None:
        self._guards = guards
        self._memo: dict[int, bool] = {}
        self._nodes = 0
        usable = [tuple(v for v in allowed if v <= target) for allowed in values]
        holding = {i: [d for d in deltas if d >> (_FIELD * i) & 31] for i in range(len(values))}
        # a single-valued class worth each value (storan and a ten may both be worth 10 here:
        # either is an exact fit, and one that is not there only loses the shortcut)
        worth = {fits[0]: i for i, fits in enumerate(usable) if len(fits) == 1}
        order = sorted((i for i in holding if holding[i]), key=lambda i: (len(holding[i]), i))
        #: per anchor, fewest group types first: its field's mask, its group types, and the
        #: exact fit's group (0 if none)
        self._order = [
            (31 << (_FIELD * i), holding[i], self._pair(i, usable, worth, target)) for i in order
        ]

    @staticmethod
    def _pair(i: int, usable: list[ValueSet], worth: dict[int, int], target: int) -> int:
        """The group of one card of class ``i`` and one worth the rest, both single-valued."""
        if len(usable[i]) != 1 or target - usable[i][0] not in worth:
            return 0
        return (1 << (_FIELD * i)) + (1 << (_FIELD * worth[target - usable[i][0]]))

    def splits(self, vector: int) -> bool:
        """Does the guarded ``vector`` split into groups? (raises _TooLong)"""
        known = self._memo.get(vector)
        if known is not None:
            return known
        if vector == self._guards:
            return True
        self._nodes = 0
        return self._walk(vector)

    def _walk(self, vector: int) -> bool:
        """:meth:`Maximal._member` with this walk's anchors, memo and node limit, for a
        vector neither remembered nor empty (its branches are looked up before a call)."""
        self._nodes += 1
        if self._nodes > ANCHORED_NODES:
            raise _TooLong
        memo = self._memo
        for anchor in self._order:
            if vector & anchor[0]:
                break
        else:  # every card left is in no group
            memo[vector] = False
            return False
        _, deltas, pair = anchor
        guards = self._guards
        if pair and (vector - pair) & guards == guards:
            deltas = [pair]
        for delta in deltas:
            after = vector - delta
            if after & guards == guards:
                known = memo.get(after)
                if known is None:
                    known = after == guards or self._walk(after)
                if known:
                    memo[vector] = True
                    return True
        memo[vector] = False
        return False
