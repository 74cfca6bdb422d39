"""A brute-force transcription of R800-SEQ-13, the oracle for the engine's closed form.

It tries every arrangement: genuine cards into their own slots (a ``T1`` into any ``T1`` slot),
each wild card into an empty slot or after the last filled slot, and checks (a) … (d) literally.
Slow, obviously correct, and only used by tests.
"""

from __future__ import annotations

from itertools import combinations, permutations, product

from service.games.tarot.deck import FJONT, HIGH_TRUMPS, NULLA, SNAPPHANE, SUITS

Slot = tuple[str, str]  # (section, card accepted): section is top, group or ext

WILDS = (NULLA, FJONT)
ACES = tuple(f"A{suit}" for suit in SUITS)


def _slots(kind: str) -> list[Slot]:
    if kind == "trump":
        return [
            ("top", "T20"),
            *(("group", c) for c in ("T19", "T18", "T17")),
            *(("ext", c) for c in HIGH_TRUMPS[4:]),
            *(("ext", SNAPPHANE) for _ in range(4)),
        ]
    return [
        ("top", f"K{kind}"),
        *(("group", f"{rank}{kind}") for rank in ("Q", "C", "J")),
        ("ext", f"A{kind}"),
    ]


def _admissible(slots: list[Slot], filled: dict[int, str], complements: list[str]) -> bool:
    if filled.get(0) in (None, *WILDS):  # (a) a genuine top card
        return False
    group = [i for i, (section, _) in enumerate(slots) if section == "group"]
    in_group = [filled[i] for i in group if i in filled]
    if len(in_group) < 2 or all(card in WILDS for card in in_group):  # (b)
        return False
    ext = [i for i, (section, _) in enumerate(slots) if section == "ext"]
    used = [i for i in ext if i in filled]
    if used != ext[: len(used)]:  # (c) e1 … em without a gap
        return False
    order = [filled[i] for i in sorted(filled)] + complements
    if NULLA in order and FJONT in order:  # (d) R800-SEQ-12
        a, b = order.index(NULLA), order.index(FJONT)
        if abs(a - b) == 1 and max(a, b) != len(order) - 1:
            return False
    return True


def is_valid(kind: str, cards: list[str]) -> bool:
    """R800-SEQ-13, literally."""
    wild = [c for c in cards if c in WILDS]
    genuine = [c for c in cards if c not in WILDS]
    if len(cards) < 3 or len(set(wild)) != len(wild):
        return False
    if kind in ("snapphanar", "aces"):
        members = (SNAPPHANE,) if kind == "snapphanar" else ACES
        if any(c not in members for c in genuine):
            return False
        if kind == "aces" and len(set(genuine)) != len(genuine):
            return False
        return len(genuine) >= 2 and genuine.count(SNAPPHANE) <= 4
    slots = _slots(kind)
    singles = [c for c in genuine if c != SNAPPHANE]
    ones = genuine.count(SNAPPHANE)
    if len(set(singles)) != len(singles):
        return False
    places: dict[int, str] = {}
    for card in singles:
        spots = [i for i, (_, accepted) in enumerate(slots) if accepted == card]
        if not spots:
            return False
        places[spots[0]] = card
    one_slots = [i for i, (_, accepted) in enumerate(slots) if accepted == SNAPPHANE]
    if ones > len(one_slots):
        return False
    for chosen in combinations(one_slots, ones):
        filled = {**places, **dict.fromkeys(chosen, SNAPPHANE)}
        empty = [i for i in range(len(slots)) if i not in filled]
        for targets in product([*empty, None], repeat=len(wild)):
            spots = [t for t in targets if t is not None]
            if len(set(spots)) != len(spots):
                continue
            with_wilds = dict(filled)
            complements = []
            for card, target in zip(wild, targets, strict=True):
                if target is None:
                    complements.append(card)
                else:
                    with_wilds[target] = card
            for ordered in permutations(complements):
                if _admissible(slots, with_wilds, list(ordered)):
                    return True
    return False
