"""What the conformance kit covers: per game, the seeded tables its deals are played at (player
counts, forced and variant options) and the perft starts; and each game file's version."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# The kit version of each game's file: bump it (and add a CHANGELOG line) whenever the file
# changes, i.e. whenever the service's answers for that game change.
VERSIONS: dict[str, int] = {
    "kasino": 1,
    "kasino-misar": 1,
    "dragkasino": 1,
    "kasino-fi": 1,
    "mulle-sassersson": 2,
    "byggkasino": 1,
    "mulle-glimne": 2,
    "femhundra": 1,
    "800": 1,
    "1000": 1,
    "150": 1,
    "fjabbe": 1,
}


@dataclass(frozen=True)
class Table:
    """One seeded deal setting: players, options (forced rules, variants) and its tags."""

    players: int
    seeds: tuple[int, ...]
    options: dict[str, Any] = field(default_factory=dict)
    tags: tuple[str, ...] = ()


# Per game: the tables its deals are played at. The largest player count makes the crowded
# tables; options that force plays or change a rule are tagged "forced" or "variant".
TABLES: dict[str, tuple[Table, ...]] = {
    "kasino": (
        Table(2, (42, 7)),
        Table(4, (3,), {"partnerships": True}, ("crowded", "partnerships")),
        Table(3, (11,), {"forced_capture": True, "sistan_point": True}, ("forced",)),
    ),
    "kasino-misar": (
        Table(2, (42,), tags=("forced",)),
        Table(4, (5,), tags=("crowded", "forced")),
        Table(3, (9,), {"forced_tabbe": False, "forced_capture": False}, ("variant",)),
    ),
    "dragkasino": (
        Table(2, (42,)),
        Table(4, (6,), tags=("crowded",)),
        Table(3, (8,), {"base": "misar"}, ("forced",)),
    ),
    "kasino-fi": (
        Table(2, (42,)),
        Table(4, (4,), {"teams": True}, ("crowded", "partnerships")),
        Table(3, (12,), {"no_sweeps_at_10": False}, ("variant",)),
    ),
    "mulle-sassersson": (
        Table(2, (42,)),
        Table(4, (2,), tags=("crowded",)),
    ),
    "byggkasino": (
        Table(2, (42, 7)),
        Table(4, (3,), tags=("crowded",)),
        Table(
            3,
            (10,),
            {"two_card_simple_builds": True, "raise_once_per_player": True},
            ("variant",),
        ),
        Table(2, (13,), {"simple_build_plus_loose": True}, ("variant",)),
        Table(3, (21,), {"enforcement": "penalize", "match": "single"}, ("penalize",)),
    ),
    "mulle-glimne": (
        Table(2, (42,)),
        Table(4, (5,), {"ace_points": "all_aces"}, ("crowded", "variant")),
    ),
    "femhundra": (
        Table(2, (42, 7)),
        Table(4, (3,), tags=("crowded",)),
        Table(3, (5,), {"taget": True, "seven_cards_always": True}, ("variant",)),
    ),
    "800": (
        Table(4, (42,)),
        Table(4, (7,), {"fjont_exchange_card": "any"}, ("variant",)),
    ),
    "1000": (
        Table(2, (42,)),
        Table(2, (7,), {"fjont_exchange_card": "any"}, ("variant",)),
    ),
    "150": (
        Table(2, (42,)),
        Table(2, (7,), {"fjont_exchange_card": "any"}, ("variant",)),
    ),
    "fjabbe": (
        Table(4, (42,)),
        Table(4, (7,), {"fjont_exchange_card": "any"}, ("variant",)),
    ),
}
PERFT_SEEDS = (1, 2, 3)
# Moves the policy plays before a perft start where the dealt state says little: Femhundra's
# deal opens with the same draw, discard, draw for every seed (counts 2, 22, 44).
PERFT_PREFIX = {"femhundra": 12}
