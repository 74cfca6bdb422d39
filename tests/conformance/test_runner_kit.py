"""Loading a kit: the index, the sha256 of each file, the format version, the games asked."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from service.runner.kit import KitError, default_kit, load_kit


def test_the_small_kit_loads_in_index_order(small_kit: Path) -> None:
    kits = load_kit(small_kit)
    assert [kit.game for kit in kits] == ["kasino", "femhundra"]
    assert [len(kit.perft) for kit in kits] == [1, 1]
    assert [kit.game for kit in load_kit(small_kit, ["femhundra"])] == ["femhundra"]


def test_a_changed_file_is_refused(small_kit: Path, tmp_path: Path) -> None:
    copy = Path(shutil.copytree(small_kit, tmp_path / "kit"))
    path = copy / "games" / "kasino.json"
    path.write_bytes(path.read_bytes().replace(b'"count": ', b'"count":  ', 1))
    with pytest.raises(KitError, match="sha256"):
        load_kit(copy)
    assert load_kit(copy, ["femhundra"])  # the other game's file is intact


def test_another_format_version_is_refused(small_kit: Path, tmp_path: Path) -> None:
    copy = Path(shutil.copytree(small_kit, tmp_path / "kit"))
    index = json.loads((copy / "index.json").read_text())
    (copy / "index.json").write_text(json.dumps({**index, "kit_version": 2}))
    with pytest.raises(KitError, match="format version 2"):
        load_kit(copy)


def test_an_unknown_game_or_a_missing_kit_is_refused(small_kit: Path, tmp_path: Path) -> None:
    with pytest.raises(KitError, match="no game whist"):
        load_kit(small_kit, ["whist"])
    with pytest.raises(KitError, match="no kit file"):
        load_kit(tmp_path)


def test_the_default_kit_is_the_one_shipped_in_the_package() -> None:
    assert default_kit().parts[-3:] == ("service", "conformance", "kit")
    assert (default_kit() / "index.json").is_file()
