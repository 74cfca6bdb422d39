"""A seat's view as a fixed-length vector of floats (the observation tensor).

Layout, for a game whose distinct cards sorted are ``cards`` (D of them), at most S seats and
H heads (``Spec.heads``); seats are counted from the viewer (+0 is the viewer, +1 the next):

1. *card planes*: one block of D numbers per zone of the family (:data:`ZONES`, in order),
   each the copies of that card in the zone as the viewer sees it;
2. ``to_move``: S numbers, one-hot, the seat to move counted from the viewer;
3. ``hand_count``: S numbers, each seat's hand size over the pack size;
4. ``stock``: the stock's size over the pack size; ``moves``: the moves made over the most a
   deal may last;
5. ``pending``: H numbers, one-hot, the head the viewer chose when its move waits for the
   index of its move (all zero otherwise);
6. ``digits``: ``DIGITS - 1`` numbers, (1 + d) / 256 for each index digit d the viewer has
   chosen so far when its pending head has more than 256 moves (0 for those not chosen).

Only the view is read (``view_plain`` of the family), so no hidden card can get in.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from kortdomaren_research.table import DIGITS, SUBCHOICES, Spec, Table

#: The card zones of each family, in the order of their planes.
ZONES: dict[str, tuple[str, ...]] = {
    "fishing": (
        "hand",
        "table",
        "builds",
        *(f"captured+{r}" for r in range(4)),
        "last_play",
    ),
    "femhundra": ("hand", "pile", "table", "drawn", *(f"exposed+{r}" for r in range(6))),
    "tarot": (
        "hand",
        "discards",
        *(f"trick+{r}" for r in range(4)),
        "won+0",
        "won+1",
        "declarations",
    ),
}


def seats_of(spec: Spec) -> int:
    return max(spec.game.player_counts)


def size(spec: Spec) -> int:
    seats = seats_of(spec)
    return len(ZONES[spec.family]) * len(spec.cards) + 2 * seats + 2 + len(spec.heads) + DIGITS - 1


def layout(spec: Spec) -> list[tuple[str, int]]:
    """(name, length) of each block, in order."""
    d = len(spec.cards)
    seats = seats_of(spec)
    blocks = [(f"cards:{zone}", d) for zone in ZONES[spec.family]]
    return [
        *blocks,
        ("to_move", seats),
        ("hand_count", seats),
        ("stock", 1),
        ("moves", 1),
        ("pending", len(spec.heads)),
        ("digits", DIGITS - 1),
    ]


def _cards(value: Any, known: frozenset[str] | set[str]) -> Iterator[str]:
    if isinstance(value, str):
        if value in known:
            yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _cards(item, known)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _cards(item, known)


def _zones(spec: Spec, view: Mapping[str, Any], seat: int) -> dict[str, Any]:
    n = spec.players
    if spec.family == "fishing":
        zones: dict[str, Any] = {
            "hand": view["hands"][seat],
            "table": view["table"]["cards"],
            "builds": view["table"]["builds"],
            "last_play": view.get("last_play"),
        }
        for r in range(n):
            zones[f"captured+{r}"] = view["captured"][(seat + r) % n]
        return zones
    if spec.family == "femhundra":
        drawn = (view.get("turn") or {}).get("drawn")
        zones = {
            "hand": view["hand"],
            "pile": view["pile"],
            "table": view["table"],
            "drawn": None if drawn is None else drawn.get("cards"),
        }
        for r in range(n):
            zones[f"exposed+{r}"] = view["exposed"][(seat + r) % n]
        return zones
    variant = getattr(spec.game, "variant", None)
    side = 0 if variant is None else variant.side_of(seat)
    won = view["won"]
    zones = {
        "hand": view["hands"][seat],
        "discards": view["discards"][seat],
        "declarations": view["declarations"],
        "won+0": won[side % len(won)],
        "won+1": won[(side + 1) % len(won)] if len(won) > 1 else [],
    }
    for r in range(n):
        zones[f"trick+{r}"] = [p["card"] for p in view["trick"] if p["seat"] == (seat + r) % n]
    return zones


def _hand_counts(spec: Spec, view: Mapping[str, Any]) -> list[int]:
    if "hand_counts" in view:
        return list(view["hand_counts"])
    return [h if isinstance(h, int) else len(h) for h in view["hands"]]


def tensor(table: Table, seat: int) -> list[float]:
    """The viewer's observation in the layout above."""
    spec = table.spec
    seats = seats_of(spec)
    d = len(spec.cards)
    out = [0.0] * size(spec)
    if table.state is None:
        return out
    view = table.view(seat)
    index = {card: n for n, card in enumerate(spec.cards)}
    known = set(spec.cards)
    zones = _zones(spec, view, seat)
    for z, zone in enumerate(ZONES[spec.family]):
        for card in _cards(zones.get(zone), known):
            out[z * d + index[card]] += 1.0
    at = len(ZONES[spec.family]) * d
    to_move = table.current_player()
    if to_move >= 0:
        out[at + (to_move - seat) % spec.players] = 1.0
    at += seats
    pack = float(len(spec.pack))
    for s, count in enumerate(_hand_counts(spec, view)):
        out[at + (s - seat) % spec.players] = count / pack
    at += seats
    stock = view.get("stock_count", view.get("stock"))
    out[at] = (stock if isinstance(stock, int) else 0) / pack
    out[at + 1] = table.moves / spec.max_moves
    at += 2
    if table.pending is not None and to_move == seat:
        out[at + spec.heads.index(table.pending)] = 1.0
        for n, digit in enumerate(table.digits):
            out[at + len(spec.heads) + n] = (1 + digit) / SUBCHOICES
    return out
