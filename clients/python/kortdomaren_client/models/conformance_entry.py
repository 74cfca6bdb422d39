from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ConformanceEntry")


@_attrs_define
class ConformanceEntry:
    """
    Attributes:
        game (str): The game id.
        version (int): The game file's version, raised whenever the file changes.
        file (str): The file's path in the kit.
        sha256 (str): SHA-256 of the file's bytes (also its ETag).
        bytes_ (int): The file's size.
        positions (int): Positions in the file.
        checks (int): Move checks (legal and illegal) over all positions.
        deals (int): Finished deals.
        perft (int): Perft start positions.
    """

    game: str
    version: int
    file: str
    sha256: str
    bytes_: int
    positions: int
    checks: int
    deals: int
    perft: int

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        version = self.version

        file = self.file

        sha256 = self.sha256

        bytes_ = self.bytes_

        positions = self.positions

        checks = self.checks

        deals = self.deals

        perft = self.perft

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "version": version,
                "file": file,
                "sha256": sha256,
                "bytes": bytes_,
                "positions": positions,
                "checks": checks,
                "deals": deals,
                "perft": perft,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        version = d.pop("version")

        file = d.pop("file")

        sha256 = d.pop("sha256")

        bytes_ = d.pop("bytes")

        positions = d.pop("positions")

        checks = d.pop("checks")

        deals = d.pop("deals")

        perft = d.pop("perft")

        conformance_entry = cls(
            game=game,
            version=version,
            file=file,
            sha256=sha256,
            bytes_=bytes_,
            positions=positions,
            checks=checks,
            deals=deals,
            perft=perft,
        )

        return conformance_entry
