"""Loading the conformance kit: ``index.json`` and one file per game (kit format version 1).

The kit is plain JSON, usable without the service; its format is described in
docs/conformance.md. Each game file's bytes are checked against the index's sha256, so a
damaged or hand-edited kit is refused rather than silently trusted.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service.conformance import KIT, KIT_VERSION
from service.conformance import NAME as KIT_NAME


class KitError(Exception):
    """The kit cannot be used: missing, damaged, or of another format version."""


@dataclass(frozen=True)
class GameKit:
    """One game's records, as its file holds them."""

    game: str
    version: int
    positions: list[dict[str, Any]]
    deals: list[dict[str, Any]]
    perft: list[dict[str, Any]]

    def perft_record(self, record_id: str | None) -> dict[str, Any]:
        """The perft record with this id (the game's first one when None)."""
        for record in self.perft:
            if record_id is None or record["id"] == record_id:
                return record
        known = ", ".join(record["id"] for record in self.perft) or "none"
        raise KitError(f"The {self.game} kit has no perft record {record_id!r} (it has: {known}).")


def default_kit() -> Path:
    """The kit shipped with the package: ``service/conformance/kit`` (package data, so an
    installed wheel has it too; the checkout's top-level ``conformance`` links to it)."""
    return KIT


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_bytes())
    except FileNotFoundError:
        raise KitError(f"There is no kit file {path}.") from None
    except ValueError as error:
        raise KitError(f"The kit file {path} is not JSON: {error}.") from None


def load_index(kit: Path) -> dict[str, Any]:
    index = _read_json(kit / "index.json")
    if not isinstance(index, dict) or index.get("kit") != KIT_NAME:
        raise KitError(f"{kit / 'index.json'} is not a {KIT_NAME} index.")
    if index.get("kit_version") != KIT_VERSION:
        raise KitError(
            f"The kit has format version {index.get('kit_version')!r}; this runner reads "
            f"version {KIT_VERSION}."
        )
    return index


def load_game(kit: Path, entry: dict[str, Any]) -> GameKit:
    """One game's file, checked against its index entry (sha256 and byte count)."""
    path = kit / entry["file"]
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise KitError(f"There is no kit file {path}.") from None
    digest = hashlib.sha256(data).hexdigest()
    if digest != entry.get("sha256"):
        raise KitError(f"{path} does not match its sha256 in index.json (the file changed).")
    body = json.loads(data)
    if body.get("game") != entry["game"] or body.get("kit_version") != KIT_VERSION:
        raise KitError(f"{path} is not the version-{KIT_VERSION} kit of {entry['game']}.")
    return GameKit(
        game=body["game"],
        version=body["version"],
        positions=body.get("positions", []),
        deals=body.get("deals", []),
        perft=body.get("perft", []),
    )


def load_kit(kit: Path, games: list[str] | None = None) -> list[GameKit]:
    """The kit's games in index order, or only ``games`` (each must be in the kit)."""
    index = load_index(kit)
    entries = {entry["game"]: entry for entry in index["games"]}
    if games:
        unknown = [game for game in games if game not in entries]
        if unknown:
            raise KitError(
                f"The kit has no game {', '.join(unknown)}; it has {', '.join(entries)}."
            )
        chosen = [entries[game] for game in dict.fromkeys(games)]
    else:
        chosen = list(entries.values())
    return [load_game(kit, entry) for entry in chosen]
